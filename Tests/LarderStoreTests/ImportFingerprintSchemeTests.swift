import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// An import recorded before the fingerprint took the rows as Larder stores them (scheme
/// 2, the rows as written) is still recognised, and only while there is one.
@Suite struct ImportFingerprintSchemeTests {
  typealias S = InProcessStore

  static let purchases = "date,item,quantity,price\n2026-10-01,Eggs,6,2.10\n"

  func importFile(_ store: Store, _ text: String) throws -> ImportSummary {
    var reader = CSVReader(bytes: Array(text.utf8))
    return try store.importCSV(
      &reader, defaultCurrency: .euro, today: S.today, dryRun: false,
      origin: ImportOrigin(
        fileName: "receipt.csv", importedOn: try S.day("2026-10-02"), byteHash: { nil }))
  }

  /// The fingerprint an earlier Larder recorded for `purchases`: its rows as written.
  func legacyFingerprint() throws -> String {
    var fingerprint = ImportFingerprint(format: .purchases, legacy: true)
    let row = PurchaseRow(
      line: 2, date: try S.day("2026-10-01"), item: "Eggs", quantity: try S.quantity("6"),
      price: try S.euros("2.10"))
    fingerprint.add(row, nameKey: "eggs")
    return try #require(fingerprint.legacyHexDigest())
  }

  @Test func aFileAnEarlierSchemeRecordedIsADuplicate() throws {
    let store = try S.empty()
    try store.db.run(
      """
      INSERT INTO imports (sha256, file_name, kind, rows, imported_on, scheme)
      VALUES (?, 'old.csv', 'purchases', 1, '2026-10-01', 2)
      """, [.text(try legacyFingerprint())])
    #expect(
      throws: StoreError.duplicateImport(
        fileName: "old.csv", importedOn: try S.day("2026-10-01"), rows: 1)
    ) { try importFile(store, Self.purchases) }
  }

  @Test func anImportIsRecordedWithTheCurrentScheme() throws {
    let store = try S.empty()
    _ = try importFile(store, Self.purchases)
    let scheme = try store.db.firstRow("SELECT scheme FROM imports LIMIT 1") { $0.int64(0) }
    #expect(scheme == Int64(ImportFingerprint.scheme))
  }

  @Test func theCurrentSchemeIsNotComparedWithTheOldOne() throws {
    // A row-as-written fingerprint recorded under the current scheme is not this file's.
    let store = try S.empty()
    try store.db.run(
      """
      INSERT INTO imports (sha256, file_name, kind, rows, imported_on, scheme)
      VALUES (?, 'old.csv', 'purchases', 1, '2026-10-01', ?)
      """, [.text(try legacyFingerprint()), .integer(Int64(ImportFingerprint.scheme))])
    #expect(try importFile(store, Self.purchases).rows == 1)
  }
}
