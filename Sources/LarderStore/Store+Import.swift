import LarderCore
import LarderErrors

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
  /// Rows whose item name matched an item spelled differently (by case or Unicode form),
  /// the first row of each spelling.
  public var matchedNames: [NameMatch] = []
}

/// A row's item name that was counted as an item written differently.
public struct NameMatch: Hashable, Sendable {
  /// The row's line.
  public var line: Int
  /// The name as the row wrote it.
  public var given: String
  /// The item's name.
  public var existing: String
}

/// Where an import's rows come from, so that the same file is not imported twice.
public struct ImportOrigin {
  /// The file's name as the user gave it.
  public var fileName: String
  /// The day of the import.
  public var importedOn: CalendarDate
  /// The SHA-256 of the file's bytes, which Larder recorded before it compared rows, or
  /// nil when it cannot be told; asked for once every row has been read, and only when an
  /// earlier import of the same kind and number of rows could be this file imported by
  /// those versions.
  public var byteHash: () -> String?

  /// Describes the file being imported.
  public init(fileName: String, importedOn: CalendarDate, byteHash: @escaping () -> String?) {
    self.fileName = fileName
    self.importedOn = importedOn
    self.byteHash = byteHash
  }
}

extension Store {
  /// Imports a purchases or events file in one transaction: every row or none.
  ///
  /// Events are applied in file order: from the lot a row names, else with the FEFO rule.
  /// A row dated after `today` is refused; a purchase in another unit of its item's family
  /// is converted to the item's unit, as `addPurchase` does.
  /// With `dryRun`, everything is checked exactly as for a real import and then rolled back.
  /// A file whose rows (see `ImportFingerprint`) match an earlier import is refused unless
  /// `allowDuplicate`, and that is told before any row's own problem, such as stock that an
  /// events file already used up; each import is recorded with its fingerprint, name, date
  /// and rows. A file with a header and no rows changes nothing.
  ///
  /// - Parameter progress: called every 1,000 rows with the rows done so far.
  /// - Throws: `ImportError` or `CSVError` naming the line and column of the first bad row;
  ///   a row the store refuses (unknown item, not enough stock, unit clash) comes back as
  ///   `StoreError.invalidRow` with its line; `StoreError.duplicateImport`.
  public func importCSV(
    _ reader: inout CSVReader, defaultCurrency: Currency, today: CalendarDate, dryRun: Bool,
    origin: ImportOrigin? = nil, allowDuplicate: Bool = false,
    via changeOrigin: ChangeOrigin = .commandLine(arguments: []),
    progress: (Int) -> Void = { _ in }
  ) throws -> ImportSummary {
    guard let headerRecord = try reader.next() else {
      throw ImportError(
        line: 1, column: 1, columnName: nil,
        problem: .emptyFile)
    }
    let parser = try ImportParser(
      header: headerRecord, defaultCurrency: defaultCurrency, today: Store.lastWritableDay(today))
    let itemsBefore = try countItems()
    let cache = ItemCache()
    // Imports recorded before the fingerprint took rows as stored are recognised by the
    // fingerprint of their rows as written, kept only while there are such imports.
    let legacy =
      try !allowDuplicate
      && db.firstRow(
        "SELECT 1 FROM imports WHERE kind = ? AND scheme < ? LIMIT 1",
        [.text(parser.format.rawValue), .integer(Int64(ImportFingerprint.scheme))],
        { _ in true }) == true
    var fingerprint = ImportFingerprint(format: parser.format, legacy: legacy)
    var refusal: StoreError?
    var rows = 0
    var events = 0
    var matches: [NameMatch] = []
    var spellings: Set<String> = []
    // 32 MiB of page cache for the import (the default is 2 MiB): a large import touches
    // many index pages. Other commands keep the default, so their memory stays small.
    try db.execute("PRAGMA cache_size = -32768")
    defer { db.restoreCacheSize() }
    let name = origin?.fileName ?? "a file"
    return try recorded(
      changeOrigin, appendOnly: true,
      action: { (summary: ImportSummary) in
        summary.format == .purchases
          ? .importedPurchases(file: name, purchases: summary.rows, newItems: summary.newItems)
          : .importedEvents(file: name, events: summary.rows)
      }
    ) { () throws -> (ImportSummary, Connection.TransactionEnd) in
      while let record = try reader.next() {
        rows += 1
        if rows % 1_000 == 0 { progress(rows) }
        // After a refused row the rest is only read, for the fingerprint: a duplicate file
        // is reported as one, not by the first row its earlier import made impossible.
        let given: String
        let apply: () throws -> Item
        switch parser.format {
        case .purchases:
          let row = try parser.purchase(record)
          fingerprint.add(row, nameKey: cache.nameKey(row.item))
          given = row.item
          apply = {
            let item = try self.insertPurchase(row, cache: cache).item
            try self.addImportedNames(row, cache: cache)
            if !row.barcodes.isEmpty {
              try self.addBarcodes(row.barcodes, to: self.findItem(item.name))
            }
            return item
          }
        case .events:
          let row = try parser.event(record)
          fingerprint.add(row, nameKey: cache.nameKey(row.item))
          given = row.item
          apply = {
            let inserted = try self.insertEvent(row, cache: cache)
            events += inserted.events.count
            return inserted.item
          }
        }
        guard refusal == nil else { continue }
        do {
          let item = try apply()
          if given != item.name && spellings.insert(given).inserted {
            matches.append(NameMatch(line: record.line, given: given, existing: item.name))
          }
        } catch let error as StoreError {
          let name = Store.column(blamedFor: error)
          refusal = StoreError.invalidRow(
            RowPlace(line: record.line, column: parser.column(name) ?? 1, columnName: name),
            cause: error)
        }
      }
      if refusal == nil { try applyDraws(cache) }
      if rows > 0, let origin {
        try recordImport(
          origin, fingerprint: fingerprint.hexDigest(),
          legacyFingerprint: fingerprint.legacyHexDigest(), format: parser.format, rows: rows,
          allowDuplicate)
      }
      if let refusal { throw refusal }
      let newItems = try countItems() - itemsBefore
      // The history's notes and the summaries are then written with grouped queries, whose
      // sorters may use as much memory as the page cache: 16 MiB for each, half the import's
      // cache (a 1M-lot import peaks at about 90 MiB, 70 with the default 2 MiB). The
      // summaries join each new event to its lot, which 2 MiB would read again and again at
      // a million lots, each read looked up in the WAL the import has grown.
      try db.execute("PRAGMA cache_size = -16384")
      let summary = ImportSummary(
        format: parser.format, rows: rows, newItems: newItems, events: events, dryRun: dryRun,
        matchedNames: matches)
      return (summary, dryRun ? .rollback : .commit)
    }
  }

