import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// Import in-process: small purchases and events files read by `CSVReader` from bytes
/// into an in-memory database. `ImportFileTests` and `BadImportCorpusTests` keep the
/// command's files, messages and exit codes.
@Suite struct StoreImportTests {
  typealias S = InProcessStore

  static let purchases = """
    date,item,quantity,price,unit,category,expires
    2026-10-01,Milk,2,2.40,l,dairy,2026-10-08
    2026-10-01,Bread,1,3.10,pcs,bakery,
    2026-10-05,milk,1,1.20,l,,2026-10-12

    """

  static let events = """
    date,item,action,quantity
    2026-10-03,Milk,consume,1.5
    2026-10-04,Bread,discard,0.5

    """

  @Test func aPurchasesFileAddsItsRowsAndItems() throws {
    // Three rows, two items ("milk" is Milk written differently).
    let store = try S.empty()
    let summary = try S.importCSV(store, Self.purchases)
    #expect(summary.format == .purchases)
    #expect(summary.rows == 3)
    #expect(summary.newItems == 2)
    #expect(summary.matchedNames.map(\.given) == ["milk"])
    #expect(try S.onHand(store) == ["Milk": "3", "Bread": "1"])
    #expect(try store.history(of: "Milk").item.category == "dairy")
  }

  @Test func anEventsFileDrawsFromTheLotsAndCountsItsEvents() throws {
    // 3 l of milk less 1.5 consumed; 1 bread less 0.5 discarded.
    let store = try S.empty()
    _ = try S.importCSV(store, Self.purchases)
    let summary = try S.importCSV(store, Self.events)
    #expect(summary.format == .events)
    #expect(summary.rows == 2)
    #expect(summary.events == 2)
    #expect(try S.onHand(store) == ["Milk": "1.5", "Bread": "0.5"])
  }

  @Test func aDryRunChecksEverythingAndKeepsNothing() throws {
    let store = try S.empty()
    let summary = try S.importCSV(store, Self.purchases, dryRun: true)
    #expect(summary.dryRun)
    #expect(summary.newItems == 2)
    #expect(try S.onHand(store).isEmpty)
  }

  /// The row that made `file` refused, and why; nil when it was imported.
  func refusal(_ store: Store, _ file: String) throws -> (row: RowPlace, cause: StoreError)? {
    do {
      _ = try S.importCSV(store, file)
      return nil
    } catch StoreError.invalidRow(let row, let cause) {
      return (row, cause)
    }
  }

  /// The line and the stock available of the row that made `file` refused for want of
  /// stock; nil when it was imported or refused for another reason.
  func shortOfStock(_ store: Store, _ file: String) throws -> (line: Int, available: Quantity)? {
    guard let refused = try refusal(store, file),
      case .notEnoughStock(_, _, let available, _) = refused.cause
    else { return nil }
    return (refused.row.line, available)
  }

  @Test func aRefusedRowRollsBackTheWholeFileAndNamesItsLine() throws {
    // Line 3 uses 5 of the 1.5 l left: nothing of the file is kept.
    let store = try S.empty()
    _ = try S.importCSV(store, Self.purchases)
    let file = """
      date,item,action,quantity
      2026-10-06,Bread,consume,0.5
      2026-10-06,Milk,consume,5

      """
    let refused = try #require(try refusal(store, file))
    #expect(refused.row.line == 3 && refused.row.columnName == "quantity")
    #expect(try S.onHand(store) == ["Milk": "3", "Bread": "1"])
  }

  @Test func aRowSeesWhatTheFilesEarlierRowsDrew() throws {
    // 3 l of milk: 1.5 then 1 leave 0.5 l (of the second lot, which the file has drawn
    // from but not yet written); a third row asking for 1 l finds only that.
    let store = try S.empty()
    _ = try S.importCSV(store, Self.purchases)
    let file =
      "date,item,action,quantity\n2026-10-06,Milk,consume,1.5\n2026-10-06,Milk,consume,1\n"
    _ = try S.importCSV(store, file, dryRun: true)
    let short = try #require(try shortOfStock(store, file + "2026-10-07,Milk,consume,1\n"))
    #expect(short.line == 4)
    #expect(short.available == (try S.quantity("0.5")))
    _ = try S.importCSV(store, file)
    #expect(try S.onHand(store) == ["Milk": "0.5", "Bread": "1"])
    #expect(try store.check().isEmpty)
  }

  @Test func rowsMonthsApartDrawFromTheLotsOfTheirOwnDays() throws {
    // Milk bought on 1 January (expiring in December) and on 1 May (expiring 31 May). The
    // file uses 1 l on 2 January (the January lot, the only one), 1 l on 2 May (the May
    // lot, which expires first) and 1 l on 10 January (the January lot again, the only one
    // held that day): an import reads an item's lots a month at a time as its rows' days
    // come, and a row months later still sees the lots bought since.
    let store = try S.empty()
    _ = try S.importCSV(
      store,
      """
      date,item,quantity,price,expires
      2026-01-01,Milk,2,2.00,2026-12-31
      2026-05-01,Milk,2,2.00,2026-05-31

      """)
    let file = """
      date,item,action,quantity
      2026-01-02,Milk,consume,1
      2026-05-02,Milk,consume,1
      2026-01-10,Milk,consume,1

      """
    _ = try S.importCSV(store, file)
    let lots = try store.history(of: "Milk").lots
    #expect(lots.map(\.remaining) == [.zero, Quantity(1)])
    #expect(try store.check().isEmpty)
  }

  @Test func aRowShortOfStockOnItsDayIsToldWhatTheFilesEarlierRowsLeftLater() throws {
    // 1 l bought on the 1st and 2 l on the 5th; the file first uses 2.5 l on the 6th (1 l
    // and 1.5 l), then wants 1 l on the 2nd: none was left then, and 0.5 l came later.
    let store = try S.empty()
    _ = try S.importCSV(
      store, "date,item,quantity,price\n2026-10-01,Milk,1,1.00\n2026-10-05,Milk,2,2.00\n")
    let file = """
      date,item,action,quantity
      2026-10-06,Milk,consume,2.5
      2026-10-02,Milk,consume,1

      """
    let refused = try #require(try refusal(store, file))
    #expect(refused.row.line == 3)
    guard case .notEnoughStockAtDate(_, _, let available, _, _, let later) = refused.cause else {
      Issue.record("refused for another reason: \(refused.cause)")
      return
    }
    #expect(available == .zero)
    #expect(later.quantity == (try S.quantity("0.5")))
  }

  @Test func aRowNamingALotSeesWhatTheFilesEarlierRowsDrewFromIt() throws {
    let store = try S.empty()
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-10-01,Tea,2,4.00\n")
    let lot = try #require(try store.db.firstRow("SELECT uuid FROM lots") { $0.text(0) })
    let file = "date,item,action,quantity,lot\n2026-10-02,Tea,consume,1.5,\(lot)\n"
    let short = try #require(try shortOfStock(store, file + "2026-10-03,Tea,consume,1,\(lot)\n"))
    #expect(short.line == 3)
    #expect(short.available == (try S.quantity("0.5")))
    _ = try S.importCSV(store, file + "2026-10-03,Tea,discard,0.5,\(lot)\n")
    #expect(try store.db.firstRow("SELECT remaining FROM lots") { $0.int64(0) } == 0)
  }
}
