import LarderErrors
import Testing

@testable import LarderWeb

/// The listen address, the host check and form bodies, in-process.
@Suite struct ServerInputTests {
  @Test func listenAddressesAreReadAndLoopbackIsKnown() throws {
    #expect(try ListenAddress(parsing: "127.0.0.1:8080").isLoopback)
    #expect(try ListenAddress(parsing: "[::1]:8080").isLoopback)
    #expect(try !ListenAddress(parsing: "0.0.0.0:8080").isLoopback)
    #expect(try !ListenAddress(parsing: "192.168.1.2:80").isLoopback)
    #expect(throws: WebError.self) { try ListenAddress(parsing: "localhost:8080") }
    #expect(throws: WebError.self) { try ListenAddress(parsing: "127.0.0.1:0") }
  }

  @Test func onlyLoopbackHostNamesPassWithoutAPassword() {
    #expect(WebApp.isLoopbackHost("127.0.0.1:8080"))
    #expect(WebApp.isLoopbackHost("localhost"))
    #expect(WebApp.isLoopbackHost("[::1]:8080"))
    #expect(!WebApp.isLoopbackHost("evil.example"))
    #expect(!WebApp.isLoopbackHost("127.0.0.1.evil.example"))
  }

  @Test func formBodiesAreDecoded() {
    let fields = FormDecoding.fields(Array("name=Cr%C3%A8me+fra%C3%AEche&quantity=2&x=%zz".utf8))
    #expect(fields["name"] == "Crème fraîche")
    #expect(fields["quantity"] == "2")
    #expect(fields["x"] == nil)
  }
}
