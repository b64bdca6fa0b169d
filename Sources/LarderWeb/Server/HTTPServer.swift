import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP server on GNU libmicrohttpd: a pool of threads, each polling many connections,
/// with limits on connections, time and memory; it hands each complete request to
/// `handler` and sends back its response with the security headers.
///
/// libmicrohttpd parses the request line and headers and decodes the query. A target
/// (path and query) over `Limits.target` bytes is answered `414`, headers over
/// `Limits.headers` bytes `431`, and a body over `Limits.body` bytes `413`, each with
/// `tooLarge` and so with the security headers. Only what does not fit in
/// `Limits.connectionMemory` at all, or cannot be parsed, gets libmicrohttpd's own bare
/// 400, 414 or 431 answer: libmicrohttpd 0.9 offers no way to add headers to those. A request must
/// arrive whole within `Limits.requestTimeout` seconds (`RequestDeadlines`).
public final class HTTPServer: @unchecked Sendable {
  /// The limits a client cannot go beyond.
  public struct Limits: Sendable {
    /// The largest body read, in bytes.
    public var body = 64 * 1024
    /// Connections open at once.
    public var connections: UInt32 = 256
    /// Seconds a connection may stay idle.
    public var timeout: UInt32 = 15
    /// Seconds a request (line, headers and body) may take to arrive, counted from the
    /// connection's opening or its previous answer: a client trickling bytes is cut off.
    public var requestTimeout: UInt32 = 20
    /// The longest target (path and query, as sent), in bytes.
    public var target = 8 * 1024
    /// The most bytes of headers (names and values).
    public var headers = 16 * 1024
    /// Bytes of memory per connection, which libmicrohttpd needs for the request line,
    /// the headers and its buffers: it must exceed `target` and `headers` together.
    public var connectionMemory = 64 * 1024
    /// Threads that serve connections.
    public var threads: UInt32 = 4

    public init() {}
  }

  /// One line per request: method, path (never the query), status, milliseconds.
  public typealias Logger = @Sendable (String) -> Void

  let handler: @Sendable (Request) -> Response
  let tooLarge: @Sendable (_ status: Int, Request) -> Response
  let limits: Limits
  let log: Logger
  private var daemon: OpaquePointer?
  private let inFlight = Mutex(0)
  private let deadlines: RequestDeadlines
  /// What libmicrohttpd reported while starting, for the error when it cannot.
  /// nil once started, when its messages go to the log.
  private let startMessages = Mutex<[String]?>([])

  /// Starts listening at `address`, with TLS when `tls` holds a PEM certificate and key.
  ///
  /// - Throws: `WebError.tlsUnsupported` (libmicrohttpd without GnuTLS),
  ///   `.badTLSFiles` (GnuTLS refused the certificate or key), `.cannotListen` (the port
  ///   is taken, the address is not this machine's).
  public init(
    address: ListenAddress, tls: (certificate: String, key: String)? = nil, limits: Limits,
    log: @escaping Logger, tooLarge: @escaping @Sendable (_ status: Int, Request) -> Response,
    handler: @escaping @Sendable (Request) -> Response
  ) throws(WebError) {
    self.handler = handler
    self.tooLarge = tooLarge
    self.limits = limits
    self.log = log
    deadlines = RequestDeadlines(seconds: limits.requestTimeout, log: log)
    if tls != nil && !Self.supportsTLS {
      deadlines.stop()
      throw .tlsUnsupported
    }
    var flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_ITC.rawValue
      | MHD_USE_AUTO.rawValue | MHD_USE_ERROR_LOG.rawValue
    if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    if tls != nil { flags |= MHD_USE_TLS.rawValue }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let certificate = tls.map { strdup($0.certificate) } ?? nil
    let key = tls.map { strdup($0.key) } ?? nil
    defer {
      free(certificate)
      free(key)
    }
    daemon = address.withSocketAddress { socketAddress in
      var options: [MHD_OptionItem] = [
        item(.THREAD_POOL_SIZE, Int(limits.threads)),
        item(.CONNECTION_LIMIT, Int(limits.connections)),
        item(.CONNECTION_TIMEOUT, Int(limits.timeout)),
        item(.CONNECTION_MEMORY_LIMIT, limits.connectionMemory),
        item(
          .NOTIFY_COMPLETED, larder_mhd_completed_option(requestCompleted), context),
        item(
          .NOTIFY_CONNECTION, larder_mhd_connection_option(connectionChanged), context),
        item(.EXTERNAL_LOGGER, larder_mhd_logger_option(logMessage), context),
        item(.SOCK_ADDR, 0, UnsafeMutableRawPointer(mutating: socketAddress)),
      ]
      if let certificate, let key {
        options.append(item(.HTTPS_MEM_CERT, 0, UnsafeMutableRawPointer(certificate)))
        options.append(item(.HTTPS_MEM_KEY, 0, UnsafeMutableRawPointer(key)))
      }
      options.append(item(.END, 0))
      return larder_mhd_start(flags, address.port, accessHandler, context, &options)
    }
    let messages = startMessages.withLock { messages in
      defer { messages = nil }
      return messages ?? []
    }
    guard daemon != nil else {
      deadlines.stop()
      if tls != nil, let refusal = messages.first(where: Self.isTLSRefusal) {
        throw .badTLSFiles(reason: refusal)
      }
      throw .cannotListen(
        address.description,
        reason: messages.last.map { "libmicrohttpd says \($0)" }
          ?? "the port is in use, or the address is not this machine's")
    }
  }

