import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// The Store's seams, checked on its sources as a lint step: SQLite's C module stays in
/// `SQLite/`, and no error is dropped by `try?`.
@Suite struct StoreSeamsSourceTests {
  /// The Swift files of `Sources/LarderStore`, by their path inside it, with their text.
  static func sources() throws -> [(path: String, text: String)] {
    let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/LarderStore")
    let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
    return try (files ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { file in
      (file, try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8))
    }
  }

  @Test func theSourcesAreFound() throws {
    #expect(try Self.sources().count > 30)
  }

  @Test func onlyTheSQLiteFolderImportsSQLite() throws {
    for (path, text) in try Self.sources() where !path.hasPrefix("SQLite/") {
      #expect(!text.contains("import CSQLite"), "\(path) imports CSQLite")
      #expect(!text.contains("SQLITE_"), "\(path) names an SQLite result code")
      #expect(!text.contains("sqlite3_"), "\(path) calls SQLite's C API")
    }
  }

  @Test func noErrorIsDroppedByTryQuestionMark() throws {
    for (path, text) in try Self.sources() {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() where line.contains("try?") {
        Issue.record("\(path):\(number + 1) drops an error with try?: \(line)")
      }
    }
  }
}

/// The choices made where an error is not thrown, and the errors that are.
@Suite struct StoreSeamsBehaviourTests {
  typealias S = InProcessStore

  struct Planned: Error {}

  @Test func aTransactionThatThrowsLeavesTheConnectionIdle() throws {
    let store = try S.empty()
    #expect(throws: Planned.self) {
      try store.db.transaction { () throws -> Void in
        try store.db.run("INSERT INTO web_settings (name, value) VALUES ('calendar_token', 'b')")
        throw Planned()
      }
    }
    #expect(store.isIdle)
    #expect(try store.db.firstRow("SELECT count(*) FROM web_settings") { $0.int64(0) } == 0)
  }

  @Test func aSnapshotThatThrowsLeavesTheConnectionIdle() throws {
    let store = try S.empty()
    #expect(throws: Planned.self) { try store.snapshot { throw Planned() } }
    #expect(store.isIdle)
  }

  @Test func aSnapshotWhoseCommitFailsStillEndsIt() throws {
    // The body ends the transaction itself, so the snapshot's own COMMIT fails: nothing is
    // left open, which is all a read transaction's end must see to.
    let store = try S.empty()
    try store.snapshot { try store.db.execute("COMMIT") }
    #expect(store.isIdle)
    try store.snapshot { #expect(!store.isIdle) }
    #expect(store.isIdle)
  }

  @Test func anImportGivesThePageCacheBackItsDefaultSize() throws {
    let store = try S.empty()
    func cache() throws -> Int64? { try store.db.firstRow("PRAGMA cache_size") { $0.int64(0) } }
    _ = try S.importCSV(store, StoreImportTests.purchases)
    #expect(try cache() == -Int64(Connection.defaultCacheKiB))
    #expect(throws: (any Error).self) {
      _ = try S.importCSV(store, "date,item,quantity,price\n2026-10-01,Milk,x,1\n")
    }
    #expect(try cache() == -Int64(Connection.defaultCacheKiB))
    #expect(store.isIdle)
  }

  @Test func aFileThatHoldsSomethingElseIsCheckedForTheMark() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-seams-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { _ = try? FileManager.default.removeItem(atPath: folder) }
    let other = folder + "/other.sqlite"
    #expect(FileManager.default.createFile(atPath: other, contents: Data("not SQLite".utf8)))
    #expect(throws: StoreError.self) { _ = try Store(path: other) }
    #expect(FileManager.default.contents(atPath: other) == Data("not SQLite".utf8))
  }

  @Test func aFolderThatCannotBeListedShowsNoFiles() {
    #expect(DatabaseFiles.names(in: "/nonexistent-larder-folder").isEmpty)
    #expect(DatabaseFiles(path: "/nonexistent-larder-folder/larder.sqlite").existing().isEmpty)
    #expect(DatabaseFiles(path: "/nonexistent-larder-folder/larder.sqlite").holders().isEmpty)
  }

  @Test func resultCodesHaveNames() {
    #expect(ResultCode(5) == .busy)
    #expect(ResultCode(19 | (8 << 8)) == .constraint)
    #expect(ResultCode(26) == .notADatabase)
    #expect(ResultCode(100) == .other(100))
    let error = SQLiteError.foreignKeyCheckFailed(in: "lots", after: "migration")
    #expect(error.result == .constraint && !error.isUniqueConstraint)
  }
}

/// Each read path that filters on a stored value names one it cannot read, instead of
/// leaving its row out.
@Suite struct UnreadableFilterTests {
  typealias S = InProcessStore

