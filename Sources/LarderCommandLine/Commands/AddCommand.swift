import LarderCore
import LarderErrors
import LarderLanguage
import LarderReports
import LarderStore

/// `larder add`: records a purchase.
enum AddCommand: Command {
  static let unit = Option<String?>.label(
    "unit", "unit", "The unit: pcs, g, kg, ml, L, …; for an item, one of its family.",
    describedDefault: "the item's unit; pcs for a new item")
  static let price = Option<String>.text(
    "price", "price",
    "The total paid, such as 2.38 (2,38 in French); left out for an item bought before, the last price per unit times the quantity.",
    default: "0")
  static let currency = Option<Currency?>.value(
    "currency", "code", "The ISO 4217 currency code.",
    describedDefault: "$LARDER_CURRENCY, else EUR"
  ) { try Currency(code: $0) }
  static let store = Option<String?>.text(
    "store", "store", "Where it was bought.", describedDefault: "the item's last store")
  static let expires = Option<CalendarDate?>.date(
    "expires", "date",
    "The date on the pack, of the item's date kind ('edit --date-kind'): YYYY-MM-DD, +3, 2w, 31/12 in French…; without a year, the next such day.",
    describedDefault: "purchase date + the item's shelf life, marked estimated", missingYear: .next)
  static let useBy = Option<CalendarDate?>.date(
    "use-by", "date", "A use-by date (unsafe after it), typed as for --expires.",
    missingYear: .next)
  static let bestBefore = Option<BestBefore?>.value(
    "best-before", "date",
    "A best-before date, typed as for --expires, or a month: 2027-03, 03/2027, 2027年3月 (best before the end of it)."
  ) { try BestBefore(typing: $0, input: TypedInput.current) }
  static let category = Option<String?>.label(
    "category", "category", "The category, for a new item.", describedDefault: "other")
  static let location = Option<String?>.text("location", "location", "Where it is kept.")
  static let date = Option<CalendarDate?>.date(
    "date", "date",
    "The day of purchase: YYYY-MM-DD, yesterday, -2, 30/11 in French…; without a year, the last such day.",
    describedDefault: "today")
  static let note = Option<String?>.text("note", "text", "A note about this purchase.")
  static let barcode = Option<GTIN?>.value(
    "barcode", "code",
    "The barcode of what was bought (EAN-13, UPC-A, EAN-8, GTIN-14), instead of its name."
  ) { try GTIN($0) }
  static let name = Option<String?>.label(
    "name", "name",
    "With --barcode: the item a barcode no item has yet is for; the item keeps the barcode.")

  static let spec = CommandSpec(
    name: "add", abstract: "Record a purchase, creating the item on first use.",
    discussion: """
      The price is the total paid for the whole quantity. A new item takes the unit,
      category and location given here. A later purchase in another unit of the item's
      family (mass: mg, g, kg; volume: ml, cl, dl, l) is converted exactly, so 1 kg of an
      item counted in g is recorded as 1000 g; one that would need more than 3 decimals,
      or a unit of another family, is refused. The date may not be after today.
      An item bought before needs only its name and quantity: it keeps its unit, category
      and location, and the store and price per unit of its last purchase are used when
      --store and --price are left out. Without a date, an item with a shelf life
      ('larder edit --shelf-life') is given the purchase date plus that life, marked
      estimated. A lot past its --use-by date is expired; one past its --best-before date
      is still usable, once checked, and is never counted as waste unless discarded.
      With --barcode instead of a name, the purchase is of the item with that barcode
      ('larder edit --barcode'), and the quantity comes first. A barcode no item has yet is
      learned: for the item --name gives, or on a terminal the name typed when asked.
      """,
    arguments: [
      .init(
        name: "name",
        help: "The item's name, for example \"Whole milk\"; none with --barcode or --scan.",
        isOptional: true, completion: .item),
      .init(
        name: "quantity",
        help:
          "How much was bought: in the item's unit (2, 0.5, 0,5 in French), with a unit (500 g, 500g, 1 kg) or in packs (2 packs); with --barcode, how many packages.",
        isOptional: true),
      AmountArguments.unitArgument,
    ],
    options: [
      unit, price, currency, store, expires, useBy, bestBefore, category, location, date, note,
      barcode, name, scan, yes,
    ],
    examples: [
      .init(
        "Record 2 L of milk bought at Lidl for 2.38, with its expiry date.",
        "larder add \"Whole milk\" 2 --unit L --price 2.38 --store Lidl --date 2026-11-28 --expires 2026-12-03"
      ),
      .init(
        "Record a bottle of whole milk by the barcode on it; the item keeps the barcode.",
        "larder add --barcode 3270190207924 1 --name \"Whole milk\""),
      .init(
        "Record a first purchase of eggs, a new item in the dairy category.",
        "larder add Eggs 12 --price 3.10 --category dairy"),
    ])

