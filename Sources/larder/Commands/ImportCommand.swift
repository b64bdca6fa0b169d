import Foundation
import LarderCore
import LarderStore

/// `larder import`: loads a purchases or events CSV file in one transaction.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import", abstract: "Load purchases or events from a CSV file, all rows or none.",
    discussion: """
      Purchases need the columns date,item,quantity,price and may have unit,category,
      currency,store,expires,location,note. Events need date,item,action,quantity
      (action is consume or discard) and may have note. A UTF-8 BOM and CRLF line ends
      are accepted.
      """,
    arguments: [.init(name: "file", help: "The CSV file, or - for standard input.")],
    options: [.flag("dry-run", "Check the file and report what would change, writing nothing.")])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let path = command.argument(0) ?? "-"
    let input = try InputFile(path: path)
    var reader = CSVReader(source: input.nextChunk)
    let store = try context.openStore(command)
    let started = Date()
    let showProgress = isatty(STDERR_FILENO) == 1
    let summary = try store.importCSV(
      &reader, defaultCurrency: try context.defaultCurrency(), dryRun: command.flag("dry-run")
    ) { rows in
      guard showProgress else { return }
      let rate = Double(rows) / max(Date().timeIntervalSince(started), 0.001)
      FileHandle.standardError.write(Data("\r\(rows) rows, \(Int(rate)) rows/s".utf8))
    }
    if showProgress && summary.rows >= 10_000 { FileHandle.standardError.write(Data("\n".utf8)) }
    let what =
      summary.format == .purchases
      ? "\(summary.rows) purchases, \(summary.newItems) new items"
      : "\(summary.rows) events (\(summary.events) lot entries)"
    context.write(
      summary.dryRun
        ? "Dry run: would import \(what). Nothing was written.\n" : "Imported \(what).\n")
  }
}

/// A file read in chunks, or standard input for `-`.
final class InputFile {
  private let handle: FileHandle

  /// Opens the file for reading.
  ///
  /// - Throws: `MissingInput` when it does not exist or cannot be read.
  init(path: String) throws {
    if path == "-" {
      handle = .standardInput
      return
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
      let handle = FileHandle(forReadingAtPath: path)
    else { throw MissingInput(path: path) }
    self.handle = handle
  }

  /// The next chunk of up to 256 KiB, or nil at the end.
  func nextChunk() throws -> [UInt8]? {
    let data = try handle.read(upToCount: 1 << 18) ?? Data()
    return data.isEmpty ? nil : [UInt8](data)
  }
}

/// An input file that does not exist or cannot be opened; exits 66.
struct MissingInput: Error, CustomStringConvertible {
  var path: String
  var description: String { "cannot open '\(path)': no such readable file" }
}
