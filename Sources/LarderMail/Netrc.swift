import Foundation

/// A `.netrc` file: the logins it holds, by machine, as `SMTPSender` looks them up.
///
/// Read as libcurl reads one: tokens separated by white space; `machine NAME` or `default`
/// starts an entry, which `login`, `password` and `account` tokens fill; `macdef NAME`
/// skips the rest of its line and the lines after it up to an empty one; a token that
/// starts with `#` ends the line (a comment); a token in double quotes may hold spaces and
/// the escapes `\"`, `\\`, `\n`, `\r` and `\t`.
public struct Netrc: Sendable, Hashable {
  /// One entry: a machine's login, or the `default` one (`machine` nil).
  public struct Entry: Sendable, Hashable {
    /// The machine it is for, or nil for `default`, which is for any machine.
    public var machine: String?
    /// The user name, if given.
    public var login: String?
    /// The password, if given.
    public var password: String?
  }

  /// The entries, in the file's order.
  public var entries: [Entry]

  /// The entries of the text of a `.netrc` file.
  public init(text: String) {
    var entries: [Entry] = []
    var tokens = Netrc.tokens(text)[...]
    while let token = tokens.popFirst() {
      switch token.lowercased() {
      case "machine":
        entries.append(Entry(machine: tokens.popFirst()))
      case "default":
        entries.append(Entry(machine: nil))
      case "login":
        let value = tokens.popFirst()
        if !entries.isEmpty { entries[entries.count - 1].login = value }
      case "password":
        let value = tokens.popFirst()
        if !entries.isEmpty { entries[entries.count - 1].password = value }
      case "account":
        _ = tokens.popFirst()
      default:
        break
      }
    }
    self.entries = entries
  }

  /// The first entry for `host` (its name in any case) or the `default` one, whichever
  /// comes first; with `user`, the first such entry whose login is `user`.
  public func entry(host: String, user: String? = nil) -> Entry? {
    entries.first { entry in
      let forHost = entry.machine.map { $0.lowercased() == host.lowercased() } ?? true
      return forHost && (user == nil || entry.login == user)
    }
  }

  /// The file libcurl would read: `.netrc` in `$HOME`, else in the home folder of the
  /// user running the program; nil when there is neither.
  public static func path(environment: [String: String]) -> String? {
    if let home = environment["HOME"], !home.isEmpty { return home + "/.netrc" }
    guard let user = getpwuid(geteuid()), let home = user.pointee.pw_dir else { return nil }
    return String(cString: home) + "/.netrc"
  }

  /// The file at `path`, or nil when it cannot be read (there is none, say): it then holds
  /// no login.
  public static func read(path: String) -> Netrc? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return Netrc(text: String(decoding: data, as: UTF8.self))
  }

  /// The tokens of `text`, without comments and macro definitions.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var inMacro = false
    // "\r\n" is one Character: split on it as on "\n".
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for line in lines {
      if inMacro {
        // A macro's lines end at an empty one.
        if line.isEmpty || line == "\r" { inMacro = false }
        continue
      }
      var rest = line[...]
      while true {
        rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = rest.first, first != "#" else { break }
        var token = ""
        if first == "\"" {
          rest = rest.dropFirst()
          while let character = rest.popFirst(), character != "\"" {
            guard character == "\\", let escaped = rest.popFirst() else {
              token.append(character)
              continue
            }
            switch escaped {
            case "n": token.append("\n")
            case "r": token.append("\r")
            case "t": token.append("\t")
            default: token.append(escaped)
            }
          }
        } else {
          let end = rest.firstIndex { $0 == " " || $0 == "\t" || $0 == "\r" } ?? rest.endIndex
          token = String(rest[..<end])
          rest = rest[end...]
        }
        if token.lowercased() == "macdef" {
          inMacro = true
          break
        }
        tokens.append(token)
      }
    }
    return tokens
  }
}
