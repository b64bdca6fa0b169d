import Foundation

/// Deterministic synthetic shopping, shaped like a real household's or a pantry's: weekly
/// trips to a few stores, staples used steadily, perishables with short expiries, and
/// about 5% of quantities thrown away. Dates that keep more than three weeks are
/// best-before, the rest use-by; a perishable lot used in more than one go is opened on
/// its first use, and one meat lot in five is frozen on the day it is bought, to keep 90
/// days (definitions 13 and 15).
///
/// Purchases come out in date order, each with its lot id; events come out in date order,
/// each naming its lot, so the files import back exactly. Memory stays flat: only events
/// of the coming weeks are held.
public struct HouseholdGenerator {
  /// What to generate.
  public struct Options: Sendable {
    /// The number of lots (purchase lines).
    public var lots: Int
    /// The number of distinct items.
    public var items: Int = 60
    /// How many years of history, ending on `end`.
    public var years: Int = 2
    /// The random seed: the same seed gives the same data.
    public var seed: UInt64 = 1
    /// The last day of the history.
    public var end = CalendarDate(year: 2026, month: 10, day: 31) ?? CalendarDate(daysSinceEpoch: 0)

    /// Options for `lots` lots and defaults for the rest.
    public init(lots: Int) {
      self.lots = lots
    }
  }

  /// One kind of thing bought.
  struct Product {
    var name: String
    var category: String
    var unit: String
    /// The pack bought, in thousandths of the unit.
    var pack: Int64
    /// The price of a pack in cents.
    var price: Int64
    /// Days until it expires; nil for what does not.
    var shelfLife: Int?
    /// Days a pack lasts in use.
    var useDays: Int
  }

  static let catalogue: [Product] = [
    Product(
      name: "Whole milk", category: "dairy", unit: "L", pack: 1_000, price: 119, shelfLife: 8,
      useDays: 3),
    Product(
      name: "Yogurt", category: "dairy", unit: "pcs", pack: 4_000, price: 189, shelfLife: 14,
      useDays: 5),
    Product(
      name: "Butter", category: "dairy", unit: "g", pack: 250_000, price: 269, shelfLife: 45,
      useDays: 14),
    Product(
      name: "Emmental", category: "dairy", unit: "g", pack: 200_000, price: 299, shelfLife: 30,
      useDays: 10),
    Product(
      name: "Eggs", category: "dairy", unit: "pcs", pack: 6_000, price: 219, shelfLife: 21,
      useDays: 6),
    Product(
      name: "Baguette", category: "bakery", unit: "pcs", pack: 1_000, price: 110, shelfLife: 2,
      useDays: 1),
    Product(
      name: "Sliced bread", category: "bakery", unit: "pcs", pack: 1_000, price: 189, shelfLife: 7,
      useDays: 4),
    Product(
      name: "Croissants", category: "bakery", unit: "pcs", pack: 4_000, price: 249, shelfLife: 3,
      useDays: 2),
    Product(
      name: "Tomatoes", category: "produce", unit: "kg", pack: 1_000, price: 299, shelfLife: 7,
      useDays: 5),
    Product(
      name: "Bananas", category: "produce", unit: "kg", pack: 1_000, price: 179, shelfLife: 6,
      useDays: 4),
    Product(
      name: "Apples", category: "produce", unit: "kg", pack: 1_500, price: 329, shelfLife: 21,
      useDays: 8),
    Product(
      name: "Lettuce", category: "produce", unit: "pcs", pack: 1_000, price: 99, shelfLife: 5,
      useDays: 3),
    Product(
      name: "Carrots", category: "produce", unit: "kg", pack: 1_000, price: 129, shelfLife: 21,
      useDays: 9),
    Product(
      name: "Chicken breast", category: "meat", unit: "g", pack: 600_000, price: 899, shelfLife: 4,
      useDays: 3),
    Product(
      name: "Minced beef", category: "meat", unit: "g", pack: 500_000, price: 649, shelfLife: 3,
      useDays: 2),
    Product(
      name: "Salmon fillet", category: "meat", unit: "g", pack: 400_000, price: 1_099, shelfLife: 3,
      useDays: 2),
    Product(
      name: "Pasta", category: "pantry", unit: "g", pack: 500_000, price: 139, shelfLife: 540,
      useDays: 10),
    Product(
      name: "Rice", category: "pantry", unit: "g", pack: 1_000_000, price: 249, shelfLife: 720,
      useDays: 21),
    Product(
      name: "Olive oil", category: "pantry", unit: "L", pack: 750, price: 899, shelfLife: 540,
      useDays: 45),
    Product(
      name: "Coffee beans", category: "pantry", unit: "g", pack: 1_000_000, price: 1_499,
      shelfLife: 365, useDays: 30),
    Product(
      name: "Orange juice", category: "drinks", unit: "L", pack: 1_000, price: 229, shelfLife: 10,
      useDays: 4),
    Product(
      name: "Sparkling water", category: "drinks", unit: "L", pack: 6_000, price: 299,
      shelfLife: 365, useDays: 7),
    Product(
      name: "Frozen peas", category: "frozen", unit: "g", pack: 1_000_000, price: 259,
      shelfLife: 300, useDays: 20),
    Product(
      name: "Dish soap", category: "household", unit: "pcs", pack: 1_000, price: 199,
      shelfLife: nil, useDays: 40),
  ]

