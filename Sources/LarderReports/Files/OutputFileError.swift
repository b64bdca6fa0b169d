/// A file that could not be written, with the system's reason.
public struct OutputFileError: Error, Sendable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// `strerror` of the failure, e.g. "No space left on device".
  public var reason: String

  public var description: String { "cannot write \(path): \(reason)" }
}
