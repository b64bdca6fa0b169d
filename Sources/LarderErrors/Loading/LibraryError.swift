/// A C library that a command loads when it needs it, and could not.
public enum LibraryError: Error, Hashable, Sendable {
  /// The library `library` (a soname) is not installed or not loadable; `reason` is the
  /// dynamic loader's words.
  case cannotLoad(library: String, reason: String)
  /// The installed `library` lacks `function`: a version older than Larder needs.
  case missingFunction(library: String, function: String)
  /// The library `library` is not installed or not loadable, and Debian's `package`
  /// installs it; `reason` is the dynamic loader's words.
  case notInstalled(library: String, package: String, reason: String)

}
