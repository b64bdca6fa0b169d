import LarderCore
import LarderErrors
import LarderFiles

/// A purchases or events file in the import format, written row by row.
///
/// Values are written exactly as stored: unlike the report CSV, nothing is neutralised,
/// because this file is data for `larder import`, not a sheet for people.
public final class CSVExportFile {
  private let file: AtomicFile

  /// Starts the file with the format's header row.
  ///
  /// - Throws: `OutputFileError` when it cannot be created.
  public init(_ target: OutputTarget, format: ImportFormat) throws(OutputFileError) {
    file = try AtomicFile(target)
    try write(format.exportColumns)
  }

  /// Appends one record: fields quoted when they must be, CRLF line end.
  public func write(_ fields: [String]) throws(OutputFileError) {
    try file.write { CSVWriter.append(fields, to: &$0) }
  }

  /// Writes the files to disk and puts them in place together: all of them or none.
  ///
  /// - Throws: `OutputFileError`; no target has changed then.
  public static func commit(_ files: [CSVExportFile]) throws(OutputFileError) {
    try AtomicFile.commit(files.map(\.file))
  }
}
