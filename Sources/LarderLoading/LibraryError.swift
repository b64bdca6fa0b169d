/// A C library that a command loads when it needs it, and could not.
public enum LibraryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The library `library` (a soname) is not installed or not loadable; `reason` is the
  /// dynamic loader's words.
  case cannotLoad(library: String, reason: String)
  /// The installed `library` lacks `function`: a version older than Larder needs.
  case missingFunction(library: String, function: String)

  public var description: String {
    switch self {
    case .cannotLoad(let library, let reason):
      "cannot load \(library), which this command needs: \(reason); install the package that provides it"
    case .missingFunction(let library, let function):
      "\(library) has no function \(function): the installed version is older than Larder needs"
    }
  }
}
