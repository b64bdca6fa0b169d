import Foundation

/// The committed 14-month sample household (`samples/purchases.csv` and
/// `samples/events.csv`), imported once per test run and shared by the suites that read it
/// (`ReportTests`, `ExportTests`, `SampleFiguresTests`).
extension LarderBinary {
  /// The one import, or why it failed. A static initializer cannot throw, so the failure is
  /// kept and thrown by `samples()` in every test that needs it.
  static let sampleHousehold: Swift.Result<LarderBinary, any Error> = Swift.Result {
    let larder = try LarderBinary()
    try larder.importSamples()
    return larder
  }

  /// The shared sample household, for a test that only reads its database.
  ///
  /// - Throws: why the import failed.
  static func samples() throws -> LarderBinary {
    try sampleHousehold.get()
  }

  /// A scratch folder of its own holding a copy of the sample household's database, for a
  /// test that writes to the database or into the folder: nothing it does reaches the
  /// other tests.
  ///
  /// - Throws: why the import or the copy failed.
  static func samplesCopy() throws -> LarderBinary {
    let shared = try samples()
    let copy = try LarderBinary(.noDatabase)
    // The import's last connection closed, so the database file holds everything; a
    // reader running meanwhile may have left a -wal file, copied too when present.
    for suffix in ["", "-wal"] {
      let source = shared.database + suffix
      guard FileManager.default.fileExists(atPath: source) else { continue }
      try FileManager.default.copyItem(atPath: source, toPath: copy.database + suffix)
    }
    return copy
  }
}
