import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// An import adds its rows' sums to the summaries (`addToSummaries`) instead of summing
/// the keys it touched again: the same rows, and a sum past 64 bits refused as SQLite's
/// `sum` refuses one.
@Suite struct SummaryAdditionTests {
  /// The spending rows of 2026-10-01: each one's amount in cents and its lots.
  func spending(_ store: Store) throws -> [String] {
    try store.db.rows(
      "SELECT amount || ' for ' || lots FROM spending_days WHERE day = '2026-10-01'"
    ) { $0.text(0) }
  }

  @Test func anImportAddsToTheKeysAnEarlierWriteMade() throws {
    // 1.20 bought by hand and 2.40 imported, the same day: one row of 3.60 for two lots.
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.20", on: "2026-10-01")
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-10-01,Milk,2,2.40\n")
    #expect(try spending(store) == ["360 for 2"])
    #expect(try store.summaryViolations().isEmpty)
  }

  @Test func anImportWhoseSumWouldPass64BitsIsRefusedAndChangesNothing() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.20", on: "2026-10-01")
    try store.db.run("UPDATE spending_days SET amount = ?", [.integer(Int64.max - 100)])
    #expect {
      try S.importCSV(store, "date,item,quantity,price\n2026-10-01,Milk,2,2.40\n")
    } throws: { error in
      (error as? SQLiteError)?.isIntegerOverflow == true
    }
    #expect(try spending(store) == ["\(Int64.max - 100) for 1"])
    #expect(try S.onHand(store) == ["Milk": "1"])
  }
}