  static let stores = ["Lidl", "Carrefour", "Marché Saint-Martin", "Aldi"]

  /// How long a frozen lot keeps, in days, from the day it is bought.
  static let frozenLife = 90

  let options: Options
  let products: [Product]

  /// A generator for `options`; the items come from a built-in catalogue.
  public init(_ options: Options) {
    self.options = options
    products = (0..<max(1, options.items)).map { index in
      var product = HouseholdGenerator.catalogue[index % HouseholdGenerator.catalogue.count]
      let round = index / HouseholdGenerator.catalogue.count
      if round > 0 { product.name += " \(round + 1)" }
      return product
    }
  }

  /// Calls `purchase` with every purchase and `event` with every consume or discard,
  /// each in date order; events after the last day are left out (that stock is on hand).
  public func generate(
    purchase: (PurchaseRow) throws -> Void, event: (EventRow) throws -> Void
  ) throws {
    var random = SplitMix64(seed: options.seed)
    let days = max(7, options.years * 365)
    let start = options.end.adding(days: 1 - days)
    let trips = max(1, days / 7)
    var pending: [Int: [EventRow]] = [:]
    var nextEventDay = start.daysSinceEpoch
    func flush(before day: Int) throws {
      while nextEventDay < day {
        for row in pending.removeValue(forKey: nextEventDay) ?? [] { try event(row) }
        nextEventDay += 1
      }
    }
    guard let currency = try? Currency(code: "EUR") else { return }
    for trip in 0..<trips {
      let lotsNow = (trip + 1) * options.lots / trips - trip * options.lots / trips
      let date = start.adding(days: trip * 7 + Int(random.next() % 2))
      guard date <= options.end else { break }
      try flush(before: date.daysSinceEpoch + 1)
      let store = HouseholdGenerator.stores[Int(random.next() % 4) % (trip % 3 == 0 ? 4 : 2)]
      for _ in 0..<lotsNow {
        let product = products[Int(random.next() % UInt64(products.count))]
        let packs = Int64(1 + random.next() % 2)
        let quantity = Quantity(thousandths: product.pack * packs)
        let cents = product.price * packs * Int64(95 + random.next() % 11) / 100
        var expires = product.shelfLife.map { date.adding(days: $0 + Int(random.next() % 3)) }
        let lot = HouseholdGenerator.uuid(&random)
        let frozen = product.category == "meat" && trip % 5 == 0
        if frozen { expires = date.adding(days: HouseholdGenerator.frozenLife) }
        let used = uses(of: product, quantity, bought: date, expires: expires, lot: lot, &random)
        var row = PurchaseRow(
          line: 0, date: date, item: product.name, quantity: quantity,
          price: Money(minorUnits: cents, currency: currency), unit: product.unit,
          category: product.category, store: store, expires: expires, lot: lot)
        if expires != nil {
          row.dateKind = (product.shelfLife ?? 0) > 21 ? .bestBefore : .useBy
        }
        let consumed = used.filter { $0.kind == .consume && $0.date <= options.end }
        if frozen {
          row.dateKind = .bestBefore
          row.expiresEstimated = true
          row.state = .frozen
          row.stateOn = date
        } else if (product.shelfLife ?? 999) <= 21, consumed.count > 1, let first = consumed.first,
          first.date <= expires ?? first.date
        {
          row.state = .opened
          row.stateOn = first.date
        }
        try purchase(row)
        for row in used where row.date <= options.end {
          pending[row.date.daysSinceEpoch, default: []].append(row)
        }
      }
    }
    try flush(before: options.end.daysSinceEpoch + 1)
  }

  /// How a lot is used up: one to three consumptions over its days of use, from the day
  /// after it was bought. One lot in five of perishables (one in ten of the rest) loses
  /// its second half to the bin: about 5% of all quantities.
  func uses(
    of product: Product, _ quantity: Quantity, bought: CalendarDate, expires: CalendarDate?,
    lot: UUID, _ random: inout SplitMix64
  ) -> [EventRow] {
    let total = quantity.thousandths
    let perishable = (product.shelfLife ?? 999) <= 21
    let wasted = random.next() % 100 < (perishable ? 20 : 10)
    let discarded = wasted ? total / 2 : 0
    let parts = Int64(1 + random.next() % 3)
    var rows: [EventRow] = []
    var used: Int64 = 0
    let span = max(1, product.useDays * Int(total / max(product.pack, 1)))
    for part in 1...parts {
      let amount = (total - discarded) * part / parts - used
      used += amount
      guard amount > 0 else { continue }
      let day = bought.adding(days: Int(part) * span / Int(parts) - Int(random.next() % 2))
      rows.append(
        EventRow(
          line: 0, date: max(day, bought.adding(days: 1)), item: product.name, kind: .consume,
          quantity: Quantity(thousandths: amount), lot: lot))
    }
    if discarded > 0 {
      let day = max(expires ?? bought.adding(days: span), bought.adding(days: span))
      rows.append(
        EventRow(
          line: 0, date: day, item: product.name, kind: .discard,
          quantity: Quantity(thousandths: discarded), note: "past its best", lot: lot))
    }
    return rows
  }

  /// A version-4 UUID from the generator.
  static func uuid(_ random: inout SplitMix64) -> UUID {
    let a = random.next()
    let b = random.next()
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: a >> (8 * UInt64(index)))
      bytes[index + 8] = UInt8(truncatingIfNeeded: b >> (8 * UInt64(index)))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
