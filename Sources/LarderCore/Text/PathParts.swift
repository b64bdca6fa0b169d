/// The parts of a file path, split on its last `/`, without Foundation's path methods
/// (whose `NSString` bridge traps on some short paths on Linux).
public enum PathParts {
  /// The folder part of `path`: `a/b` for `a/b/c`, `/` for `/c`, empty for `c`.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last part of `path`: `c` for `a/b/c` and for `c`.
  public static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
