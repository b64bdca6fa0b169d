import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// The forms of a recipe's page, and their reading: cook it now (`cook R --servings s
/// --partial --leftovers P`, docs definition 27) and plan it on a day (`plan add DATE R
/// --servings s`, definition 28).
enum RecipeForms {
  /// The cook form: servings (the planned meal's, else the recipe's, when left empty),
  /// cooking with what there is when something is missing, and pieces of leftovers. The
  /// day is the page's, sent with the form, so that a form kept offline cooks on it.
  static func cook(
    _ recipe: Recipe, path: String, _ visit: Visit, _ failure: RecipePage.Failure?
  ) -> HTML {
    let l = visit.l
    let values = failure?.form == "cook" ? failure?.values : nil
    let invalid = failure?.form == "cook" ? failure?.field : nil
    let partial: HTML = values?["partial"] != nil ? " checked" : ""
    return """
      <form class="card stack" method="post" action="\(path)/cook">
      <h2>\(l.tr("Cook it"))</h2>
      \(visit.context.csrfField)\
      <input type="hidden" name="date" value="\(values?["date"] ?? visit.today.description)">
      <div class="row">
      \(FormField(
        name: "servings", label: l.tr("Servings"), value: values?["servings"] ?? "",
        kind: NumberInput.integer, attributes: " placeholder=\"\(String(recipe.servings))\"",
        isInvalid: invalid == "servings"
      ).html)
      \(FormField(
        name: "leftovers", label: l.tr("Leftovers"), hint: l.tr("pieces kept"),
        value: values?["leftovers"] ?? "", kind: NumberInput.decimal(l),
        isInvalid: invalid == "leftovers"
      ).html)
      </div>
      <label class="check"><input type="checkbox" name="partial" value="1"\(partial)>\
      \(l.tr("Cook with what there is when something is missing"))</label>
      <div><button type="submit">\(l.tr("Cook"))</button></div>
      </form>
      """
  }

  /// The plan form: the day (today unless typed) and the servings (the recipe's when left
  /// empty).
  static func plan(
    _ recipe: Recipe, path: String, _ visit: Visit, _ failure: RecipePage.Failure?
  ) -> HTML {
    let l = visit.l
    let values = failure?.form == "plan" ? failure?.values : nil
    let invalid = failure?.form == "plan" ? failure?.field : nil
    return """
      <form class="card stack" method="post" action="\(path)/plan">
      <h2>\(l.tr("Plan it"))</h2>
      \(visit.context.csrfField)
      <div class="row">
      \(FormField(
        name: "day", label: l.tr("Day"), value: values?["day"] ?? visit.today.description,
        attributes: "\(DateInput.attributes(l)) required", isInvalid: invalid == "day"
      ).html)
      \(FormField(
        name: "servings", label: l.tr("Servings"), value: values?["servings"] ?? "",
        kind: NumberInput.integer, attributes: " placeholder=\"\(String(recipe.servings))\"",
        isInvalid: invalid == "servings"
      ).html)
      </div>
      <div><button type="submit">\(l.tr("Plan"))</button></div>
      </form>
      """
  }

  /// The servings typed, a whole number; nil when left empty.
  static func servings(_ form: FormValues) throws(FormError) -> Int? {
    try form.value("servings") { text throws(ValueError) in try TypedDays.parse(text) }
  }

  /// What the cook form asks: the recipe `reference` on the form's day (today when it
  /// has none), in `currency` for the leftovers' price of 0.
  static func cookRequest(
    _ form: FormValues, recipe reference: String, today: CalendarDate, currency: Currency
  ) throws(FormError) -> Store.CookRequest {
    let decimal = form.decimal
    let leftovers = try form.value("leftovers") { text throws(ValueError) in
      let pieces = try Quantity(typing: text, decimal: decimal)
      guard pieces > .zero else { throw .notPositive(what: .quantity, value: text) }
      return pieces
    }
    return Store.CookRequest(
      recipe: reference, servings: try servings(form), date: try form.date("date") ?? today,
      partial: form["partial"] != nil, leftovers: leftovers, currency: currency)
  }
}
