import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder import`: loads a purchases or events CSV file in one transaction.
enum ImportCommand: Command {
  static let dryRun = Flag(
    "dry-run", "Check the file and report what would change, writing nothing.")
  static let allowDuplicate = Flag(
    "allow-duplicate", "Import the file even if the same content was imported before.")
  static let fromGrocy = Flag(
    "from-grocy", "Read the file as a Grocy database (grocy.db): products, stock and its log.")
  static let currency = Option<Currency?>.value(
    "currency", "code", "The currency of the Grocy database's prices.",
    describedDefault: "$LARDER_CURRENCY, else EUR"
  ) { try Currency(code: $0) }
  static let asOf = AsOfOption(help: "The day recorded as the import's date, as YYYY-MM-DD.")

  static let spec = CommandSpec(
    name: "import", abstract: "Load purchases or events from a CSV file, all rows or none.",
    discussion: """
      Purchases need the columns date,item,quantity,price and may have unit,category,
      currency,store,expires,location,note. Events need date,item,action,quantity
      (action is consume or discard) and may have note. Both may have lot, the lot's id
      as 'larder export --format csv' writes it. A UTF-8 BOM, CRLF line ends and blank
      lines are accepted.

      A file whose rows were imported before is refused, naming the earlier import, unless
      --allow-duplicate is given: the rows count, not the bytes, so the same file saved
      with other line ends, a BOM or blank lines is still the same. A file with a header
      and no rows changes nothing. On a terminal, a progress line shows the rows
      done, the estimated total and the rate.

      --from-grocy reads a Grocy database file instead: products become
      items with their barcodes, unit, location, product group as category and default
      due days as shelf life; the stock log's purchases become lots (price per unit times
      amount, in --currency), its consumptions and spoilage consume and discard events of
      those lots. Everything in one change, undone in one step. What cannot be mapped is
      left out and counted by reason. The file is only read.
      """,
    arguments: [
      .init(
        name: "file", help: "The CSV file, or - for standard input; with --from-grocy, grocy.db.",
        completion: .file)
    ],
    options: [dryRun, allowDuplicate, fromGrocy, currency, asOf],
    examples: [
      .init(
        "Check a file of purchases without writing anything.",
        "larder import receipt.csv --dry-run"),
      .init(
        "Load it.",
        "larder import receipt.csv"),
      .init(
        "Bring over a Grocy household whose prices are in euros.",
        "larder import --from-grocy grocy.db --currency EUR"),
    ])

  /// `--currency` goes with `--from-grocy` (a CSV file has its currency column), and
  /// `--allow-duplicate` with a CSV file (a Grocy database is not compared with earlier
  /// imports).
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    if try command[currency] != nil && !command[fromGrocy] {
      throw UsageError(
        message: Localization.current.tr("--currency goes with --from-grocy"), command: spec.name)
    }
    if command[allowDuplicate] && command[fromGrocy] {
      throw UsageError(
        message: Localization.current.tr(
          "--allow-duplicate goes with a CSV file: a Grocy database is not compared with earlier imports"
        ), command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let path = command.argument(0) ?? "-"
    if command[fromGrocy] { return try importGrocy(path, command, context) }
    let input = try InputFile(path: path, context)
    var reader = CSVReader(source: input.nextChunk)
    // A dry run where there is no household checks the file against a new, empty one in
    // memory: it starts none on disk.
    let database = try context.databasePath(command)
    let store =
      command[dryRun] && !Store.holdsHousehold(at: database)
      ? try Store(path: ":memory:") : try context.openStore(command, creating: true)
    let progress = ProgressLine(context)
    let origin = ImportOrigin(
      fileName: path == "-" ? "standard input" : PathParts.name(of: path),
      importedOn: try asOf.date(command, context), byteHash: input.byteHash)
    let summary = try store.importCSV(
      &reader, defaultCurrency: try context.defaultCurrency(), today: context.today(),
      dryRun: command[dryRun],
      origin: origin, allowDuplicate: command[allowDuplicate],
      via: .commandLine(arguments: command.typed)
    ) { rows in
      progress.update(rows, of: input.estimatedRows(after: rows), estimated: true)
    }
    progress.finish(summary.rows, of: summary.rows)
    for match in summary.matchedNames {
      context.note(
        Localization.current.tr(
          "Note: line {line}: '{given}' was counted as the existing item '{existing}'.",
          ["line": "\(match.line)", "given": match.given, "existing": match.existing]))
    }
    let l = Localization.current
    let what =
      summary.format == .purchases
      ? l.tr(
        "{purchases}, {items}",
        [
          "purchases": l.trn("{count} purchase", "{count} purchases", count: summary.rows),
          "items": l.trn("{count} new item", "{count} new items", count: summary.newItems),
        ])
      : l.tr(
        "{events} ({entries})",
        [
          "events": l.trn("{count} event", "{count} events", count: summary.rows),
          "entries": l.trn(
            "{count} lot entry", "{count} lot entries", count: summary.events),
        ])
    context.write(
      (summary.dryRun
        ? l.tr("Dry run: would import {what}. Nothing was written.", ["what": what])
        : l.tr("Imported {what}.", ["what": what])) + "\n")
  }
}

extension ImportCommand {
  /// `--from-grocy`: the Grocy database at `path`, in one change; a line of what was
  /// imported, then what was left out, by reason.
  static func importGrocy(_ path: String, _ command: ParsedCommand, _ context: Context) throws {
    let database = try context.databasePath(command)
    let store =
      command[dryRun] && !Store.holdsHousehold(at: database)
      ? try Store(path: ":memory:") : try context.openStore(command, creating: true)
    let summary = try store.importGrocy(
      context.path(path), currency: try command[currency] ?? context.defaultCurrency(),
      today: context.today(), dryRun: command[dryRun],
      via: .commandLine(arguments: command.typed))
    let l = Localization.current
    let values: KeyValuePairs<String, String> = [
      "file": PathParts.name(of: path),
      "items": l.trn("{count} item", "{count} items", count: summary.items),
      "lots": l.trn("{count} purchase", "{count} purchases", count: summary.lots),
      "events": l.trn("{count} event", "{count} events", count: summary.events),
      "barcodes": l.trn("{count} barcode", "{count} barcodes", count: summary.barcodes),
    ]
    var text =
      (command[dryRun]
        ? l.tr(
          "Dry run: would import from {file}: {items}, {lots}, {events}, {barcodes}. Nothing was written.",
          values)
        : l.tr("Imported from {file}: {items}, {lots}, {events}, {barcodes}.", values)) + "\n"
    let refused = summary.refused.values.reduce(0, +)
    if refused > 0 {
      text +=
        l.trn(
          "Left out {count} record of the Grocy database:",
          "Left out {count} records of the Grocy database:", count: refused) + "\n"
      for reason in summary.refused.keys.sorted() {
        text += "  \(summary.refused[reason] ?? 0)  \(reason.words(l))\n"
      }
    }
    context.write(text)
  }
}

/// A file read in chunks, or standard input for `-`, hashed as it is read.
final class InputFile {
  private let handle: FileHandle
  private let size: Int?
  /// Whether the input is a regular file, which can be read again from its start.
  private let isRegularFile: Bool
  private var bytesRead = 0
  /// The SHA-256 of the bytes read so far, kept for an input that cannot be read again
  /// (standard input, a pipe).
  private var streamed = SHA256()

  /// Opens the file for reading.
  ///
  /// - Throws: `MissingInput` when it does not exist or cannot be read.
  init(path: String, _ context: Context) throws {
    if path == "-" {
      handle = context.streams.input
    } else {
      var isFolder: ObjCBool = false
      let opened = context.path(path)
      guard
        FileManager.default.fileExists(atPath: opened, isDirectory: &isFolder),
        !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: opened)
      else { throw MissingInput(path: path) }
      self.handle = handle
    }
    var status = stat()
    let known = fstat(handle.fileDescriptor, &status) == 0
    isRegularFile = known && status.st_mode & S_IFMT == S_IFREG
    size = isRegularFile ? Int(status.st_size) : nil
  }

  /// The rows a file of this size holds, going by the bytes per row so far; nil for a pipe.
  func estimatedRows(after rows: Int) -> Int? {
    guard let size, bytesRead > 0, rows > 0 else { return nil }
    return Int(Double(rows) * Double(size) / Double(bytesRead))
  }

  /// The next chunk of up to 256 KiB, or nil at the end.
  func nextChunk() throws -> [UInt8]? {
    let data = try handle.read(upToCount: 1 << 18) ?? Data()
    guard !data.isEmpty else { return nil }
    let bytes = [UInt8](data)
    bytesRead += bytes.count
    if !isRegularFile { streamed.update(bytes) }
    return bytes
  }

  /// The SHA-256 of the input's bytes, as 64 hex digits, once it has all been read: a
  /// regular file's read again from its start through the same descriptor (only asked for
  /// when an earlier import could match it), another input's as it was read; nil when the
  /// file cannot be read again.
  func byteHash() -> String? {
    guard isRegularFile else { return streamed.hexDigest() }
    var hash = SHA256()
    do {
      try handle.seek(toOffset: 0)
      while let data = try handle.read(upToCount: 1 << 18), !data.isEmpty {
        data.withUnsafeBytes { hash.update($0) }
      }
    } catch { return nil }
    return hash.hexDigest()
  }
}

/// An input file that does not exist or cannot be opened; exits 66.
struct MissingInput: Error {
  var path: String
}
