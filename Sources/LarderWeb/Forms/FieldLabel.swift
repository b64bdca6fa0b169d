import LarderLanguage

/// The name a form field goes by inside a message, in the reader's language: `price` in
/// English, `prix` in French, as the form's own label reads (`FormError` names the field
/// with it). The words are those the command line names an import's fields with.
///
/// English keeps the field's name as the web has always written it (`quantity`,
/// `price`); a field of several words reads as words (`min-stock` is `minimum stock`).
/// The count fields of the stocktake (`count.ID`) are all `count`; a field not listed
/// is named as the form sends it.
enum FieldLabel {
  /// The label of the field `name` in `l`.
  static func text(_ name: String, _ l: Localization) -> String {
    if name.hasPrefix("count.") { return l.tr("count") }
    switch name {
    case "name": return l.tr("name")
    case "quantity": return l.tr("quantity")
    case "unit": return l.tr("unit")
    case "price": return l.tr("price")
    case "currency": return l.tr("currency")
    case "store": return l.tr("store")
    case "date": return l.tr("date")
    case "expires": return l.tr("expires")
    case "category": return l.tr("category")
    case "location": return l.tr("location")
    case "note": return l.tr("note")
    case "reason": return l.tr("reason")
    case "min-stock": return l.tr("minimum stock")
    case "shelf-life": return l.tr("shelf life")
    case "opened-life": return l.tr("opened life")
    case "frozen-life": return l.tr("frozen life")
    case "thawed-life": return l.tr("thawed life")
    case "date-kind": return l.tr("date kind")
    case "month": return l.tr("month")
    // TRANSLATORS: the amount field of the form that sets a budget.
    case "amount": return l.tr("amount a month")
    // TRANSLATORS: the field of the budget form naming the month a budget starts.
    case "from": return l.tr("from month")
    case "format": return l.tr("format")
    case "servings": return l.tr("servings")
    case "leftovers": return l.tr("leftovers")
    case "day": return l.tr("day")
    case "recipe": return l.tr("recipe")
    default: return name
    }
  }
}