  /// Whether this libmicrohttpd serves HTTPS (it was built with GnuTLS).
  public static var supportsTLS: Bool { MHD_is_feature_supported(.FEATURE_TLS) == MHD_Result.YES }

  /// Whether libmicrohttpd's message says GnuTLS refused the certificate or key (in
  /// 0.9.75: "Bad server key", "Bad server certificate", "Failed to setup x509
  /// certificate/key", "Failed to initialize TLS support").
  private static func isTLSRefusal(_ message: String) -> Bool {
    let lowered = message.lowercased()
    return ["tls", "x509", "certificate", "server key"].contains { lowered.contains($0) }
  }

  /// Keeps a message libmicrohttpd logs while starting, for the error if it cannot; later
  /// ones (a client hanging up, a malformed request) are dropped: the log has one line per
  /// request.
  fileprivate func note(_ message: String) {
    let line = message.trimmingCharacters(in: .whitespacesAndNewlines.union(["."]))
    guard !line.isEmpty else { return }
    startMessages.withLock { $0?.append(line) }
  }

  private func item(_ option: MHD_OPTION, _ value: Int, _ pointer: UnsafeMutableRawPointer? = nil)
    -> MHD_OptionItem
  {
    MHD_OptionItem(option: option, value: value, ptr_value: pointer)
  }

  /// Stops accepting connections, waits up to `grace` seconds for the requests in
  /// progress to be answered, then closes every connection and the listening socket.
  public func stop(grace: Double = 10) {
    guard let daemon else { return }
    // The daemon no longer watches the listening socket; it is ours to close once the
    // daemon has stopped (libmicrohttpd's MHD_quiesce_daemon contract).
    let listening = MHD_quiesce_daemon(daemon)
    let deadline = Date().addingTimeInterval(grace)
    while inFlight.withLock({ $0 }) > 0 && Date() < deadline {
      usleep(10_000)
    }
    MHD_stop_daemon(daemon)
    if listening >= 0 { close(listening) }
    deadlines.stop()
    self.daemon = nil
  }

  /// The daemon's callbacks hold an unretained pointer to the server: it stops before it
  /// goes away.
  deinit { stop(grace: 0) }

  // MARK: - The callbacks

