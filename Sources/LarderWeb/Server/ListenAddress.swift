import Foundation
import LarderErrors

/// Where the server listens: an IPv4 or IPv6 address and a port, as `127.0.0.1:8080`,
/// `0.0.0.0:8080` or `[::1]:8080`.
public struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
  /// The address as given, without brackets.
  public let host: String
  /// The port, 1 to 65535.
  public let port: UInt16
  /// Whether it is IPv6.
  public let isIPv6: Bool

  /// The default, `127.0.0.1:8080`.
  public static let standard = ListenAddress(host: "127.0.0.1", port: 8080, isIPv6: false)

  private init(host: String, port: UInt16, isIPv6: Bool) {
    self.host = host
    self.port = port
    self.isIPv6 = isIPv6
  }

  /// Reads `ADDR:PORT`.
  ///
  /// - Throws: `WebError.badListenAddress` saying what is wrong.
  public init(parsing text: String) throws(WebError) {
    let host: Substring
    let portText: Substring
    if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
      host = text[text.index(after: text.startIndex)..<close]
      let rest = text[text.index(after: close)...]
      guard rest.hasPrefix(":") else {
        throw .badListenAddress(text, .expectedBracketed)
      }
      portText = rest.dropFirst()
    } else {
      guard let colon = text.lastIndex(of: ":") else {
        throw .badListenAddress(text, .expectedPlain)
      }
      host = text[..<colon]
      portText = text[text.index(after: colon)...]
    }
    guard let port = UInt16(portText), port > 0 else {
      throw .badListenAddress(text, .badPort)
    }
    var v4 = in_addr()
    var v6 = in6_addr()
    if inet_pton(AF_INET, String(host), &v4) == 1 {
      self.init(host: String(host), port: port, isIPv6: false)
    } else if inet_pton(AF_INET6, String(host), &v6) == 1 {
      self.init(host: String(host), port: port, isIPv6: true)
    } else {
      throw .badListenAddress(text, .notAnAddress(String(host)))
    }
  }

  /// Whether only this machine can reach it: 127.0.0.0/8 or ::1.
  public var isLoopback: Bool {
    if isIPv6 {
      var address = in6_addr()
      guard inet_pton(AF_INET6, host, &address) == 1 else { return false }
      return withUnsafeBytes(of: &address) { bytes in
        bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1
      }
    }
    return host.hasPrefix("127.")
  }

  /// `http://127.0.0.1:8080` (or `https://`).
  public func url(tls: Bool) -> String {
    (tls ? "https://" : "http://") + (isIPv6 ? "[\(host)]" : host) + ":\(port)"
  }

  public var description: String { (isIPv6 ? "[\(host)]" : host) + ":\(port)" }

  /// Calls `body` with the socket address to bind.
  func withSocketAddress<T>(_ body: (UnsafePointer<sockaddr>) -> T) -> T {
    if isIPv6 {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = port.bigEndian
      _ = inet_pton(AF_INET6, host, &address.sin6_addr)
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    _ = inet_pton(AF_INET, host, &address.sin_addr)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
    }
  }
}
