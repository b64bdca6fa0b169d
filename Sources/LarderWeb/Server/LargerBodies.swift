/// The routes whose requests may send more than `HTTPServer.Limits.body`, as the app
/// declares them: the server applies them and knows no route of its own.
public struct LargerBodies: Sendable, Equatable {
  /// The paths that take a `multipart/form-data` upload (which the server parses into
  /// `Request.parts`), each with the most bytes its body may have.
  public var uploads: [String: Int]
  /// The paths whose forms are larger than `Limits.body`, each with the most bytes.
  public var forms: [String: Int]

  /// Creates the declaration; none by default.
  public init(uploads: [String: Int] = [:], forms: [String: Int] = [:]) {
    self.uploads = uploads
    self.forms = forms
  }

  /// Whether a request to `path` of content type `type` is an upload to parse into parts.
  public func isUpload(path: String, type: String) -> Bool {
    uploads[path] != nil && type.lowercased().hasPrefix("multipart/form-data")
  }

  /// The most bytes a request to `path` of content type `type` may send: an upload's, a
  /// larger form's, else `otherwise`.
  public func limit(path: String, type: String, otherwise: Int) -> Int {
    if isUpload(path: path, type: type), let upload = uploads[path] { return upload }
    return forms[path] ?? otherwise
  }
}