  /// Called by libmicrohttpd for each request: first with no state (make it), then with
  /// each part of the body (keep it, up to the limit), then with nothing left (answer).
  fileprivate func access(
    _ connection: OpaquePointer, url: String, method: String,
    upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
    state pointer: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let existing = pointer.pointee else {
      let state = RequestState(method: method, path: url)
      pointer.pointee = Unmanaged.passRetained(state).toOpaque()
      inFlight.withLock { $0 += 1 }
      if let status = refusal(connection, url: url) {
        // Answered now, without its body: no deadline while the answer is sent.
        deadlines.received(connection)
        state.isTooLarge = true
        return queue(tooLarge(status, request(connection, state)), connection, state)
      }
      return MHD_Result.YES
    }
    let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      if state.status != 0 {
        uploadSize.pointee = 0
        return MHD_Result.YES
      }
      if !state.isTooLarge, let upload {
        if state.body.count + uploadSize.pointee > limits.body {
          state.isTooLarge = true
          state.body = []
        } else {
          upload.withMemoryRebound(to: UInt8.self, capacity: uploadSize.pointee) {
            state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: uploadSize.pointee))
          }
        }
      }
      uploadSize.pointee = 0
      return MHD_Result.YES
    }
    deadlines.received(connection)
    if state.status != 0 { return MHD_Result.YES }
    let request = request(connection, state)
    return queue(
      state.isTooLarge ? tooLarge(413, request) : handler(request), connection, state)
  }

  /// 414, 431 or 413 when the target, the headers or the declared body are over the limits.
  private func refusal(_ connection: OpaquePointer, url: String) -> Int? {
    let query = Self.values(connection, .GET_ARGUMENT_KIND)
    let target = query.reduce(url.utf8.count) { $0 + $1.key.utf8.count + $1.value.utf8.count + 2 }
    if target > limits.target { return 414 }
    let headers = Self.values(connection, .HEADER_KIND)
    if headers.reduce(0, { $0 + $1.key.utf8.count + $1.value.utf8.count + 4 }) > limits.headers {
      return 431
    }
    if let length = headers.first(where: { $0.key.lowercased() == "content-length" })
      .flatMap({ Int($0.value) }), length > limits.body
    {
      return 413
    }
    return nil
  }

  /// Called when a request is finished, answered or not: logs it and frees its state.
  fileprivate func completed(
    _ connection: OpaquePointer?, _ pointer: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) {
    if let connection { deadlines.answered(connection) }
    guard let raw = pointer?.pointee else { return }
    pointer?.pointee = nil
    let state = Unmanaged<RequestState>.fromOpaque(raw).takeRetainedValue()
    inFlight.withLock { $0 -= 1 }
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - state.started) / 1e6
    let path = state.path.unicodeScalars.map { $0.value < 32 || $0.value == 127 ? "?" : "\($0)" }
      .joined()
    log(
      "\(state.method) \(path) \(state.status == 0 ? "-" : String(state.status)) "
        + String(format: "%.1f ms", milliseconds))
  }

  fileprivate func connectionOpened(_ connection: OpaquePointer) {
    deadlines.opened(connection, socket: larder_mhd_connection_socket(connection))
  }

  fileprivate func connectionClosed(_ connection: OpaquePointer) {
    deadlines.closed(connection)
  }

  private func request(_ connection: OpaquePointer, _ state: RequestState) -> Request {
    Request(
      method: state.method, path: state.path,
      query: Self.values(connection, .GET_ARGUMENT_KIND),
      headers: Dictionary(
        Self.values(connection, .HEADER_KIND).map { ($0.key.lowercased(), $0.value) },
        uniquingKeysWith: { _, last in last }),
      cookies: Self.values(connection, .COOKIE_KIND), body: state.body,
      client: Self.clientAddress(connection))
  }

  private func queue(_ response: Response, _ connection: OpaquePointer, _ state: RequestState)
    -> MHD_Result
  {
    state.status = response.status
    let made = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let made else { return MHD_Result.NO }
    defer { MHD_destroy_response(made) }
    for (name, value) in SecurityHeaders.all + response.headers {
      _ = MHD_add_response_header(made, name, value)
    }
    return MHD_queue_response(connection, UInt32(response.status), made)
  }

  private static func value(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ key: String)
    -> String?
  {
    MHD_lookup_connection_value(connection, kind, key).map { String(cString: $0) }
  }

  private static func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [String: String]
  {
    let box = ValueBox()
    let pointer = Unmanaged.passUnretained(box).toOpaque()
    _ = MHD_get_connection_values(connection, kind, collectValue, pointer)
    return box.values
  }

  private static func clientAddress(_ connection: OpaquePointer) -> String {
    guard let address = larder_mhd_client_address(connection) else { return "-" }
    var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    let length = socklen_t(
      Int32(address.pointee.sa_family) == AF_INET6
        ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
    guard
      getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0
    else { return "-" }
    return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// What is kept of a request between libmicrohttpd's calls.
private final class RequestState {
  let method: String
  let path: String
  let started = DispatchTime.now().uptimeNanoseconds
  var body: [UInt8] = []
  var isTooLarge = false
  /// The status sent, 0 until a response is queued.
  var status = 0

  init(method: String, path: String) {
    self.method = method
    self.path = path
  }
}

/// The values libmicrohttpd lists through `collectValue`.
private final class ValueBox {
  var values: [String: String] = [:]
}

private let collectValue: MHD_KeyValueIterator = { context, _, key, value in
  guard let context, let key else { return MHD_Result.YES }
  let box = Unmanaged<ValueBox>.fromOpaque(context).takeUnretainedValue()
  box.values[String(cString: key)] = value.map { String(cString: $0) } ?? ""
  return MHD_Result.YES
}

private let accessHandler: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, upload, uploadSize, state in
  guard let context, let connection, let url, let method, let uploadSize, let state else {
    return MHD_Result.NO
  }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  return server.access(
    connection, url: String(cString: url), method: String(cString: method), upload: upload,
    uploadSize: uploadSize, state: state)
}

private let requestCompleted: MHD_RequestCompletedCallback = { context, connection, state, _ in
  guard let context else { return }
  Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().completed(connection, state)
}

private let connectionChanged: MHD_NotifyConnectionCallback = { context, connection, _, change in
  guard let context, let connection else { return }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  if change == .CONNECTION_NOTIFY_STARTED {
    server.connectionOpened(connection)
  } else {
    server.connectionClosed(connection)
  }
}

private let logMessage: MHD_LogCallback = { context, format, arguments in
  guard let context, let format, let arguments else { return }
  var buffer = [CChar](repeating: 0, count: 512)
  _ = vsnprintf(&buffer, buffer.count, format, arguments)
  let text = String(
    decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().note(text)
}
