import Foundation

/// What `SMTPSender` makes of a server's URL: its scheme, and how to name it in a message.
enum SMTPURL {
  /// The schemes libcurl may use, as its `CURLOPT_PROTOCOLS_STR` list.
  static let protocols = "smtp,smtps"

  /// The URL's scheme in lower case (`smtp` for `SMTP://host`), or nil when it has none.
  ///
  /// Only the ASCII letters, digits, `+`, `-` and `.` of RFC 3986 count, so no other
  /// character can lower-case its way into an allowed scheme.
  static func scheme(of url: String) -> String? {
    guard let separator = url.range(of: "://") else { return nil }
    let scheme = url[..<separator.lowerBound]
    let allowed = scheme.utf8.allSatisfy { byte in
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
    }
    guard allowed, !scheme.isEmpty else { return nil }
    return scheme.lowercased()
  }

  /// Whether `url` is `smtp://…` or `smtps://…`, in any case.
  static func isSMTP(_ url: String) -> Bool {
    guard let scheme = scheme(of: url) else { return false }
    return scheme == "smtp" || scheme == "smtps"
  }

  /// Whether the URL carries a password (`smtp://user:secret@host`).
  static func hasPassword(_ url: String) -> Bool {
    redacted(url) != url && authority(of: url).prefix { $0 != "@" }.contains(":")
  }

  /// The host the URL names, without brackets around an IPv6 address: `127.0.0.1` for
  /// `smtp://me@127.0.0.1:25`.
  static func host(of url: String) -> String {
    let authority = authority(of: url)
    let hostAndPort = authority[
      (authority.lastIndex(of: "@").map(authority.index(after:)) ?? authority.startIndex)...]
    if hostAndPort.hasPrefix("[") {
      return String(hostAndPort.dropFirst().prefix { $0 != "]" })
    }
    return String(hostAndPort.prefix { $0 != ":" })
  }

  /// The user name the URL carries (`me` for `smtp://me@host`), percent-decoded as libcurl
  /// decodes it, or nil when it has none.
  static func user(of url: String) -> String? {
    let authority = authority(of: url)
    guard let at = authority.lastIndex(of: "@") else { return nil }
    let user = authority[..<at].prefix { $0 != ":" }
    guard !user.isEmpty else { return nil }
    return String(user).removingPercentEncoding ?? String(user)
  }

  /// The part between `://` and the path: `user:password@host:port`.
  private static func authority(of url: String) -> Substring {
    guard let separator = url.range(of: "://") else { return "" }
    let rest = url[separator.upperBound...]
    return rest[..<(rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex)]
  }

  /// The URL without any `user:password@` in it, to show in a message.
  static func redacted(_ url: String) -> String {
    guard let separator = url.range(of: "://") else { return url }
    let rest = url[separator.upperBound...]
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return url }
    return String(url[..<separator.upperBound]) + String(rest[rest.index(after: at)...])
  }
}
