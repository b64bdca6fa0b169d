import Foundation
import LarderCore
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// The import format's state columns (docs/import-format.md).
@Suite struct StateImportTests {
  static let header =
    "date,item,quantity,price,expires,date_kind,expires_estimated,expires_month,state,state_on\n"

  @Test func anImportKeepsTheDateKindStateAndDay() throws {
    let store = try S.empty()
    _ = try S.importCSV(
      store,
      Self.header + "2026-10-01,Rice,1,1.89,2027-03-31,best-before,no,yes,opened,2026-10-05\n")
    let lot = try #require(try store.history(of: "Rice").lots.first).lot
    #expect(lot.dateKind == .bestBefore)
    #expect(lot.expiresMonth)
    #expect(lot.state == .opened)
    #expect(lot.stateOn == (try S.day("2026-10-05")))
  }

  @Test func anOpenedLotWithoutItsDayWasOpenedOnItsPurchaseDay() throws {
    let store = try S.empty()
    _ = try S.importCSV(store, Self.header + "2026-10-01,Rice,1,1.89,,,,,opened,\n")
    let lot = try #require(try store.history(of: "Rice").lots.first).lot
    #expect(lot.stateOn == (try S.day("2026-10-01")))
  }

  @Test func aStateBeforeThePurchaseIsRefused() throws {
    let store = try S.empty()
    #expect(throws: ImportError.self) {
      try S.importCSV(store, Self.header + "2026-10-01,Rice,1,1.89,,,,,frozen,2026-09-30\n")
    }
  }

  @Test func anUnknownStateIsRefused() throws {
    let store = try S.empty()
    #expect(throws: ImportError.self) {
      try S.importCSV(store, Self.header + "2026-10-01,Rice,1,1.89,,,,,cooked,\n")
    }
  }
}
