import Foundation
import LarderErrors

/// An output kept in memory rather than put in place, such as a workbook a web page sends:
/// the writer writes it into a private staging folder in the system's temporary folder, and
/// its bytes are read back before the folder is removed.
public enum OutputBytes {
  /// The bytes `write` put at the target it was given, a file named `name`.
  ///
  /// - Throws: `OutputFileError` when the staging folder cannot be made or the file was not
  ///   written; what `write` throws.
  public static func written(named name: String, _ write: (OutputTarget) throws -> Void) throws
    -> [UInt8]
  {
    let temporary = String(NSTemporaryDirectory().reversed().drop { $0 == "/" }.reversed())
    let folder = try StagingFolder(in: temporary.isEmpty ? "/" : temporary, for: name)
    defer { folder.remove() }
    let path = folder.path + "/" + name
    try write(try OutputTarget(path: path))
    guard let data = FileManager.default.contents(atPath: path) else {
      throw OutputFileError(path: name, problem: .notWritten)
    }
    return [UInt8](data)
  }
}
