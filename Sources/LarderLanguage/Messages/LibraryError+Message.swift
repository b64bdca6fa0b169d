import LarderErrors

extension LibraryError: LocalizedMessage {
  /// The library a command needs and could not load, in the language of `l`; the dynamic
  /// loader's reason as it words it.
  public func message(_ l: Localization) -> String {
    switch self {
    case .cannotLoad(let library, let reason):
      l.tr(
        "cannot load {library}, which this command needs: {reason}; install the package that provides it",
        ["library": library, "reason": reason])
    case .notInstalled(let library, let package, let reason):
      l.tr(
        "cannot load {library}, which this command needs ({reason}); install Debian's {package}",
        ["library": library, "package": package, "reason": reason])
    case .missingFunction(let library, let function):
      l.tr(
        "{library} has no function {function}: the installed version is older than Larder needs",
        ["library": library, "function": function])
    }
  }
}
