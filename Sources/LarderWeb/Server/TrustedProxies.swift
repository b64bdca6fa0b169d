import Foundation

/// The reverse proxies whose `X-Forwarded-For` header is believed (`larder serve
/// --trusted-proxy`), and the client a request comes from.
///
/// A request from a trusted proxy comes from the right-most address of its
/// `X-Forwarded-For` that is not itself a trusted proxy: each proxy appends the address it
/// was reached from, so what is left of that was written by the client and is not believed.
/// A request from any other address comes from that address, whatever its headers say.
public struct TrustedProxies: Sendable {
  /// The proxies' addresses, in canonical form.
  public let addresses: Set<String>

  /// Trusts the proxies at `addresses`, IPv4 or IPv6 addresses such as `127.0.0.1`; any
  /// other text is left out (`canonical` tells them apart).
  public init(_ addresses: [String] = []) {
    self.addresses = Set(addresses.compactMap(Self.canonical))
  }

  /// The client of a request that reached this server from `peer` with the
  /// `X-Forwarded-For` header `forwardedFor`.
  public func client(peer: String, forwardedFor: String?) -> String {
    guard addresses.contains(Self.canonical(peer) ?? peer), let forwardedFor else { return peer }
    let hops = forwardedFor.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    for hop in hops.reversed() {
      let address = Self.canonical(hop) ?? hop
      if !addresses.contains(address) { return address }
    }
    return hops.first.map { Self.canonical($0) ?? $0 } ?? peer
  }

  /// `text` as `inet_ntop` writes it (`::1` for `0:0::1`), or nil when it is not an IPv4
  /// or IPv6 address.
  public static func canonical(_ text: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    var v4 = in_addr()
    if inet_pton(AF_INET, text, &v4) == 1 {
      return inet_ntop(AF_INET, &v4, &buffer, socklen_t(buffer.count)).map { String(cString: $0) }
    }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, text, &v6) == 1 {
      return inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)).map {
        String(cString: $0)
      }
    }
    return nil
  }
}
