import Foundation

/// A Grocy database mapped to Larder's items, lots and events (docs/grocy.md), with a
/// count of what was refused and why. Pure: the store writes the plan.
public struct GrocyPlan: Sendable {
  /// An item to create (or to add to, when the household has one of that name), with its
  /// valid barcodes.
  public struct NewItem: Sendable {
    /// The item.
    public var item: Item
    /// Its barcodes.
    public var barcodes: [GTIN]
  }

  /// The items, one per product imported, in the order of the products.
  public var items: [NewItem] = []
  /// The purchases, each naming the lot it makes.
  public var purchases: [PurchaseRow] = []
  /// The consumptions and spoilage (discards), each naming its purchase's lot.
  public var events: [EventRow] = []
  /// How many of each thing were refused, by reason.
  public var refused: [GrocyRefusal: Int] = [:]

  /// Grocy's date for "never expires".
  static let never = "2999-12-31"

  /// Maps `database`: prices in `currency` (Grocy keeps one currency for the household),
  /// entries dated after `today` are refused, items first recorded on `today`.
  public init(_ database: GrocyDatabase, currency: Currency, today: CalendarDate) {
    var names: [Int64: Item] = [:]
    var keys: Set<String> = []
    for product in database.products {
      let name = product.name.precomposedStringWithCanonicalMapping.trimmedLabel
      guard (try? TextField.name.check(name)) != nil else {
        refuse(.badText)
        continue
      }
      // A name is taken only by a product that is imported, and names only accents or
      // width tell apart are one (the store refuses the second).
      let key = SearchKey.fold(name)
      guard !name.isEmpty, !keys.contains(key) else {
        refuse(.unusableName)
        continue
      }
      // -1 is Grocy's "never expires"; anything below it is no number of days.
      guard (-1...Int64(ShelfLives.maximumDays)).contains(product.bestBeforeDays) else {
        refuse(.shelfLifeTooLong)
        continue
      }
      guard let unit = Self.unit(product.unit) else {
        refuse(.unknownUnit)
        continue
      }
      keys.insert(key)
      let category = checked(product.group, as: .category) ?? "other"
      let location = checked(product.location, as: .location) ?? ""
      var barcodes: [GTIN] = []
      for text in product.barcodes {
        if let gtin = try? GTIN(text), !barcodes.contains(where: { $0.key == gtin.key }) {
          barcodes.append(gtin)
        } else if (try? GTIN(text)) == nil {
          refuse(.invalidBarcode)
        }
      }
      let item = Item(
        name: name, category: category, unit: unit, location: location, createdOn: today,
        lives: ShelfLives(
          shelf: product.bestBeforeDays > 0 ? Int(clamping: product.bestBeforeDays) : nil),
        dateKind: .bestBefore)
      names[product.id] = item
      items.append(NewItem(item: item, barcodes: barcodes))
    }
    var lots: [String: (row: PurchaseRow, left: Quantity)] = [:]
    let (partOf, unlogged) = Self.stockWithoutPurchase(database)
    for entry in database.log + unlogged where entry.kind != "product-opened" {
      if entry.kind == "stock", let purchase = partOf[entry.stockID], lots[purchase] != nil {
        continue
      }
      guard let item = names[entry.productID] else {
        refuse(.refusedProduct)
        continue
      }
      if entry.kind == "purchase" || entry.kind == "stock" {
        guard let row = purchase(entry, item, currency, today) else { continue }
        lots[entry.stockID] = (row, row.quantity)
        purchases.append(row)
      } else {
        let stockID = partOf[entry.stockID] ?? entry.stockID
        guard let lot = lots[stockID], lot.row.item == item.name,
          let date = Self.date(entry.used ?? entry.purchased),
          date >= lot.row.date, date <= today,
          let amount = try? Quantity(parsing: Self.trimmed(entry.amount)).magnitude,
          amount > .zero, amount <= lot.left, let left = try? lot.left - amount
        else {
          refuse(.unmatchedUse)
          continue
        }
        lots[stockID]?.left = left
        events.append(
          EventRow(
            line: 0, date: date, item: item.name, kind: entry.spoiled ? .discard : .consume,
            quantity: amount, lot: lot.row.lot))
      }
    }
    // An item is first recorded on the day of its first purchase, as an import's are.
    var first: [String: CalendarDate] = [:]
    for row in purchases { first[row.item] = min(first[row.item] ?? row.date, row.date) }
    for index in items.indices {
      if let day = first[items[index].item.name] { items[index].item.createdOn = day }
    }
  }

