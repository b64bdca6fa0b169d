/// An HTTP request as the pages see it: libmicrohttpd has parsed it, and its body, if any,
/// has been read whole (up to `HTTPServer.Limits.body`, or what the app declared for its
/// path: `LargerBodies`).
public struct Request: Sendable {
  /// `GET`, `POST`, `HEAD`, … as sent.
  public var method: String
  /// The path, percent-decoded, without the query.
  public var path: String
  /// The query's arguments, decoded; the last of a repeated name wins.
  public var query: [String: String]
  /// The headers, by lower-case name.
  public var headers: [String: String]
  /// The cookies sent.
  public var cookies: [String: String]
  /// The body's bytes; empty for a `multipart/form-data` body, which is in `parts`.
  public var body: [UInt8]
  /// The parts of a `multipart/form-data` body, by field name (the last of a repeated name).
  public var parts: [String: FormPart]
  /// The client's address, such as `127.0.0.1` or `::1`: the connection's, or the one a
  /// trusted proxy forwarded for (`TrustedProxies`).
  public var client: String

  /// Creates a request.
  public init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
    cookies: [String: String] = [:], body: [UInt8] = [], parts: [String: FormPart] = [:],
    client: String = "127.0.0.1"
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.cookies = cookies
    self.body = body
    self.parts = parts
    self.client = client
  }

  /// The form fields of a POST body sent as `application/x-www-form-urlencoded`, or the
  /// plain fields (not the files) of a `multipart/form-data` one; empty for any other body.
  public var form: [String: String] {
    let type = headers["content-type"]?.lowercased() ?? ""
    if type.hasPrefix("multipart/form-data") {
      return parts.filter { $0.value.filename == nil }.compactMapValues {
        String(validating: $0.data, as: UTF8.self)
      }
    }
    guard type.hasPrefix("application/x-www-form-urlencoded") else { return [:] }
    return FormDecoding.fields(body)
  }
}
