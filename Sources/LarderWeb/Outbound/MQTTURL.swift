import Foundation

/// A broker's address as `--mqtt` gives it: `mqtt://HOST[:PORT]`, or `mqtts://` for TLS,
/// with an optional user name (`mqtt://larder@HOST`) whose password `.netrc` holds.
public struct MQTTURL: Sendable, Hashable, CustomStringConvertible {
  /// The host, without brackets around an IPv6 address.
  public var host: String
  /// The port: the URL's, else 1883 (8883 with TLS).
  public var port: Int
  /// Whether the link uses TLS (`mqtts://`).
  public var tls: Bool
  /// The user name the URL carries, percent-decoded; nil when it has none.
  public var user: String?

  /// The port of `mqtt://` when none is given.
  public static let plainPort = 1883
  /// The port of `mqtts://` when none is given.
  public static let tlsPort = 8883

  /// Why a text is no broker URL.
  public enum Problem: Error, Sendable, Hashable {
    /// Not `mqtt://` or `mqtts://`.
    case scheme
    /// No host.
    case host
    /// A port that is not 1 to 65535.
    case port
    /// A password in the URL (it belongs in `.netrc`).
    case password
    /// A path, query or fragment after the address.
    case path
  }

  /// The URL `text`, or the problem with it.
  public static func parse(_ text: String) -> Result<MQTTURL, Problem> {
    guard let separator = text.range(of: "://") else { return .failure(.scheme) }
    let tls: Bool
    switch text[..<separator.lowerBound].lowercased() {
    case "mqtt": tls = false
    case "mqtts": tls = true
    default: return .failure(.scheme)
    }
    var authority = text[separator.upperBound...]
    if authority.hasSuffix("/") { authority = authority.dropLast() }
    guard !authority.contains(where: { "/?#".contains($0) }) else {
      return .failure(.path)
    }
    var user: String?
    if let at = authority.lastIndex(of: "@") {
      let login = authority[..<at]
      guard !login.contains(":") else { return .failure(.password) }
      user = login.isEmpty ? nil : (String(login).removingPercentEncoding ?? String(login))
      authority = authority[authority.index(after: at)...]
    }
    let host: Substring
    var portText: Substring?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else {
        return .failure(.host)
      }
      host = authority[authority.index(after: authority.startIndex)..<close]
      let rest = authority[authority.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { return .failure(.host) }
        portText = rest.dropFirst()
      }
    } else {
      let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count <= 2 else { return .failure(.host) }
      host = parts[0]
      portText = parts.count == 2 ? parts[1] : nil
    }
    guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || $0 == "@" }) else {
      return .failure(.host)
    }
    var port = tls ? tlsPort : plainPort
    if let portText {
      guard portText.allSatisfy(\.isASCII), let number = Int(portText),
        (1...65_535).contains(number)
      else { return .failure(.port) }
      port = number
    }
    return .success(MQTTURL(host: String(host), port: port, tls: tls, user: user))
  }

  /// The URL as it is shown in a log line: without the user name.
  public var description: String {
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return "\(tls ? "mqtts" : "mqtt")://\(shownHost):\(port)"
  }
}