  /// The stock entries whose purchase the log lacks, to import from `stock`; and those
  /// that are part of a logged purchase, by stock id. Opening part of an entry splits it:
  /// Grocy gives what stays sealed a row of its own, under a new stock id, with no
  /// purchase in the log. A row of the product, purchase day, price per unit, best-before
  /// day and store of a logged purchase that was opened is such a part (of the first such
  /// purchase): its uses draw from that purchase's lot, and when the purchase became a lot
  /// the row is not bought a second time. Entries whose purchase the log has (imported or
  /// refused) are not read again.
  static func stockWithoutPurchase(_ database: GrocyDatabase)
    -> (partOf: [String: String], unlogged: [GrocyDatabase.LogEntry])
  {
    struct Entry: Hashable {
      let product: Int64
      let day: String?
      let price: String?
      let bestBefore: String?
      let store: String?

      init(_ entry: GrocyDatabase.LogEntry) {
        (product, day, price) = (entry.productID, entry.purchased, entry.price)
        (bestBefore, store) = (entry.bestBefore, entry.store)
      }
    }
    let opened = Set(database.log.filter { $0.kind == "product-opened" }.map(\.stockID))
    var logged: Set<String> = []
    var purchases: [Entry: String] = [:]
    for entry in database.log where entry.kind == "purchase" {
      logged.insert(entry.stockID)
      guard opened.contains(entry.stockID) else { continue }
      if purchases[Entry(entry)] == nil { purchases[Entry(entry)] = entry.stockID }
    }
    let unlogged = database.stock.filter { !logged.contains($0.stockID) }
    var partOf: [String: String] = [:]
    for row in unlogged {
      if let purchase = purchases[Entry(row)] { partOf[row.stockID] = purchase }
    }
    return (partOf, unlogged)
  }

  private mutating func refuse(_ reason: GrocyRefusal) { refused[reason, default: 0] += 1 }

  /// A group's, location's or store's name (`label`), or nil when there is none, or when
  /// it breaks the rules of `field` (a control character, too long): then it is left out
  /// and counted, and what it named is kept without it.
  private mutating func checked(_ text: String?, as field: TextField) -> String? {
    guard let label = Self.label(text) else { return nil }
    guard (try? field.check(label)) != nil else {
      refuse(.badLabel)
      return nil
    }
    return label
  }

  /// A purchase entry as a lot, or nil (counted) when it cannot be one.
  private mutating func purchase(
    _ entry: GrocyDatabase.LogEntry, _ item: Item, _ currency: Currency, _ today: CalendarDate
  ) -> PurchaseRow? {
    guard let date = Self.date(entry.purchased), date <= today,
      let amount = try? Quantity(parsing: Self.trimmed(entry.amount)), amount > .zero
    else {
      refuse(.unreadableEntry)
      return nil
    }
    guard let price = Self.price(entry.price, times: amount, in: currency) else {
      refuse(.unreadablePrice)
      return nil
    }
    let store = checked(entry.store, as: .store) ?? ""
    let expires = entry.bestBefore == Self.never ? nil : Self.date(entry.bestBefore)
    var row = PurchaseRow(
      line: 0, date: date, item: item.name, quantity: amount, price: price, unit: item.unit,
      category: item.category, store: store,
      expires: expires.map { max($0, date) }, location: item.location,
      lot: UUIDText.random())
    row.dateKind = .bestBefore
    return row
  }

  /// The Larder unit of a Grocy quantity unit's name (NFC, ignoring case): the metric
  /// units of mass and volume as themselves (`l` as `L`, `kilo` as `kg`, `gr` as `g`);
  /// the names of things counted (`Piece`, `Pack`, `Bottle`, `Tin`, `Jar`, `Bunch`,
  /// `Stück`, `Dose`, `Pièce`, `Boîte`, `個`, `本`…) as `pcs`; nil for any other name
  /// (`Cup`, `tbsp`, `lb`, `EL`, `Prise`…), a measure Larder cannot convert or a word it
  /// does not know, rather than counting 500 of them as 500 pieces.
  static func unit(_ name: String?) -> String? {
    guard
      let name = name?.trimmingCharacters(in: .whitespaces)
        .precomposedStringWithCanonicalMapping.lowercased(), !name.isEmpty
    else { return "pcs" }
    switch name {
    case "g", "gr", "grs", "gram", "grams", "gramm", "gramme", "grammes": return "g"
    case "kg", "kilo", "kilos", "kilogram", "kilograms", "kilogramm", "kilogramme",
      "kilogrammes":
      return "kg"
    case "mg": return "mg"
    case "ml", "millilitre", "milliliter", "millilitres", "milliliters": return "ml"
    case "cl": return "cl"
    case "dl": return "dl"
    case "l", "lt", "ltr", "litre", "liter", "litres", "liters": return "L"
    default: return counted.contains(name) ? "pcs" : nil
    }
  }

