import Foundation
import LarderCore
import Testing

@testable import LarderStore

/// `Store.stock(asOf:)`, what `larder list` shows: stock at a day D, in-process on a fresh
/// in-memory database, each figure worked out by hand.
@Suite struct StoreStockTests {
  typealias S = InProcessStore

  func line(_ stock: [ItemStock], _ name: String) -> ItemStock? {
    stock.first { $0.item.name == name }
  }

  @Test func stockAtADayIsWhatWasBoughtByThenLessWhatWasUsedByThen() throws {
    // Rice: 2 kg on 10-01, 1 kg on 10-10; 0.5 kg used on 10-05 and 1 kg on 10-12.
    // At 10-06: 2 − 0.5 = 1.5 (the 10-10 bag is not bought yet, the 10-12 use not made).
    // At 10-12: 3 − 1.5 = 1.5. At 10-11: 3 − 0.5 = 2.5.
    let store = try S.empty()
    try S.buy(store, "Rice", "2", for: "3.00", on: "2026-10-01")
    try S.use(store, "Rice", "0.5", on: "2026-10-05")
    try S.buy(store, "Rice", "1", for: "1.60", on: "2026-10-10")
    try S.use(store, "Rice", "1", on: "2026-10-12")
    for (day, expected) in [("2026-10-06", "1.5"), ("2026-10-11", "2.5"), ("2026-10-12", "1.5")] {
      let stock = try store.stock(asOf: try S.day(day), includeUsedUp: false)
      #expect(line(stock, "Rice")?.usable.description == expected, "\(day)")
    }
  }

  @Test func expiredStockIsKeptApartAndTheNextExpiryIsOfUsableStock() throws {
    // As of 11-01: Milk's lot expiring 10-30 still holds 1 (expired); the lot expiring 11-04
    // holds 2 (usable, next expiry). Jam's only lot expired on 10-31: nothing usable.
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-10-25", expires: "2026-10-30")
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-10-29", expires: "2026-11-04")
    try S.use(store, "Milk", "1", on: "2026-10-28")
    try S.buy(store, "Jam", "1", for: "2.50", on: "2026-10-01", expires: "2026-10-31")
    let stock = try store.stock(asOf: try S.day("2026-11-01"), includeUsedUp: false)
    let milk = try #require(line(stock, "Milk"))
    #expect(milk.usable.description == "2")
    #expect(milk.expired.description == "1")
    #expect(milk.onHand.description == "3")
    #expect(milk.nextExpiry == (try S.day("2026-11-04")))
    let jam = try #require(line(stock, "Jam"))
    #expect(jam.usable == .zero)
    #expect(jam.expired.description == "1")
    #expect(jam.nextExpiry == nil)
  }

  @Test func usedUpItemsComeWithAllButOnlyWhenBoughtByTheDay() throws {
    // At 10-05 Salt is used up and Tea is not bought yet: --all shows Salt, never Tea.
    let store = try S.empty()
    try S.buy(store, "Salt", "1", for: "0.50", on: "2026-10-01")
    try S.use(store, "Salt", "1", on: "2026-10-02")
    try S.buy(store, "Tea", "1", for: "3.00", on: "2026-10-20")
    let day = try S.day("2026-10-05")
    #expect(try store.stock(asOf: day, includeUsedUp: false).isEmpty)
    let all = try store.stock(asOf: day, includeUsedUp: true)
    #expect(all.map(\.item.name) == ["Salt"])
    #expect(all.first?.onHand == .zero)
  }

  @Test func searchFindsItemsWithTheirStockAtTheDay() throws {
    let store = try S.empty()
    try S.buy(store, "Crème fraîche", "1", for: "1.50", on: "2026-10-01", expires: "2026-10-10")
    let found = try store.search("creme", asOf: try S.day("2026-10-11"))
    #expect(found.map(\.item.name) == ["Crème fraîche"])
    #expect(found.first?.expired.description == "1")
  }

