import CMicroHTTPD
import LarderErrors
import Testing

@testable import LarderWeb

/// TLS setup (`TLSSetup`), in-process: GnuTLS checks the certificate and key before the
/// daemon starts, and a pair it refuses is told by its error code, not by libmicrohttpd's
/// log. `WebTLSTests` serves HTTPS with a pair openssl makes.
@Suite struct TLSSetupTests {
  // A self-signed P-256 certificate and its key, and another key, made by openssl for
  // these tests only.
  static let certificate = """
    -----BEGIN CERTIFICATE-----
    MIIBhjCCAS2gAwIBAgIUKLQDVYQkSjN9BKPsrhqw/yGHjHgwCgYIKoZIzj0EAwIw
    GDEWMBQGA1UEAwwNbGFyZGVyIHRlc3QgYTAgFw0yNjEyMDcwMDIxMDhaGA8yMTI2
    MTExMzAwMjEwOFowGDEWMBQGA1UEAwwNbGFyZGVyIHRlc3QgYTBZMBMGByqGSM49
    AgEGCCqGSM49AwEHA0IABNXCZJsMMc58VEHrwLdb2/0fJPJILNpWpTauNGKqP0pe
    SnEQIgonPHnzurdItq+bcQrcp6B6tMLXlHgcRQvIvtKjUzBRMB0GA1UdDgQWBBR7
    pIwy2PD19s3cMskwm4GyyPWOdDAfBgNVHSMEGDAWgBR7pIwy2PD19s3cMskwm4Gy
    yPWOdDAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0cAMEQCIDYcKsDyXFzW
    AJvh63IwU9OGw3AA57Wtv/O9VKVbCtrAAiBbk1xTnWfWpSC7fsJhCNrIdfU8c+Eb
    sy+05BEjTkW6/A==
    -----END CERTIFICATE-----
    """
  static let key = """
    -----BEGIN PRIVATE KEY-----
    MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgRK6/x1XhcQeRlLcA
    DXFO0qK2DkXGbKlCe/DBSZpv5tmhRANCAATVwmSbDDHOfFRB68C3W9v9HyTySCza
    VqU2rjRiqj9KXkpxECIKJzx587q3SLavm3EK3KegerTC15R4HEULyL7S
    -----END PRIVATE KEY-----
    """
  static let otherKey = """
    -----BEGIN PRIVATE KEY-----
    MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgxyw1xRGvLtj8VUF9
    zsbExhRQ2w3FYbJXbgo8dJm+5dmhRANCAASVbum4UI5JUqoz8ZPKFW5zRv9WuL9p
    G1CtV5MeAI21k1zGQcZeplecBaiadGHB68UdMWkuTN/yAdQyyPvB7ES1
    -----END PRIVATE KEY-----
    """

  static func refusal(_ certificate: String, _ key: String) throws -> Int32? {
    TLSSetup.refusal(certificate: certificate, key: key, try GnuTLS.shared.get())
  }

  @Test func aMatchingPairIsTaken() throws {
    #expect(try Self.refusal(Self.certificate, Self.key) == nil)
    let setup = try TLSSetup(certificate: Self.certificate, key: Self.key)
    #expect(setup.certificate == Self.certificate)
  }

  @Test func aKeyOfAnotherCertificateIsRefusedByItsCode() throws {
    #expect(try Self.refusal(Self.certificate, Self.otherKey) == GNUTLS_E_CERTIFICATE_KEY_MISMATCH)
    #expect(throws: WebError.badTLSFiles(reason: "The certificate and the given key do not match"))
    {
      try TLSSetup(certificate: Self.certificate, key: Self.otherKey)
    }
  }

  @Test func filesThatAreNotPEMAreRefused() throws {
    let garbage = "this is not a certificate\n"
    for (certificate, key) in [
      (garbage, Self.key), (Self.certificate, garbage), (Self.key, Self.certificate), ("", ""),
    ] {
      let code = try Self.refusal(certificate, key)
      #expect(code.map { $0 < 0 } == true, "\(certificate.prefix(30)) \(key.prefix(30))")
      #expect(code != GNUTLS_E_CERTIFICATE_KEY_MISMATCH)
    }
    #expect(throws: WebError.self) { try TLSSetup(certificate: garbage, key: Self.key) }
  }

  @Test func thePrioritiesSpeakOnlyTLS12And13WithAEADCiphers() {
    #expect(TLSSetup.priorities.hasPrefix("SECURE:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2:"))
    #expect(TLSSetup.priorities.contains("-CIPHER-ALL") && TLSSetup.priorities.contains("+AEAD"))
  }
}
