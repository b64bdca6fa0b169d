import Foundation
import LarderCore
import LarderStore
import Synchronization
import Testing

@testable import LarderWeb

/// What the pages read is kept while nothing is written to the household, shared by every
/// session, and read afresh after any commit: this server's or the command line's.
@Suite struct ModelCacheTests {
  /// A new household file, with a cache on it and one store of the server's pool.
  struct Household {
    let folder: URL
    let path: String
    let cache: ModelCache
    let store: Store

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("larder-cache-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      path = folder.appendingPathComponent("larder.sqlite").path
      store = try Store(path: path)
      cache = ModelCache(path: path, lockTimeout: 1)
    }

    /// `larder shopping add NAME` from another process: a connection of its own.
    func listFromTheCommandLine(_ name: String) throws {
      _ = try Store(path: path).listToBuy(name, amount: nil, today: InProcessWeb.today)
    }

    func names() throws -> [String] {
      try cache.value(store, "list") {
        try store.shoppingList(asOf: InProcessWeb.today).map(\.name)
      }
    }
  }

  @Test func aValueIsComputedOnceWhileNothingIsWritten() throws {
    let household = try Household()
    defer { try? FileManager.default.removeItem(at: household.folder) }
    var computed = 0
    for _ in 0..<3 {
      _ = try household.cache.value(household.store, "count") {
        computed += 1
        return computed
      }
    }
    #expect(computed == 1)
  }

  @Test func aCommitFromAnotherConnectionIsReadAtTheNextLookUp() throws {
    let household = try Household()
    defer { try? FileManager.default.removeItem(at: household.folder) }
    #expect(try household.names() == [])
    try household.listFromTheCommandLine("Milk")
    #expect(try household.names() == ["Milk"])
    try household.listFromTheCommandLine("Bread")
    #expect(try household.names().sorted() == ["Bread", "Milk"])
  }

  @Test func aCommitOfThePoolsOwnStoreIsReadAtTheNextLookUp() throws {
    let household = try Household()
    defer { try? FileManager.default.removeItem(at: household.folder) }
    #expect(try household.names() == [])
    _ = try household.store.listToBuy("Milk", amount: nil, today: InProcessWeb.today)
    #expect(try household.names() == ["Milk"])
  }

  /// The pool's stores, each used by one request at a time.
  struct PoolStores: @unchecked Sendable {
    let stores: [Store]
  }

  @Test func requestsThatNeedAValueAtOnceComputeItOnce() throws {
    let household = try Household()
    defer { try? FileManager.default.removeItem(at: household.folder) }
    let computed = Mutex(0)
    let cache = household.cache
    let pool = PoolStores(stores: try (0..<4).map { _ in try Store(path: household.path) })
    DispatchQueue.concurrentPerform(iterations: 4) { request in
      _ = try? cache.value(pool.stores[request], "slow") {
        computed.withLock { $0 += 1 }
        Thread.sleep(forTimeInterval: 0.2)
        return 1
      }
    }
    #expect(computed.withLock { $0 } == 1)
  }

  @Test func aValueThatIsNilIsKeptToo() throws {
    let household = try Household()
    defer { try? FileManager.default.removeItem(at: household.folder) }
    var computed = 0
    for _ in 0..<2 {
      let found: String? = try household.cache.value(household.store, "nothing") {
        computed += 1
        return nil
      }
      #expect(found == nil)
    }
    #expect(computed == 1)
  }

  @Test func keysAreKeptApart() throws {
    let household = try Household()
    defer { try? FileManager.default.removeItem(at: household.folder) }
    #expect(try household.cache.value(household.store, "a", "b") { "a|b" } == "a|b")
    #expect(try household.cache.value(household.store, "a", "c") { "a|c" } == "a|c")
    #expect(try household.cache.value(household.store, "a", "b") { "again" } == "a|b")
  }

  @Test func aValueReadInsideATransactionIsNotKept() throws {
    let household = try Household()
    defer { try? FileManager.default.removeItem(at: household.folder) }
    try household.store.snapshot {
      _ = try household.cache.value(household.store, "inside") { "read in a transaction" }
    }
    #expect(try household.cache.value(household.store, "inside") { "read afresh" } == "read afresh")
  }
}

/// The pages a phone polls show what another member or the command line just recorded.
@Suite struct CachedPageTests {
  @Test func theStockPageShowsAPurchaseRecordedFromTheCommandLineSinceTheLastVisit() throws {
    let web = try InProcessWeb()
    web.enter()
    #expect(!web.get("/").text.contains("Rice"))
    let path = web.folder.appendingPathComponent("larder.sqlite").path
    _ = try Store(path: path).addPurchase(
      PurchaseRow(
        line: 1, date: InProcessWeb.today, item: "Rice", quantity: Quantity(thousandths: 1000),
        price: Money(minorUnits: 189, currency: .euro)),
      today: InProcessWeb.today)
    #expect(web.get("/").text.contains("Rice"))
  }

  @Test func theShoppingPageShowsALineAnotherMemberAddedSinceTheLastVisit() throws {
    let web = try InProcessWeb()
    web.enter()
    #expect(!web.get("/shopping").text.contains("Coffee"))
    _ = web.post("/shopping/add", [("name", "Coffee"), ("quantity", "")])
    #expect(web.get("/shopping").text.contains("Coffee"))
  }
}
