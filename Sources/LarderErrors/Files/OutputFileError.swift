/// An output file that could not be written: its path and why, in one line.
public struct OutputFileError: Error, Sendable {
  /// The file's path.
  public var path: String
  /// Why, as a value: Larder's own reason, or the system's.
  public var problem: Problem

  /// Why a file could not be written: Larder's own reasons, and the system's.
  public enum Problem: Hashable, Sendable {
    /// The path is a folder.
    case isFolder
    /// The path exists and is not a folder (where a folder was asked for).
    case notAFolder
    /// The path is empty.
    case noFileName
    /// The folder path is empty.
    case noFolderName
    /// The writer finished without writing the file.
    case notWritten
    /// The folder the file would go in does not exist.
    case missingFolder(String)
    /// A system failure, in the system's own words (`strerror`), which are not translated.
    case system(String)

  }

  /// A system failure at `path`, `reason` being `strerror`'s words.
  public init(path: String, reason: String) {
    self.path = path
    self.problem = .system(reason)
  }

  /// One of Larder's own reasons.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

}