  /// At most one of --expires, --use-by and --best-before; a name, or --barcode and at most
  /// a quantity, or --scan alone; --name only with --barcode.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    try validateScan(command)
    if !command.isGiven(scan.spec) { try validateItem(command) }
    let given = [expires.spec, useBy.spec, bestBefore.spec].filter(command.isGiven)
    if given.count > 1 {
      throw UsageError(
        message: Localization.current.tr(
          "Give one of --expires, --use-by and --best-before, not {options}",
          ["options": given.map { "--" + $0.name }.joined(separator: ", ")]),
        command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    if command.isGiven(scan.spec) { return try runScan(command, context) }
    let barcode = try command[Self.barcode]
    let index = barcode == nil ? 1 : 0
    let amount = command.argument(index) == nil ? nil : try command.amount(at: index, unit: unit)
    let givenCurrency = try command[Self.currency]
    let currency = try givenCurrency ?? context.defaultCurrency()
    let price = try command.value(Self.price) { text in
      try TypedInput.current.price(text, currency: currency)
    }
    let today = context.today()
    let date = try command[Self.date] ?? today
    // A date on the pack typed without its year is the next such day from the purchase.
    let (bestBefore, useBy, expires) = try TypedInput.$current.withValue(
      TypedInput.current.expiries(from: date)
    ) {
      let bestBefore = try command[Self.bestBefore]
      let useBy = try command[Self.useBy]
      return (bestBefore, useBy, try command[Self.expires] ?? useBy ?? bestBefore?.lastDay)
    }
    let database = try context.openStore(command, creating: true)
    let byBarcode = try barcode.map { try Self.item(for: $0, command, context, database) }
    let name = try byBarcode?.name ?? Self.itemName(command.itemName(), database, context)
    let (bought, boughtUnit) = try Self.bought(
      amount, of: name, database, byBarcode: byBarcode != nil,
      package: byBarcode?.product?.package)
    let row = PurchaseRow(
      line: 0, date: date, item: name, quantity: bought, price: price,
      unit: boughtUnit, category: try command[category] ?? byBarcode?.product?.category,
      store: try command[Self.store] ?? "", expires: expires,
      location: try command[location], note: try command[note] ?? "")
    var purchase = row
    if useBy != nil { purchase.dateKind = .useBy }
    if let bestBefore {
      purchase.dateKind = .bestBefore
      purchase.expiresMonth = bestBefore.isMonth
    }
    var remembered: Store.Remembered = []
    if !command.isGiven(Self.price.spec) { remembered.insert(.price) }
    if !command.isGiven(Self.price.spec) && givenCurrency == nil { remembered.insert(.currency) }
    if !command.isGiven(Self.store.spec) { remembered.insert(.store) }
    let (item, lot) = try database.addPurchase(
      purchase, today: today, remembering: remembered, barcode: byBarcode?.learned,
      via: .commandLine(arguments: command.typed))
    context.write(addedLine(item, lot, Formats()) + "\n")
    if let given = try command[category],
      try database.categoryCode(given) != database.categoryCode(item.category)
    {
      context.note(
        Localization.current.tr(
          "{item} keeps its category '{category}'; 'larder edit' changes it.",
          ["item": item.name, "category": item.category]))
    }
  }

  /// "Added 2 L of Whole milk for €2.38 (lot 3d31e83b), expires 2026-12-05."
  static func addedLine(_ item: Item, _ lot: Lot, _ f: Formats) -> String {
    let values: KeyValuePairs<String, String> = [
      "quantity": f.tableQuantity(lot.quantity), "unit": item.unit, "item": item.name,
      "price": f.sentenceMoney(lot.price), "lot": ItemHistoryView.shortID(lot.id),
      "date": f.expiry(lot) ?? "",
    ]
    let l = f.localization
    return switch (lot.expiresOn, lot.dateKind) {
    case (nil, _): l.tr("Added {quantity} {unit} of {item} for {price} (lot {lot}).", values)
    // TRANSLATORS: {date} is "best before 2027-03-01" or "best before end 03/2027".
    case (_, .bestBefore):
      l.tr("Added {quantity} {unit} of {item} for {price} (lot {lot}), {date}.", values)
    default:
      l.tr("Added {quantity} {unit} of {item} for {price} (lot {lot}), expires {date}.", values)
    }
  }
}
