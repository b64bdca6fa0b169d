import CMicroHTTPD
import LarderErrors
import LarderLoading

/// GnuTLS, loaded when the server is given a certificate and key, to check them as
/// libmicrohttpd will read them; no other command loads it.
/// Its function pointers are immutable and the library is never unloaded, so it is shared.
struct GnuTLS: @unchecked Sendable {
  let allocateCredentials:
    @convention(c) (UnsafeMutablePointer<gnutls_certificate_credentials_t?>?) -> Int32
  let freeCredentials: @convention(c) (gnutls_certificate_credentials_t?) -> Void
  let setKeyPair:
    @convention(c) (
      gnutls_certificate_credentials_t?, UnsafePointer<gnutls_datum_t>?,
      UnsafePointer<gnutls_datum_t>?, gnutls_x509_crt_fmt_t
    ) -> Int32
  let errorText: @convention(c) (Int32) -> UnsafePointer<CChar>?

  /// The library's file name, as Debian's `libgnutls30` installs it (libmicrohttpd's own).
  static let soname = "libgnutls.so.30"

  /// The library, loaded once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try GnuTLS(SharedLibrary(soname)) }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    allocateCredentials = try library.function("gnutls_certificate_allocate_credentials")
    freeCredentials = try library.function("gnutls_certificate_free_credentials")
    setKeyPair = try library.function("gnutls_certificate_set_x509_key_mem")
    errorText = try library.function("gnutls_strerror")
  }
}
