/// An output file that could not be written: its path and why, in one line.
public struct OutputFileError: Error, Sendable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// Why, as a value: Larder's own reason, or the system's.
  public var problem: Problem

  /// Why, in English: Larder's own reason, or `strerror` of the failure, e.g. "No space
  /// left on device".
  public var reason: String { problem.description }

  /// Why a file could not be written: Larder's own reasons, and the system's.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
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

    /// The reason in English.
    public var description: String {
      switch self {
      case .isFolder: return "it is a folder"
      case .notAFolder: return "it exists and is not a folder"
      case .noFileName: return "no file name given"
      case .noFolderName: return "no folder name given"
      case .notWritten: return "the file was not written"
      case .missingFolder(let folder): return "the folder \(folder) does not exist"
      case .system(let reason): return reason
      }
    }
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

  public var description: String { "cannot write \(path): \(reason)" }
}
