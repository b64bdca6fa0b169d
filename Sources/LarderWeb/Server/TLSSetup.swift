import CMicroHTTPD
import LarderErrors

/// HTTPS for the server: a PEM certificate and its key, checked by GnuTLS before the daemon
/// starts, and what the daemon speaks with them.
///
/// GnuTLS reads the pair as libmicrohttpd will (`gnutls_certificate_set_x509_key_mem`,
/// PEM), so a pair it refuses is told by GnuTLS's own error code and words
/// (`GNUTLS_E_CERTIFICATE_KEY_MISMATCH`: "The certificate and the given key do not
/// match"), never by reading libmicrohttpd's log.
struct TLSSetup: Sendable {
  /// The PEM certificate.
  let certificate: String
  /// The PEM private key that matches it.
  let key: String

  /// The GnuTLS priorities of the TLS mode: TLS 1.3 and 1.2 only, AEAD ciphers (AES-GCM,
  /// ChaCha20-Poly1305) with forward-secret key exchange, no CBC, no SHA-1 signatures.
  static let priorities =
    "SECURE:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2:-CIPHER-ALL:+AES-256-GCM:+CHACHA20-POLY1305:"
    + "+AES-128-GCM:-MAC-ALL:+AEAD:-KX-ALL:+ECDHE-ECDSA:+ECDHE-RSA:+DHE-RSA:-SIGN-RSA-SHA1:"
    + "-SIGN-ECDSA-SHA1:-SIGN-DSA-SHA1:%SERVER_PRECEDENCE"

  /// Takes `certificate` and `key` once GnuTLS has accepted them as a pair.
  ///
  /// - Throws: `WebError.badTLSFiles` with GnuTLS's words for its error code, or
  ///   `.notLoaded` when GnuTLS cannot be loaded.
  init(certificate: String, key: String) throws(WebError) {
    let gnutls: GnuTLS
    do { gnutls = try GnuTLS.shared.get() } catch { throw .notLoaded(error) }
    if let code = Self.refusal(certificate: certificate, key: key, gnutls) {
      let words = gnutls.errorText(code).map { String(cString: $0) } ?? "GnuTLS error \(code)"
      throw .badTLSFiles(reason: words.trimmingSuffix("."))
    }
    self.certificate = certificate
    self.key = key
  }

  /// GnuTLS's error code for the pair (`GNUTLS_E_…`, negative), or nil when it takes it.
  static func refusal(certificate: String, key: String, _ gnutls: GnuTLS) -> Int32? {
    var credentials: gnutls_certificate_credentials_t?
    let allocated = gnutls.allocateCredentials(&credentials)
    guard allocated >= 0 else { return allocated }
    defer { gnutls.freeCredentials(credentials) }
    var certificateBytes = Array(certificate.utf8)
    var keyBytes = Array(key.utf8)
    let code = certificateBytes.withUnsafeMutableBufferPointer { certificate in
      keyBytes.withUnsafeMutableBufferPointer { key in
        var certificateDatum = gnutls_datum_t(
          data: certificate.baseAddress, size: UInt32(clamping: certificate.count))
        var keyDatum = gnutls_datum_t(data: key.baseAddress, size: UInt32(clamping: key.count))
        return gnutls.setKeyPair(credentials, &certificateDatum, &keyDatum, GNUTLS_X509_FMT_PEM)
      }
    }
    return code < 0 ? code : nil
  }
}

extension String {
  /// The string without one trailing `suffix`.
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
