import LarderLanguage

/// The name a form field goes by inside a message, in the reader's language: `price` in
/// English, `prix` in French, as the form's own label reads (`FormError` names the field
/// with it).
///
/// English keeps the field's name as the web has always written it (`quantity`,
/// `price`); a field of several words reads as words (`min-stock` is `minimum stock`).
/// The count fields of the stocktake (`count.ID`) are all `count`; a field not listed
/// is named as the form sends it.
enum FieldLabel {
  /// The label of the field `name` in `l`.
  static func text(_ name: String, _ l: Localization) -> String {
    if name.hasPrefix("count.") { return l.trc("count", context: "form field") }
    switch name {
    case "name": return l.trc("name", context: "form field")
    case "quantity": return l.trc("quantity", context: "form field")
    case "unit": return l.trc("unit", context: "form field")
    case "price": return l.trc("price", context: "form field")
    case "currency": return l.trc("currency", context: "form field")
    case "store": return l.trc("store", context: "form field")
    case "date": return l.trc("date", context: "form field")
    case "expires": return l.trc("expires", context: "form field")
    case "category": return l.trc("category", context: "form field")
    case "location": return l.trc("location", context: "form field")
    case "note": return l.trc("note", context: "form field")
    case "reason": return l.trc("reason", context: "form field")
    case "min-stock": return l.trc("minimum stock", context: "form field")
    case "shelf-life": return l.trc("shelf life", context: "form field")
    case "opened-life": return l.trc("opened life", context: "form field")
    case "frozen-life": return l.trc("frozen life", context: "form field")
    case "thawed-life": return l.trc("thawed life", context: "form field")
    case "date-kind": return l.trc("date kind", context: "form field")
    case "month": return l.trc("month", context: "form field")
    case "format": return l.trc("format", context: "form field")
    default: return name
    }
  }
}
