import Testing

@testable import LarderWeb

/// The headers `HTTPServer` adds to every response (`SecurityHeaders.sent`), beside those
/// `WebApp.respond` gives, in-process. `WebServerTests` reads them off real responses.
@Suite struct SecurityHeaderTests {
  static func names(_ headers: [(String, String)]) -> Set<String> {
    Set(headers.map { $0.0.lowercased() })
  }

  static func value(_ name: String, tls: Bool = false) -> String? {
    SecurityHeaders.sent(tls: tls).first { $0.0 == name }?.1
  }

  @Test func thePolicyAllowsOnlyThisServersFilesAndNoFraming() {
    let policy = Self.value("Content-Security-Policy") ?? ""
    #expect(policy.contains("default-src 'self'"))
    #expect(policy.contains("frame-ancestors 'none'"))
    #expect(policy.contains("form-action 'self'"))
    #expect(Self.value("X-Frame-Options") == "DENY")
  }

  @Test func theDeclaredTypeIsTheTypeAndNoAddressLeaks() {
    #expect(Self.value("X-Content-Type-Options") == "nosniff")
    #expect(Self.value("Referrer-Policy") == "same-origin")
  }

  @Test func onlyOverHTTPSBrowsersAreToldToKeepToIt() {
    #expect(Self.value("Strict-Transport-Security") == nil)
    #expect(Self.value("Strict-Transport-Security", tls: true) == "max-age=31536000")
  }

  @Test func noPageSetsOneOfThemItself() throws {
    let web = try InProcessWeb()
    web.enter()
    let sent = Self.names(SecurityHeaders.sent(tls: true))
    for path in ["/", "/add", "/expiring", "/restock", "/spending", "/downloads", "/nowhere"] {
      #expect(Self.names(web.get(path).headers).isDisjoint(with: sent), "\(path)")
    }
  }
}
