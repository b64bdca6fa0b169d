/// An output file that could not be written: its path and why, in one line.
public struct OutputFileError: Error, Sendable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// Why, in English: Larder's own reason, or `strerror` of the failure, e.g. "No space
  /// left on device".
  public var reason: String
  /// Larder's own reason as a value, nil for a system failure (`reason` is then the
  /// system's words).
  public var problem: Problem?

  /// The reasons Larder itself gives.
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

    /// The reason in English.
    public var description: String {
      switch self {
      case .isFolder: return "it is a folder"
      case .notAFolder: return "it exists and is not a folder"
      case .noFileName: return "no file name given"
      case .noFolderName: return "no folder name given"
      case .notWritten: return "the file was not written"
      case .missingFolder(let folder): return "the folder \(folder) does not exist"
      }
    }
  }

  /// A system failure at `path`, `reason` being `strerror`'s words.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
    self.problem = nil
  }

  /// One of Larder's own reasons.
  public init(path: String, problem: Problem) {
    self.path = path
    self.reason = problem.description
    self.problem = problem
  }

  public var description: String { "cannot write \(path): \(reason)" }
}
