import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder add`: records a purchase.
enum AddCommand: Command {
  static let unit = Option<String?>.label(
    "unit", "unit", "The unit: pcs, g, kg, ml, L, …; for an item, one of its family.",
    describedDefault: "the item's unit; pcs for a new item")
  static let price = Option<String>.text(
    "price", "price", "The total paid, such as 2.38.", default: "0")
  static let currency = Option<Currency?>.value(
    "currency", "code", "The ISO 4217 currency code.",
    describedDefault: "$LARDER_CURRENCY, else EUR"
  ) { try Currency(code: $0) }
  static let store = Option<String?>.text("store", "store", "Where it was bought.")
  static let expires = Option<CalendarDate?>.date(
    "expires", "date",
    "The best-before or use-by date: YYYY-MM-DD, +3, 2w, 31/12 in French…; without a year, the next such day.",
    missingYear: .next)
  static let category = Option<String?>.label(
    "category", "category", "The category, for a new item.", describedDefault: "other")
  static let location = Option<String?>.text("location", "location", "Where it is kept.")
  static let date = Option<CalendarDate?>.date(
    "date", "date",
    "The day of purchase: YYYY-MM-DD, yesterday, -2, 30/11 in French…; without a year, the last such day.",
    describedDefault: "today")
  static let note = Option<String?>.text("note", "text", "A note about this purchase.")

  static let spec = CommandSpec(
    name: "add", abstract: "Record a purchase, creating the item on first use.",
    discussion: """
      The price is the total paid for the whole quantity. A new item takes the unit,
      category and location given here. A later purchase in another unit of the item's
      family (mass: mg, g, kg; volume: ml, cl, dl, l) is converted exactly, so 1 kg of an
      item counted in g is recorded as 1000 g; one that would need more than 3 decimals,
      or a unit of another family, is refused. The date may not be after today.
      """,
    arguments: [
      .init(
        name: "name", help: "The item's name, for example \"Whole milk\".", completion: .item),
      .init(name: "quantity", help: "How much was bought, in the item's unit (up to 3 decimals)."),
    ],
    options: [unit, price, currency, store, expires, category, location, date, note],
    examples: [
      .init(
        "Record 2 L of milk bought at Lidl for 2.38, with its expiry date.",
        "larder add \"Whole milk\" 2 --unit L --price 2.38 --store Lidl --date 2026-11-28 --expires 2026-12-03"
      ),
      .init(
        "Record a first purchase of eggs, a new item in the dairy category.",
        "larder add Eggs 12 --price 3.10 --category dairy"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let name = try command.itemName()
    let quantity = try command.argument(1) {
      try TypedInput.current.positiveQuantity($0)
    }
    let currency = try command[Self.currency] ?? context.defaultCurrency()
    let price = try command.value(Self.price) { text in
      try TypedInput.current.price(text, currency: currency)
    }
    let today = context.today()
    let date = try command[Self.date] ?? today
    let expires = try command[Self.expires]
    // Bad data, as the same row in an import is: exit 65, one line.
    if let expires, expires < date {
      throw StoreError.expiryBeforePurchase(expires: expires, purchased: date)
    }
    let row = PurchaseRow(
      line: 0, date: date, item: name, quantity: quantity ?? .zero, price: price,
      unit: try command[unit], category: try command[category],
      store: try command[Self.store] ?? "", expires: expires,
      location: try command[location], note: try command[note] ?? "")
    let database = try context.openStore(command, creating: true)
    let (item, lot) = try database.addPurchase(
      row, today: today, via: .commandLine(arguments: command.typed))
    let f = Formats()
    let values: KeyValuePairs<String, String> = [
      "quantity": f.tableQuantity(lot.quantity), "unit": item.unit, "item": item.name,
      "price": f.sentenceMoney(lot.price), "lot": ItemHistoryView.shortID(lot.id),
      "date": expires.map(f.date) ?? "",
    ]
    context.write(
      (expires == nil
        ? f.localization.tr("Added {quantity} {unit} of {item} for {price} (lot {lot}).", values)
        : f.localization.tr(
          "Added {quantity} {unit} of {item} for {price} (lot {lot}), expires {date}.", values))
        + "\n")
  }
}
