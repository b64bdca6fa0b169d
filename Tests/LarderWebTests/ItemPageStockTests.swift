import Foundation
import Testing

@testable import LarderWeb

/// The item page on 1 December 2026 shows usable stock apart from expired stock, offers one
/// usual pack (the size most often bought) of the usable stock only, and discards what is
/// past its date in one change.
@Suite struct ItemPageStockTests {
  /// Eggs: 12 bought 1 Nov expiring 20 Nov (expired), 12 on 25 Nov and 6 on 26 Nov,
  /// both expiring 15 Dec: 18 usable, 12 expired, usual pack 12.
  func eggs(_ lots: [(bought: String, quantity: String, expires: String)]) throws
    -> (InProcessWeb, String)
  {
    let web = try InProcessWeb()
    web.enter()
    var item = ""
    for lot in lots {
      item =
        web.post(
          "/add",
          [
            ("name", "Eggs"), ("quantity", lot.quantity), ("unit", "pcs"), ("price", "3.00"),
            ("date", lot.bought), ("expires", lot.expires),
          ]
        ).header("Location") ?? ""
    }
    return (web, item)
  }

  static let household = [
    ("2026-11-01", "12", "2026-11-20"), ("2026-11-25", "12", "2026-12-15"),
    ("2026-11-26", "6", "2026-12-15"),
  ]

  @Test func expiredStockIsShownApartAndNeverAsUsable() throws {
    let (web, item) = try eggs(Self.household)
    let page = web.get(item).text
    #expect(page.contains("Usable: <strong>18 pcs</strong> · expired: 12 pcs"))
    #expect(page.contains("Consume 1 pack (12 pcs)"))
    #expect(page.contains("Discard expired (12 pcs)"))
  }

  @Test func onlyExpiredStockOffersNoPackButDiscardExpired() throws {
    let (web, item) = try eggs([("2026-11-01", "12", "2026-11-20")])
    let page = web.get(item).text
    #expect(page.contains("Usable: <strong>0 pcs</strong> · expired: 12 pcs"))
    #expect(!page.contains("Consume 1 pack"))
    #expect(!page.contains("Consume the rest"))
    #expect(page.contains("Discard expired (12 pcs)"))
  }

  @Test func lessThanAPackUsableIsOfferedAsTheRest() throws {
    let (web, item) = try eggs([("2026-11-25", "12", "2026-12-15")])
    _ = web.post(item + "/consume", [("quantity", "8")])
    let page = web.get(item).text
    #expect(page.contains("Consume the rest (4 pcs)"))
    #expect(!page.contains("Consume 1 pack"))
  }

  @Test func discardExpiredDiscardsOnlyTheLotPastItsDateInOneUndoableChange() throws {
    let (web, item) = try eggs(Self.household)
    let response = web.post(item + "/discard-expired", [])
    #expect(response.status == 303)
    let page = web.get(item).text
    #expect(page.contains("Discarded the expired Eggs: 12 pcs expired on 2026-11-20."))
    #expect(page.contains("Usable: <strong>18 pcs</strong> · "))
    #expect(!page.contains("expired: "))
    #expect(page.contains("discarded 12 pcs of Eggs from 1 lot"))
  }

  @Test func consumingMoreThanIsUsableNamesTheExpiredLotItDrewFrom() throws {
    // 18 usable, so 20 takes 2 of the 12 that expired on 20 November.
    let (web, item) = try eggs(Self.household)
    _ = web.post(item + "/consume", [("quantity", "20")])
    let page = web.get(item).text
    #expect(page.contains("Consumed 20 pcs of Eggs from 3 lots. Used 2 pcs from lot "))
    #expect(page.contains(", which expired on 2026-11-20."))
    #expect(page.contains("Usable: <strong>0 pcs</strong> · expired: 10 pcs"))
  }

  @Test func theConsumeButtonDrawsUsableEggsFirst() throws {
    let (web, item) = try eggs(Self.household)
    _ = web.post(item + "/consume", [("quantity", "12")])
    let page = web.get(item).text
    #expect(page.contains("Usable: <strong>6 pcs</strong> · expired: 12 pcs"))
  }
}
