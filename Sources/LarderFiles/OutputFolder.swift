import Foundation
import LarderCore
import LarderErrors

/// A folder that receives several outputs, such as the CSV export's two files.
public enum OutputFolder {
  /// Creates the folder at `path` and any missing parents; one that exists is kept.
  ///
  /// - Throws: `OutputFileError` with the system's reason: no name given, a file in the
  ///   way, no permission.
  public static func create(_ path: String) throws(OutputFileError) {
    guard !path.isEmpty else { throw OutputFileError(path: path, problem: .noFolderName) }
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw OutputFileError(path: path, problem: .notAFolder)
      }
      return
    }
    let parent = PathParts.folder(of: path)
    if !parent.isEmpty && parent != path { try create(parent) }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
      throw OutputFileError(path: path, reason: String(cString: strerror(errno)))
    }
  }
}