  /// The column a refused row is blamed on: the quantity when stock is short or the item
  /// would pass its bound, the unit when it clashes, the lot when it is named, else the
  /// item.
  static func column(blamedFor error: StoreError) -> String {
    switch error {
    case .notEnoughStock, .notEnoughStockAtDate, .itemTotalTooLarge, .cannotConvert:
      return "quantity"
    case .unitMismatch: return "unit"
    case .lotTaken, .lotNotUsable, .unknownLot: return "lot"
    case .barcodeTaken: return "barcodes"
    case .expiryBeforePurchase: return "expires"
    case .nameOfAnotherItem, .aliasWithSeparator: return "aliases"
    default: return "item"
    }
  }

  private func recordImport(
    _ origin: ImportOrigin, fingerprint: String, legacyFingerprint: String?,
    format: ImportFormat, rows: Int, _ allowDuplicate: Bool
  ) throws {
    // Hashing the file's bytes costs as much as its rows' fingerprint: only worth it when
    // an earlier import of the same kind and rows could be this file recorded by its bytes.
    let legacy =
      try !allowDuplicate
      && db.firstRow(
        "SELECT 1 FROM imports WHERE kind = ? AND rows = ? LIMIT 1",
        [.text(format.rawValue), .integer(Int64(rows))], { _ in true }) == true
    let byteHash = legacy ? origin.byteHash() : nil
    if !allowDuplicate,
      let earlier = try db.firstRow(
        """
        SELECT \(ImportColumns.select) FROM imports
        WHERE sha256 = ? OR (scheme < ? AND sha256 IN (?, ?))
        ORDER BY id LIMIT 1
        """,
        [
          .text(fingerprint), .integer(Int64(ImportFingerprint.scheme)),
          legacyFingerprint.map { .text($0) } ?? .null, byteHash.map { .text($0) } ?? .null,
        ],
        { row in
          let reader = ColumnReader<ImportColumns>(row, table: "imports")
          return (
            reader.text(.fileName), try reader.date(.importedOn), Int(reader.int64(.rows))
          )
        })
    {
      throw StoreError.duplicateImport(fileName: earlier.0, importedOn: earlier.1, rows: earlier.2)
    }
    try db.run(
      """
      INSERT INTO imports (sha256, file_name, kind, rows, imported_on, scheme)
      VALUES (?, ?, ?, ?, ?, ?)
      """,
      [
        .text(fingerprint), .text(origin.fileName), .text(format.rawValue), .integer(Int64(rows)),
        .text(Store.lastWritableDay(origin.importedOn).description),
        .integer(Int64(ImportFingerprint.scheme)),
      ])
  }

  func countItems() throws -> Int {
    try db.firstRow("SELECT count(*) FROM items LIMIT 1") { Int($0.onlyInt64) } ?? 0
  }
}

/// The columns of an earlier import.
enum ImportColumns: Int32, ResultColumns {
  case id, fileName, importedOn, rows

  var sql: String {
    switch self {
    case .id: "id"
    case .fileName: "file_name"
    case .importedOn: "imported_on"
    case .rows: "rows"
    }
  }

  var name: String { "imports." + sql }
}