  /// Names of quantity units that count things, in the languages of Grocy's own units and
  /// of Larder's households.
  static let counted: Set<String> = [
    "piece", "pieces", "pc", "pcs", "unit", "units", "pack", "packs", "packet", "packets",
    "bottle", "bottles", "can", "cans", "tin", "tins", "jar", "jars", "glass", "glasses",
    "bunch", "bunches", "bag", "bags", "box", "boxes", "slice", "slices", "roll", "rolls",
    "tube", "tubes", "portion", "portions", "carton", "cartons", "tray", "trays",
    "stück", "stk", "packung", "packungen", "flasche", "flaschen", "dose", "dosen", "glas",
    "gläser", "bund", "beutel", "scheibe", "scheiben", "rolle", "rollen", "schachtel",
    "pièce", "pièces", "paquet", "paquets", "bouteille", "bouteilles", "boîte", "boîtes",
    "canette", "canettes", "bocal", "bocaux", "pot", "pots", "sachet", "sachets", "botte",
    "bottes", "tranche", "tranches", "barquette", "barquettes",
    "個", "本", "枚", "袋", "缶", "瓶", "包", "盒", "罐", "顆", "パック", "箱", "束",
  ]

  /// Price per unit × amount as money, rounded to the currency's minor unit half away
  /// from zero: Grocy keeps the price per stock unit as a real (1.99 for 3 is
  /// `0.663333333333333`), so the product is rarely whole (1.989999999999999 is 1.99). The
  /// real is read as the decimal SQLite writes, to 18 decimals. Nil for a price that is not
  /// a plain decimal, is negative, or passes the largest price; no price is zero.
  static func price(_ text: String?, times amount: Quantity, in currency: Currency) -> Money? {
    guard let given = text.map(trimmed), !given.isEmpty else { return .zero(currency) }
    guard let text = plainDecimal(given) else { return nil }
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let digits = "0123456789"
    guard let whole = parts.first, !whole.isEmpty, whole.count <= 12,
      whole.allSatisfy(digits.contains),
      parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(digits.contains))
    else { return nil }
    let fraction = parts.count == 2 ? parts[1].prefix(18) : ""
    let padded = fraction + String(repeating: "0", count: 18 - fraction.count)
    guard let units = Int128(whole), let decimals = Int128(padded) else { return nil }
    let perUnit = units * Self.power(18) + decimals
    // perUnit (scale 18) × thousandths (scale 3): scale 21.
    let (product, overflow) = perUnit.multipliedReportingOverflow(
      by: Int128(amount.thousandths))
    let divisor = Self.power(21 - currency.minorUnits)
    guard !overflow, amount >= .zero, divisor > 0 else { return nil }
    let (quotient, remainder) = product.quotientAndRemainder(dividingBy: divisor)
    let rounded = remainder * 2 >= divisor ? quotient + 1 : quotient
    guard let minor = Int64(exactly: rounded), minor <= Money.maximum(in: currency).minorUnits
    else { return nil }
    return Money(minorUnits: minor, currency: currency)
  }

  /// A real as SQLite may write a small one, `5.0e-05`, as a plain decimal (`0.00005`);
  /// text without an exponent as it is; nil for an exponent past ±40.
  static func plainDecimal(_ text: String) -> String? {
    let parts = text.lowercased().split(separator: "e", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return parts.count == 1 ? text : nil }
    guard let exponent = Int(parts[1]), abs(exponent) <= 40 else { return nil }
    let mantissa = parts[0]
    let point =
      mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
      ?? mantissa.count
    let digits = mantissa.filter { $0 != "." }
    let shifted = point + exponent
    if shifted <= 0 { return "0." + String(repeating: "0", count: -shifted) + digits }
    if shifted >= digits.count {
      return digits + String(repeating: "0", count: shifted - digits.count)
    }
    return String(digits.prefix(shifted)) + "." + String(digits.dropFirst(shifted))
  }

  /// 10 to the power `exponent` (0 to 21 here, far inside 128 bits).
  private static func power(_ exponent: Int) -> Int128 {
    (0..<max(exponent, 0)).reduce(Int128(1)) { value, _ in value * 10 }
  }

  /// A real as SQLite writes it, `2.0`, read as the decimal it is (`2`).
  static func trimmed(_ text: String) -> String {
    guard text.contains("."), !text.contains("e"), !text.contains("E") else { return text }
    var out = Substring(text)
    while out.hasSuffix("0") { out = out.dropLast() }
    if out.hasSuffix(".") { out = out.dropLast() }
    return String(out)
  }

  /// The day of a Grocy date or date and time, nil when none or not a day.
  static func date(_ text: String?) -> CalendarDate? {
    guard let text, text.count >= 10 else { return nil }
    return try? CalendarDate(parsing: text.prefix(10))
  }

  /// A name on one line in NFC, nil when empty.
  static func label(_ text: String?) -> String? {
    let label = (text ?? "").precomposedStringWithCanonicalMapping.trimmedLabel
    return label.isEmpty ? nil : label
  }
}
