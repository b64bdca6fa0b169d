import LarderCore
import LarderStore
import Synchronization

/// An in-memory household that a receipt's lines can match, made once and only read by the
/// fuzz targets: items counted in pieces and measured in litres, millilitres and grams
/// (French, Japanese and Taiwanese names), and aliases learned from two recorded receipts
/// (Carrefour's crème fraîche in packs of 200 g and its bag skipped; 全聯's milk).
enum ReceiptHousehold {
  /// The store, one caller at a time: `FuzzCorpusTests` runs the receipt targets at once.
  private static let household = Mutex<Store?>(made())

  /// Calls `body` with the household's store, unless it could not be made.
  static func withStore(_ body: (Store) -> Void) {
    household.withLock { store in
      if let store { body(store) }
    }
  }

  /// A new household, nil when it could not be made.
  private static func made() -> Store? {
    guard let store = try? Store(path: ":memory:") else { return nil }
    let csv = """
      date,item,quantity,price,unit,store
      2026-11-01,Lait demi-écrémé 1L,1,0.95,L,Carrefour
      2026-11-01,Crème fraîche,200,1.40,g,Carrefour
      2026-11-01,Yaourt nature,4,1.45,pcs,Carrefour
      2026-11-01,牛乳,1000,198,ml,スーパーさくら
      2026-11-01,鮮乳,936,85,ml,全聯
      2026-11-01,Riz,1000,2.00,g,

      """
    var reader = CSVReader(bytes: Array(csv.utf8))
    _ = try? store.importCSV(&reader, defaultCurrency: .euro, today: .latest, dryRun: false)
    learn(
      store, at: "Carrefour",
      [
        ("CR.FRAICHE EP.30%", .item("Crème fraîche", pack: pack("200", "g"))),
        ("SAC", .skip),
      ])
    learn(store, at: "全聯", [("鮮乳 936ml", .item("鮮乳", pack: pack("936", "ml")))])
    return store
  }

  /// The day receipts without one are planned on.
  static let day = CalendarDate(year: 2026, month: 11, day: 28) ?? .latest

  /// Records a receipt of one euro line per decision at `store`, so that the store learns
  /// each decision as an alias.
  private static func learn(
    _ household: Store, at store: String, _ decisions: [(text: String, ReceiptDecision)]
  ) {
    let lines = decisions.map {
      ReceiptLine(text: $0.text, total: Money(minorUnits: 100, currency: .euro))
    }
    let receipt = Receipt(store: store, date: day, currency: .euro, lines: lines)
    let decided = Dictionary(
      decisions.map { (ReceiptAlias.key($0.text), $0.1) }, uniquingKeysWith: { a, _ in a })
    guard
      let plan = try? household.planReceipt(
        receipt, store: store, date: day, decisions: decided)
    else { return }
    _ = try? household.recordReceipt(plan, today: .latest)
  }

  private static func pack(_ quantity: String, _ unit: String) -> ReceiptPack? {
    (try? Quantity(parsing: quantity)).map { ReceiptPack(quantity: $0, unit: unit) }
  }
}
