import CCurl
import LarderErrors

/// One HTTP POST with libcurl, for webhooks: `http://` and `https://` only, no redirect
/// followed, no `.netrc`, and the answer's body read and dropped. A status of any kind is an answer; only a transfer that got
/// none (refused, unreachable, timed out, a bad certificate) is a failure.
public enum HTTPPost {
  /// What became of a post.
  public enum Outcome: Sendable, Hashable {
    /// The receiver answered with this HTTP status.
    case answered(status: Int)
    /// No answer: libcurl's reason, in English.
    case failed(reason: String)
  }

  /// Whether `url` is one `send` posts to: `http://` or `https://` with a host, the scheme
  /// in any case, and no `user:password@` (which would be kept with each event in the
  /// household's file and its backups).
  public static func acceptsURL(_ url: String) -> Bool {
    let lower = url.lowercased()
    for scheme in ["http://", "https://"] where lower.hasPrefix(scheme) {
      let rest = lower.dropFirst(scheme.count)
      let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
      return !host.isEmpty && !host.contains("@")
        && !url.contains(where: { $0.isWhitespace || $0.asciiValue == 127 })
        && url.unicodeScalars.allSatisfy { $0.value >= 0x20 }
    }
    return false
  }

  /// Loads libcurl, so that a server that will post finds out at start that it cannot.
  ///
  /// - Throws: `LibraryError` when libcurl cannot be loaded.
  public static func prepare() throws(LibraryError) {
    _ = try Curl.shared.get()
  }

  /// Posts `body` to `url` with `headers` (name and value pairs), giving up after
  /// `timeout` seconds (10 to connect).
  public static func send(
    _ body: [UInt8], to url: String, headers: [(String, String)], timeout: Int = 15
  ) -> Outcome {
    guard acceptsURL(url) else { return .failed(reason: "not an http:// or https:// URL") }
    let curl: Curl
    do { curl = try Curl.shared.get() } catch {
      return .failed(reason: "cannot load \(Curl.soname)")
    }
    guard let handle = curl.easyInit() else { return .failed(reason: "libcurl did not start") }
    defer { curl.easyCleanup(handle) }
    var list: UnsafeMutablePointer<curl_slist>?
    // No "Expect: 100-continue" wait before a larger body.
    for (name, value) in headers + [("Expect", "")] {
      list = curl.slistAppend(list, "\(name): \(value)")
    }
    defer { curl.slistFreeAll(list) }
    var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    let protocols = "http,https"
    // An empty body still needs an address: a null one tells libcurl to call a read function.
    let sent = body.isEmpty ? [0] : body
    let status = sent.withUnsafeBufferPointer { bytes in
      errorBuffer.withUnsafeMutableBufferPointer { errors -> CURLcode in
        let set = curl.setopt
        let refused = [
          larder_curl_set_string(set, handle, CURLOPT_PROTOCOLS_STR, protocols),
          larder_curl_set_string(set, handle, CURLOPT_REDIR_PROTOCOLS_STR, protocols),
          larder_curl_set_long(set, handle, CURLOPT_FOLLOWLOCATION, 0),
          larder_curl_set_long(set, handle, CURLOPT_NETRC, Int(CURL_NETRC_IGNORED.rawValue)),
          larder_curl_set_long(set, handle, CURLOPT_NOSIGNAL, 1),
        ].first { $0 != CURLE_OK }
        if let refused { return refused }
        _ = larder_curl_set_string(set, handle, CURLOPT_URL, url)
        _ = larder_curl_set_long(set, handle, CURLOPT_POST, 1)
        _ = larder_curl_set_pointer(
          set, handle, CURLOPT_POSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
        _ = larder_curl_set_long(set, handle, CURLOPT_POSTFIELDSIZE, body.count)
        _ = larder_curl_set_pointer(set, handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(list))
        _ = larder_curl_set_write_function(set, handle, dropAnswer)
        _ = larder_curl_set_long(set, handle, CURLOPT_CONNECTTIMEOUT, 10)
        _ = larder_curl_set_long(set, handle, CURLOPT_TIMEOUT, max(timeout, 1))
        _ = larder_curl_set_pointer(
          set, handle, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errors.baseAddress))
        return curl.easyPerform(handle)
      }
    }
    guard status == CURLE_OK else {
      let detail = String(
        decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return .failed(
        reason: detail.isEmpty
          ? curl.easyStrerror(status).map { String(cString: $0) } ?? "\(status)" : detail)
    }
    var code = 0
    guard larder_curl_get_long(curl.getinfo, handle, CURLINFO_RESPONSE_CODE, &code) == CURLE_OK,
      code > 0
    else { return .failed(reason: "no HTTP status") }
    return .answered(status: code)
  }
}

/// libcurl hands over the answer's body: taken and dropped.
private func dropAnswer(
  _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ context: UnsafeMutableRawPointer?
) -> Int {
  size * count
}
