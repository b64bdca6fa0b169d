/// The headers every response carries, pages, files and errors alike.
///
/// - `Content-Security-Policy`: only this server's own style sheet, script and images; no
///   inline script, no framing, forms post only here.
/// - `X-Content-Type-Options: nosniff`: the declared type is the type.
/// - `Referrer-Policy: same-origin`: no address (such as a calendar token) leaks to another
///   site.
public enum SecurityHeaders {
  /// The headers, in order.
  public static let all: [(String, String)] = [
    (
      "Content-Security-Policy",
      "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; "
        + "object-src 'none'"
    ),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "same-origin"),
    ("X-Frame-Options", "DENY"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
  ]

  /// What the server adds to every response, before the response's own headers: `all`,
  /// and over HTTPS `HTTPServer.strictTransportSecurity` too.
  public static func sent(tls: Bool) -> [(String, String)] {
    all + (tls ? [HTTPServer.strictTransportSecurity] : [])
  }
}