  @Test func neitherQueryReadsAllLotsOrAllEvents() throws {
    // Flat cost: lots are found through the covering index of lots on hand and the events
    // after D; each item's purchases through the index of lots by item. No full scan.
    let store = try S.empty()
    let sqls = [
      Store.heldSupplySQL(StockSQL(laterEvents: true, laterPurchases: true)),
      Store.heldSupplySQL(StockSQL(laterEvents: false, laterPurchases: true)),
      Store.itemsBoughtSQL,
    ]
    for sql in sqls {
      let plan = try store.db.rows("EXPLAIN QUERY PLAN " + sql, [.text("2026-10-01")]) {
        (id: $0.int64(0), parent: $0.int64(1), step: $0.text(3))
      }
      // A subquery's own rows (a co-routine named like the table) are scanned as they are
      // made, outside it; a scan inside the co-routine reads the table.
      let coroutines = Dictionary(
        plan.filter { $0.step.hasPrefix("CO-ROUTINE ") }.map { ($0.id, $0.step.dropFirst(11)) },
        uniquingKeysWith: { first, _ in first })
      let parents = Dictionary(
        plan.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
      func insideCoroutine(_ id: Int64) -> Bool {
        var node = parents[id] ?? 0
        while node != 0 {
          if coroutines[node] != nil { return true }
          node = parents[node] ?? 0
        }
        return false
      }
      let fullScans = plan.filter { row in
        row.step.hasPrefix("SCAN") && !row.step.contains("USING")
          && (row.step.contains("lots") || row.step.contains("events"))
          && (insideCoroutine(row.id) || !coroutines.values.contains(row.step.dropFirst(5)))
      }
      #expect(fullScans.isEmpty, "\(plan)")
      #expect(!plan.isEmpty)
    }
  }

  @Test func theLotsHeldAreReadFromTheCoveringIndexNotTheIndexOfPurchaseDays() throws {
    // The index of purchase days would find every lot bought before D (all of them, for
    // today), and SQLite picks it unless told otherwise; the lots on hand are a few.
    let store = try S.empty()
    for sql in [
      Store.heldSupplySQL(StockSQL(laterEvents: false, laterPurchases: true)),
      Store.heldSupplySQL(StockSQL(laterEvents: true, laterPurchases: true)),
    ] {
      let plan = try store.db.rows("EXPLAIN QUERY PLAN " + sql, [.text("2026-10-01")]) {
        $0.text(3)
      }
      #expect(plan.contains { $0.contains("COVERING INDEX lots_held_by_item") }, "\(plan)")
      #expect(!plan.contains { $0.contains("lots_by_purchase") }, "\(plan)")
    }
  }

  @Test func anEventReadsOnlyTheHeldLotsBoughtByItsDay() throws {
    // An events file replayed after its purchases finds every later lot still held: the
    // range of the index by item and purchase day skips them, as a filter would not.
    let store = try S.empty()
    let plan = try store.db.rows(
      "EXPLAIN QUERY PLAN " + Store.candidatesSQL, [.integer(1), .text("2026-10-01")]
    ) { $0.text(3) }
    #expect(
      plan.contains { $0.contains("lots_held_by_purchase (item_id=? AND purchased_on<?)") },
      "\(plan)")
  }

  @Test func theLotsHeldAtADayWithoutLaterEventsAreAddedUpWithoutSorting() throws {
    // The index of lots on hand is in item and expiry order: grouping on it streams, while
    // grouping on the date kind as well would sort every lot held (2,800 at 100k lots).
    let store = try S.empty()
    let plan = try store.db.rows(
      "EXPLAIN QUERY PLAN "
        + Store.heldSupplySQL(StockSQL(laterEvents: false, laterPurchases: true)),
      [.text("2026-10-01")]
    ) { $0.text(3) }
    #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
  }

  @Test func withNothingBoughtOrUsedAfterTheDayWhatIsHeldIsReadFromItsSummary() throws {
    // At ten million lots, 270,000 on hand, adding them up took 74 ms; the summary holds a
    // row per item and expiry.
    let store = try S.empty()
    let plan = try store.db.rows(
      "EXPLAIN QUERY PLAN "
        + Store.heldSupplySQL(StockSQL(laterEvents: false, laterPurchases: false))
    ) { $0.text(3) }
    #expect(plan.contains { $0.contains("held_expiries") }, "\(plan)")
    #expect(!plan.contains { $0.contains("lots_") }, "\(plan)")
  }

  @Test func aLotBoughtAfterTheDayIsNotHeldAtIt() throws {
    // 1 kg of Rice bought on 1 Oct, 2 kg on 5 Oct: on 3 Oct, 1 kg is held (the summary,
    // which holds both, is not read).
    let store = try S.empty()
    try S.buy(store, "Rice", "1", for: "1.00", on: "2026-10-01", expires: "2027-01-01")
    try S.buy(store, "Rice", "2", for: "2.00", on: "2026-10-05", expires: "2027-01-01")
    #expect(
      try store.stock(asOf: try S.day("2026-10-03"), includeUsedUp: false).map(\.onHand)
        == [Quantity(1)])
    #expect(
      try store.stock(asOf: try S.day("2026-10-06"), includeUsedUp: false).map(\.onHand)
        == [Quantity(3)])
  }

  @Test func bestBeforesAndUseBysOfOneExpiryAreHeldApart() throws {
    // 2 pcs of Yogurt use by 20 Oct and 3 pcs best before 20 Oct: two groups, use-by first.
    let store = try S.empty()
    try S.buy(store, "Yogurt", "2", for: "1.00", on: "2026-10-01", expires: "2026-10-20")
    var row = PurchaseRow(
      line: 0, date: try S.day("2026-10-01"), item: "Yogurt", quantity: Quantity(3),
      price: try S.euros("1.50"), expires: try S.day("2026-10-20"))
    row.dateKind = .bestBefore
    try store.addPurchase(row, today: S.today)
    var groups: [HeldSupply] = []
    try store.withStock(at: try S.day("2026-10-10")) { stock in
      try store.forEachHeldSupply(stock, day: "2026-10-10") { groups.append($1) }
    }
    #expect(groups.map(\.remaining) == [Quantity(2), Quantity(3)])
    #expect(groups.map(\.bestBefore) == [false, true])
  }

  @Test func theExpiringLotsAreReadFromTheCoveringIndexByExpiry() throws {
    // Lots expiring soon are a range of the index by expiry, which holds every column
    // the list shows: the table's scattered pages are not read.
    let store = try S.empty()
    let plan = try store.db.rows(
      "EXPLAIN QUERY PLAN " + Store.expiringSQL(StockSQL(laterEvents: false, laterPurchases: true)),
      [.text("2026-10-01"), .text("2026-10-08")]
    ) { $0.text(3) }
    #expect(plan.contains { $0.contains("COVERING INDEX lots_held_by_expiry") }, "\(plan)")
  }
}
