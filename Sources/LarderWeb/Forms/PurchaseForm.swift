import LarderCore
import LarderErrors
import LarderStore

/// The add form, read as `larder add` reads its arguments and options.
enum PurchaseForm {
  /// What the form leaves out and the item's last purchase gives, as `larder add` does
  /// (definition 17): the price without a price, the currency without either, the store
  /// without a store.
  static func remembered(_ form: FormValues) -> Store.Remembered {
    var remembered: Store.Remembered = []
    if form["price"] == nil { remembered.insert(.price) }
    if form["price"] == nil && form["currency"] == nil { remembered.insert(.currency) }
    if form["store"] == nil { remembered.insert(.store) }
    return remembered
  }

  /// The fields, in the order of `larder add`'s options.
  static let fields = [
    "name", "quantity", "unit", "price", "currency", "store", "expires", "category", "location",
    "date", "note",
  ]

  /// The purchase the form describes: of the item one of whose names it gives (ignoring
  /// case, accents and width), else a new item; its quantity typed as `larder add` takes
  /// one (`500 g`, `500g`, `0,5` in French, `2 packs` of an item bought before).
  ///
  /// - Throws: `FormError` with the command line's message for a refused value; the
  ///   store's refusals of packs of an item never bought.
  static func row(
    _ form: FormValues, _ store: Store, today: CalendarDate, defaultCurrency: Currency
  ) throws -> PurchaseRow {
    var name = try form.itemName()
    if case .item(let own) = try store.addedName(name) { name = own }
    let quantity: Quantity
    let unit: String?
    switch try form.amount() {
    case .quantity(let typed, let typedUnit): (quantity, unit) = (typed, typedUnit)
    case let packs: (quantity, unit) = (try store.quantity(packs, of: name).quantity, nil)
    }
    let currency = try form.value("currency") { try Currency(code: $0) } ?? defaultCurrency
    let price = try form.price("price", currency: currency) ?? .zero(currency)
    let date = try form.date("date") ?? today
    let expires = try form.date("expires", missingYear: .nextFrom(date))
    return PurchaseRow(
      line: 0, date: date, item: name, quantity: quantity, price: price,
      unit: unit, category: try form.label("category"),
      store: form["store"] ?? "", expires: expires, location: form["location"],
      note: form["note"] ?? "")
  }
}