  /// A household of Milk bought on 2026-10-01 (lot row 1, expiring 2026-10-20) and again on
  /// 2026-10-02 (lot row 2, expiring 2026-10-25).
  func household() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.38", on: "2026-10-01", expires: "2026-10-20")
    try S.buy(store, "Milk", "1", for: "1.19", on: "2026-10-02", expires: "2026-10-25")
    return store
  }

  /// Writes `value` into lot row 1, as a hand edit would, past Larder's checks.
  func corrupt(_ store: Store, _ column: String, _ value: String) throws {
    try store.db.execute("PRAGMA ignore_check_constraints = ON")
    try store.db.run("UPDATE lots SET \(column) = ? WHERE id = 1", [.text(value)])
  }

  /// The column and value `body` reports as unreadable.
  func unreadable(_ body: () throws -> Void) -> (column: String, value: String)? {
    do { try body() } catch let StoreError.unreadable(_, _, column, value) {
      return (column, value)
    } catch { return nil }
    return nil
  }

  @Test(arguments: ["soon", "31/12/2099", "2099-02-30"])
  func anExpiryThatIsNotADateIsNamedByTheExpiryList(_ value: String) throws {
    let store = try household()
    try corrupt(store, "expires_on", value)
    let day = try S.day("2026-10-05")
    let found = unreadable { _ = try store.expiryOutlook(asOf: day, within: 7) }
    #expect(
      found?.column == "lots.expires_on" && found?.value == value, "\(String(describing: found))")
    #expect(unreadable { _ = try store.lotsWithExpiry(asOf: day) }?.value == value)
  }

  @Test(arguments: ["0000-00-00", "soon", "31/12/2099", "2099-02-30"])
  func anExpiryThatIsNotADateIsNamedByTheNextExpiries(_ value: String) throws {
    let store = try household()
    try corrupt(store, "expires_on", value)
    let found = unreadable { _ = try store.nextExpiries(asOf: try S.day("2026-10-05")) }
    #expect(found?.column.contains("lots.expires_on") == true && found?.value == value)
  }

  @Test(arguments: ["soon", "2099-02-30"])
  func aPurchaseDateThatIsNotADateIsNamedWhenAnEventDrawsOnTheItem(_ value: String) throws {
    let store = try household()
    try corrupt(store, "purchased_on", value)
    let found = unreadable { try S.use(store, "Milk", "0.5", on: "2026-10-03") }
    #expect(found?.column == "lots.purchased_on" && found?.value == value)
  }

  @Test func theListsStillReadAHealthyHousehold() throws {
    let store = try household()
    let day = try S.day("2026-10-05")
    #expect(try store.expiryOutlook(asOf: day, within: 30).expiring.count == 2)
    #expect(try store.nextExpiries(asOf: day).values.map(\.description) == ["2026-10-20"])
  }
}

/// Columns are declared once, as `ResultColumns` cases next to their decoder, and read by
/// case: a grep of the sources, as a lint step.
///
/// "Positional" means a row accessor (`int64`, `text`, `total`, `date`, …) called on a row
/// or reader with anything but a column case (`.name`): an integer literal, an offset sum, a
/// variable holding a position. Only the declarations of that machinery, in
/// `SQLite/Statement.swift` and `Rows/ColumnReader.swift` and `Rows/SingleColumn.swift`
/// (the one-column reads, which have no list to drift from), take positions.
@Suite struct ColumnDeclarationTests {
  static let accessors = [
    "int64", "optionalInt64", "text", "optionalText", "total", "isNull", "uuid", "uuidText",
    "date", "dateText", "optionalDate", "currency", "eventKind", "month", "quantity", "money",
  ]
  static let machinery: Set = [
    "SQLite/Statement.swift", "Rows/ColumnReader.swift", "Rows/SingleColumn.swift",
  ]

  /// The positional reads in `text`: an accessor called on a value (an identifier, `$0` or
  /// a closing bracket before the dot) with an argument, on its line or the next, that does
  /// not start with `.`.
  static func positionalReads(in text: String) throws -> [String] {
    let names = accessors.joined(separator: "|")
    let pattern = try Regex("[A-Za-z0-9_)\\]]\\.(\(names))\\(\\s*(?!\\.)[^)\\s][^\\n]*")
    return text.matches(of: pattern).map { String(text[$0.range]) }
  }

  @Test func thePatternFindsPositionalReads() throws {
    #expect(try Self.positionalReads(in: "reader.uuid(1)").count == 1)
    #expect(try Self.positionalReads(in: "row.total(offset + 10)").count == 1)
    #expect(try Self.positionalReads(in: "{ ($0.text(0), $0.int64(1)) }").count == 1)
    #expect(try Self.positionalReads(in: "reader.uuid(.uuid)").isEmpty)
    #expect(try Self.positionalReads(in: "[.text(day), .integer(rowID)]").isEmpty)
    #expect(try Self.positionalReads(in: "$0.onlyInt64").isEmpty)
    #expect(try Self.positionalReads(in: "reader.money(\n  4, currency: 5)").count == 1)
    #expect(try Self.positionalReads(in: "reader.money(\n  .price, currency: .currency)").isEmpty)
  }

  @Test func noColumnIsReadByPosition() throws {
    for (path, text) in try StoreSeamsSourceTests.sources() where !Self.machinery.contains(path) {
      for line in try Self.positionalReads(in: text) {
        Issue.record("\(path) reads a column by position: \(line)")
      }
    }
  }

  @Test func noColumnGivesItsOwnPosition() throws {
    // Swift numbers the cases from 0 as written only when none gives a raw value.
    let pattern = try Regex("^\\s*case \\w+ = \\d")
    for (path, text) in try StoreSeamsSourceTests.sources() where text.contains("ResultColumns {") {
      for line in text.split(separator: "\n") where line.contains(pattern) {
        Issue.record("\(path) numbers a column by hand: \(line)")
      }
    }
  }

  @Test func theSelectListFollowsTheCases() {
    #expect(LotColumns.select() == LotColumns.allCases.map(\.sql).joined(separator: ", "))
    #expect(LotColumns.remaining.rawValue == LotColumns.count - 1)
    #expect(LotColumns.select(remaining: "x").hasSuffix(", lots.payment, x"))
    #expect(ItemColumns.allCases.map(\.rawValue) == Array(0..<ItemColumns.count))
    #expect(EventColumns.select.hasPrefix("events.id, events.uuid, lots.uuid"))
  }
}
