import Testing

@testable import LarderWeb

/// Which client a request comes from, behind the proxies `--trusted-proxy` names.
@Suite struct TrustedProxiesTests {
  let proxies = TrustedProxies(["127.0.0.1", "0:0::1", "10.0.0.2"])

  @Test func theRightMostAddressThatIsNotAProxyIsTheClient() {
    #expect(
      proxies.client(peer: "127.0.0.1", forwardedFor: "198.51.100.9, 203.0.113.5, 10.0.0.2")
        == "203.0.113.5")
  }

  @Test func aHeaderFromAnAddressNotTrustedIsIgnored() {
    #expect(proxies.client(peer: "192.0.2.1", forwardedFor: "203.0.113.5") == "192.0.2.1")
  }

  @Test func aProxyWithoutTheHeaderIsTheClient() {
    #expect(proxies.client(peer: "::1", forwardedFor: nil) == "::1")
  }

  @Test func addressesAreComparedInCanonicalForm() {
    #expect(proxies.addresses == ["127.0.0.1", "::1", "10.0.0.2"])
    #expect(proxies.client(peer: "::1", forwardedFor: "2001:DB8:0::1") == "2001:db8::1")
  }

  @Test func namesAreNotAddresses() {
    #expect(TrustedProxies.canonical("proxy.example") == nil)
    #expect(TrustedProxies.canonical("127.0.0.1:80") == nil)
  }
}
