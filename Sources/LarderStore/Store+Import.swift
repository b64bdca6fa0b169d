import LarderCore

/// What an import did, or would do with `--dry-run`.
public struct ImportSummary: Hashable, Sendable {
  /// Which layout the file had.
  public var format: ImportFormat
  /// Data rows read.
  public var rows: Int
  /// Items created by the import.
  public var newItems: Int
  /// Events written (a row can draw from several lots).
  public var events: Int
  /// Whether the changes were rolled back because it was a dry run.
  public var dryRun: Bool
}

extension Store {
  /// Imports a purchases or events file in one transaction: every row or none.
  ///
  /// Events are applied in file order with the FEFO rule. With `dryRun`, everything is
  /// checked exactly as for a real import and then rolled back.
  ///
  /// - Parameter progress: called every 10,000 rows with the rows done so far.
  /// - Throws: `ImportError` or `CSVError` naming the line and column of the first bad row;
  ///   a row the store refuses (unknown item, not enough stock, unit clash) comes back as
  ///   `StoreError.invalidRow` with its line.
  public func importCSV(
    _ reader: inout CSVReader, defaultCurrency: Currency, dryRun: Bool,
    progress: (Int) -> Void = { _ in }
  ) throws -> ImportSummary {
    guard let headerRecord = try reader.next() else {
      throw ImportError(
        line: 1, column: nil, columnName: nil,
        reason: "the file is empty; it needs a header row such as date,item,quantity,price")
    }
    let parser = try ImportParser(header: headerRecord, defaultCurrency: defaultCurrency)
    let itemsBefore = try countItems()
    let cache = ItemCache()
    var rows = 0
    var events = 0
    try db.execute("BEGIN IMMEDIATE")
    do {
      while let record = try reader.next() {
        do {
          switch parser.format {
          case .purchases: _ = try insertPurchase(try parser.purchase(record), cache: cache)
          case .events:
            events += try insertEvent(try parser.event(record), cache: cache).events.count
          }
        } catch let error as StoreError {
          throw StoreError.invalidRow(
            ImportError(
              line: record.line, column: nil, columnName: "item", reason: error.description))
        }
        rows += 1
        if rows % 10_000 == 0 { progress(rows) }
      }
      guard rows > 0 else {
        throw ImportError(
          line: headerRecord.line, column: nil, columnName: nil,
          reason: "the file has a header but no rows")
      }
      let newItems = try countItems() - itemsBefore
      try db.execute(dryRun ? "ROLLBACK" : "COMMIT")
      return ImportSummary(
        format: parser.format, rows: rows, newItems: newItems, events: events, dryRun: dryRun)
    } catch {
      try? db.execute("ROLLBACK")
      throw error
    }
  }

  func countItems() throws -> Int {
    try db.firstRow("SELECT count(*) FROM items LIMIT 1") { Int($0.int64(0)) } ?? 0
  }
}
