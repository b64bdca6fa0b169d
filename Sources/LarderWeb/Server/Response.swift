import LarderReports

/// An HTTP response: a status, headers and a body. `HTTPServer` adds the security headers
/// (`SecurityHeaders`) to every one.
public struct Response: Sendable {
  /// The status code.
  public var status: Int
  /// The headers, in order.
  public var headers: [(String, String)]
  /// The body's bytes.
  public var body: [UInt8]

  /// Creates a response.
  public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// An HTML page.
  public static func html(_ page: HTML, status: Int = 200) -> Response {
    Response(
      status: status,
      headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
      body: Array(page.text.utf8))
  }

  /// A redirect to `location` after a POST: 303 See Other, so the browser GETs it.
  public static func seeOther(_ location: String) -> Response {
    Response(status: 303, headers: [("Location", location), ("Cache-Control", "no-store")])
  }

  /// A file to download as `filename`.
  public static func download(_ bytes: [UInt8], type: String, filename: String) -> Response {
    Response(
      status: 200,
      headers: [
        ("Content-Type", type), ("Content-Disposition", "attachment; filename=\"\(filename)\""),
        ("Cache-Control", "no-store"),
      ], body: bytes)
  }

  /// The value of the first header called `name` (ignoring case).
  public func header(_ name: String) -> String? {
    headers.first { $0.0.lowercased() == name.lowercased() }?.1
  }
}
