import LarderCore
import LarderReports
import LarderStore

/// `larder add`: records a purchase.
enum AddCommand: Command {
  static let spec = CommandSpec(
    name: "add", abstract: "Record a purchase, creating the item on first use.",
    discussion: """
      The price is the total paid for the whole quantity. A new item takes the unit,
      category and location given here; later purchases must use the same unit.
      """,
    arguments: [
      .init(name: "name", help: "The item's name, for example \"Whole milk\"."),
      .init(name: "quantity", help: "How much was bought, in the item's unit (up to 3 decimals)."),
    ],
    options: [
      .value("unit", "unit", "The unit, for a new item: pcs, g, kg, ml, L, …", default: "pcs"),
      .value("price", "price", "The total paid, with '.' as the decimal separator.", default: "0"),
      .value(
        "currency", "code", "The ISO 4217 currency code.", default: "$LARDER_CURRENCY, else EUR"),
      .value("store", "store", "Where it was bought."),
      .value("expires", "date", "The best-before or use-by date, as YYYY-MM-DD."),
      .value("category", "category", "The category, for a new item.", default: "other"),
      .value("location", "location", "Where it is kept."),
      .value("date", "date", "The day of purchase, as YYYY-MM-DD.", default: "today"),
      .value("note", "text", "A note about this purchase."),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let name = try itemName(command)
    let quantity = try command.argument(1) {
      try Quantity.positive(parsing: $0, what: "the quantity")
    }
    let currency =
      try command.value("currency") { try Currency(code: $0) } ?? context.defaultCurrency()
    let price =
      try command.value("price") { text in
        let price = try Money(parsing: text, currency: currency)
        guard price.minorUnits >= 0 else {
          throw ValueError.negative(what: "the price", value: text)
        }
        return price
      } ?? .zero(currency)
    let date = try command.date("date") ?? context.today()
    let expires = try command.date("expires")
    if let expires, expires < date {
      throw UsageError(
        message: "The expiry \(expires) is before the purchase date \(date)", command: spec.name)
    }
    let row = PurchaseRow(
      line: 0, date: date, item: name, quantity: quantity ?? .zero, price: price,
      unit: try command.label("unit"), category: try command.label("category"),
      store: command.string("store") ?? "", expires: expires,
      location: command.string("location"), note: command.string("note") ?? "")
    let store = try context.openStore(command)
    let (item, lot) = try store.addPurchase(row)
    var message =
      "Added \(lot.quantity) \(item.unit) of \(item.name) for \(lot.price) "
      + "(lot \(ItemHistoryView.shortID(lot.id)))"
    if let expires { message += ", expires \(expires)" }
    context.write(message + ".\n")
  }

  /// The item name argument, refused when blank.
  static func itemName(_ command: ParsedCommand, index: Int = 0) throws(UsageError) -> String {
    guard let name = command.argument(index).trimmedLabel else {
      throw UsageError(message: "The item name must not be blank", command: command.spec.name)
    }
    return name
  }
}
