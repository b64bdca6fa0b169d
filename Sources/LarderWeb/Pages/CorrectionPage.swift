import LarderLanguage
import LarderReports

/// The form that corrects something recorded, a lot (`LotCorrectionPage`) or a consume or
/// discard (`EventCorrectionPage`): what was recorded in a sentence, then its fields filled
/// with its values, of which only those changed are corrected. The two differ only in the
/// data given here.
struct CorrectionPage {
  /// The page's title.
  var title: String
  /// What was recorded, in a sentence.
  var recorded: String
  /// Where the form posts.
  var action: String
  /// The page to go back to: the item's.
  var back: String
  /// The fields, without their values.
  var fields: [FormField]
  /// The button's words.
  var submit: String

  /// The page, its fields showing what was typed (`values`) or else what is recorded
  /// (`current`); with `error`, 422 and the field it names marked.
  func response(
    _ visit: Visit, current: [String: String], values: FormValues?, error: String?,
    field invalid: String?
  ) -> Response {
    let l = visit.l
    let shown = fields.map { field in
      var field = field
      field.value = values?.fields[field.name] ?? current[field.name] ?? ""
      field.isInvalid = error != nil && field.name == invalid
      return field.html
    }
    let content: HTML = """
      \(FormField.error(error))
      <p>\(recorded)</p>
      <form class="stack" method="post" action="\(action)">
      \(visit.context.csrfField)
      \(shown)
      <div><button type="submit">\(submit)</button> \
      <a href="\(back)">\(l.trc("Cancel", context: "leave a form"))</a></div>
      </form>
      """
    return .html(
      Layout.page(title, section: nil, visit.context, content), status: error == nil ? 200 : 422)
  }
}
