/// What the server takes of a request as it arrives, before anyone answers it: a target
/// over `Limits.target` bytes is refused `414`, headers over `Limits.headers` bytes `431`,
/// and a body over its limit `413` (`Limits.body`, or the larger one the app declared for
/// the path, `LargerBodies`), whether its `Content-Length` says so or its bytes show it.
struct RequestIntake: Sendable {
  let limits: HTTPServer.Limits
  let largerBodies: LargerBodies

  /// 414, 431 or 413 when the target, the headers or the declared body are over the
  /// limits, else nil: `query` and `headers` as libmicrohttpd decoded them (headers by
  /// their names as sent).
  func refusal(path: String, query: [String: String], headers: [String: String]) -> Int? {
    let target = query.reduce(path.utf8.count) {
      $0 + $1.key.utf8.count + $1.value.utf8.count + 2
    }
    if target > limits.target { return 414 }
    if headers.reduce(0, { $0 + $1.key.utf8.count + $1.value.utf8.count + 4 }) > limits.headers {
      return 431
    }
    let type = headers.first { $0.key.lowercased() == "content-type" }?.value ?? ""
    if let length = headers.first(where: { $0.key.lowercased() == "content-length" })
      .flatMap({ Int($0.value) }), length > bodyLimit(path: path, type: type)
    {
      return 413
    }
    return nil
  }

  /// The most bytes of body a request to `path` of content type `type` may send.
  func bodyLimit(path: String, type: String) -> Int {
    largerBodies.limit(path: path, type: type, otherwise: limits.body)
  }

  /// Whether the body of a `method` request to `path` of content type `type` is parsed
  /// into parts (a POST to a path that takes an upload).
  func isUpload(method: String, path: String, type: String) -> Bool {
    method == "POST" && largerBodies.isUpload(path: path, type: type)
  }
}
