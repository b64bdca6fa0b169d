import LarderReports

/// One field of a form, as every page shows it: its label, a hint beside the label, the
/// control (an input, a text area or a choice) with its value, and, when the form was
/// refused for this field, marked invalid and tied to the form's error message
/// (`FormField.error`).
///
/// `<label>Label<span class="hint">Hint</span><input type="text" name="N" id="I" value="V"
/// attributes aria-invalid="true" aria-describedby="form-error"></label>`
struct FormField {
  /// What the field is typed or chosen in.
  enum Control {
    /// An `<input>` of the field's `type`.
    case input
    /// A `<textarea>` of so many rows, holding the value.
    case textarea(rows: Int)
    /// A `<select>` of these `<option>`s, the chosen one marked `selected`.
    case select(HTML)
  }

  /// The name the form sends it as.
  var name: String
  /// What the label says.
  var label: String
  /// What may be typed, beside the label; none when nil.
  var hint: String?
  /// The value shown; no `value` attribute when nil.
  var value: String?
  /// The input's type.
  var type = "text"
  /// The input's `id`, for a script or a label elsewhere; none when nil.
  var id: String?
  /// Attributes that say what the input takes, before its value (`inputmode`).
  var kind: HTML = ""
  /// The input's other attributes, after its value (`required`, a pattern, a placeholder).
  var attributes: HTML = ""
  /// Whether the form was refused for this field.
  var isInvalid = false
  /// An input, a text area or a choice.
  var control = Control.input

  /// The field's markup.
  var html: HTML {
    let hintHTML: HTML = hint.map { "<span class=\"hint\">\($0)</span>" } ?? ""
    let idHTML: HTML = id.map { " id=\"\($0)\"" } ?? ""
    let valueHTML: HTML = value.map { " value=\"\($0)\"" } ?? ""
    let invalid: HTML = isInvalid ? " aria-invalid=\"true\" aria-describedby=\"form-error\"" : ""
    let controlHTML: HTML
    switch control {
    case .input:
      controlHTML = """
        <input type="\(type)" name="\(name)"\(idHTML)\(kind)\(valueHTML)\(attributes)\(invalid)>
        """
    case .textarea(let rows):
      controlHTML = """
        <textarea name="\(name)" rows="\(rows)"\(idHTML)\(attributes)\(invalid)>\(value ?? "")</textarea>
        """
    case .select(let options):
      controlHTML = """
        <select name="\(name)"\(idHTML)\(attributes)\(invalid)>\(options)</select>
        """
    }
    return "<label>\(label)\(hintHTML)\(controlHTML)</label>"
  }

  /// The form's error message, which the invalid field points to; nothing when nil.
  static func error(_ message: String?) -> HTML {
    message.map { "<p class=\"error\" role=\"alert\" id=\"form-error\">\($0)</p>" } ?? ""
  }
}
