import CMicroHTTPD
import Foundation
import LarderErrors
import LarderLoading
import Synchronization

/// An HTTP server on GNU libmicrohttpd: a pool of threads, each polling many connections,
/// with limits on connections, time and memory; it hands each complete request to
/// `handler` and sends back its response with the security headers.
///
/// libmicrohttpd parses the request line and headers and decodes the query. A target
/// (path and query) over `Limits.target` bytes is answered `414`, headers over
/// `Limits.headers` bytes `431`, and a body over `Limits.body` bytes (`Limits.upload` for a
/// `multipart/form-data` photo or receipt at `Limits.uploadPaths`, which libmicrohttpd's post processor
/// parses into `Request.parts`) `413`, each with
/// `tooLarge` and so with the security headers. Only what does not fit in
/// `Limits.connectionMemory` at all, or cannot be parsed, gets libmicrohttpd's own bare
/// 400, 414 or 431 answer: libmicrohttpd 0.9 offers no way to add headers to those. A request must
/// arrive whole within `Limits.requestTimeout` seconds (`RequestDeadlines`).
///
/// libmicrohttpd's threads read requests and send answers; they answer at once only what
/// `handling` says takes no time (a static file, a refusal). Pages are answered by
/// `Workers` for reading, writes (and login tries, after their pause) by `Workers` for
/// writing, each while its connection is suspended: a write waiting for the database
/// delays no page, a slow page no file, and closed connections are let go promptly. One
/// address holds at most `Limits.connectionsPerAddress` connections. With TLS, only TLS 1.2
/// and 1.3 with AEAD ciphers are spoken (`tlsPriorities`), and every response carries
/// `Strict-Transport-Security`.
public final class HTTPServer: @unchecked Sendable {
  /// The limits a client cannot go beyond.
  public struct Limits: Sendable {
    /// The largest body read, in bytes.
    public var body = 64 * 1024
    /// The largest `multipart/form-data` body read at `uploadPaths`, in bytes: a photo.
    public var upload = 10 * 1024 * 1024
    /// The paths that take an upload: the Add page's photo of a barcode, and a receipt.
    public var uploadPaths: Set<String> = ["/add/photo", "/receipt"]
    /// The largest form posted to a path whose forms are larger than `body`: a receipt's
    /// review (every line's fields, and the receipt as read) is recorded in one post.
    public var largerForms: [String: Int] = ["/receipt/record": 2 * 1024 * 1024]
    /// Connections open at once.
    public var connections: UInt32 = 256
    /// Connections open at once from one address, so that one client cannot take every
    /// slot (a reverse proxy is one address too).
    public var connectionsPerAddress: UInt32 = 64
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
    /// Threads that answer the pages (`Handling.read`).
    public var readers = 4
    /// Threads that answer the writes and login tries (`Handling.write`).
    public var writers = 8
    /// Threads that do the slow work of reading a file (`Handling.slow`): a receipt's
    /// photo, PDF or e-mail. Apart from the others, so that pages and writes never wait
    /// for it.
    public var slowWorkers = 2
    /// The most requests waiting for a slow worker; one more is answered 503 at once.
    public var slowWaiting = 4

    public init() {}
  }

  /// One line per request: method, path (never the query), status, milliseconds, each
  /// field escaped (`LogText`).
  public typealias Logger = @Sendable (String) -> Void

  /// Where a request is answered.
  public enum Handling: Sendable {
    /// At once, on the thread that read it: what takes no time (a static file, a refusal).
    case now
    /// On a reader, the connection suspended meanwhile: a page that reads the database.
    case read
    /// On a writer, after `after` seconds, the connection suspended meanwhile: a request
    /// that may wait for the database, or a login try and its pause.
    case write(after: Double)
    /// On a slow worker, the connection suspended meanwhile: reading an uploaded file (a
    /// receipt). When `Limits.slowWaiting` requests wait already, 503 at once.
    case slow
  }

  /// The GnuTLS priorities of the TLS mode: TLS 1.3 and 1.2 only, AEAD ciphers (AES-GCM,
  /// ChaCha20-Poly1305) with forward-secret key exchange, no CBC, no SHA-1 signatures.
  public static let tlsPriorities =
    "SECURE:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2:-CIPHER-ALL:+AES-256-GCM:+CHACHA20-POLY1305:"
    + "+AES-128-GCM:-MAC-ALL:+AEAD:-KX-ALL:+ECDHE-ECDSA:+ECDHE-RSA:+DHE-RSA:-SIGN-RSA-SHA1:"
    + "-SIGN-ECDSA-SHA1:-SIGN-DSA-SHA1:%SERVER_PRECEDENCE"

  /// The header that tells browsers to speak only HTTPS to this host for a year.
  public static let strictTransportSecurity = ("Strict-Transport-Security", "max-age=31536000")

  let handler: @Sendable (Request) -> Response
  let handling: @Sendable (Request) -> Handling
  let tooLarge: @Sendable (_ status: Int, Request) -> Response
  let limits: Limits
  let log: Logger
  let proxies: TrustedProxies
  let headers: [(String, String)]
  private var daemon: OpaquePointer?
  private let inFlight = Mutex(0)
  private let readers: Workers
  private let writers: Workers
  private let slowWorkers: Workers
  /// The requests sent aside and not yet resumed; nil once the server stops resuming them.
  private let suspended = Mutex<[ObjectIdentifier: Suspended]?>([:])
  private let deadlines: RequestDeadlines
  /// What libmicrohttpd reported while starting, for the error when it cannot.
  /// nil once started, when its messages go to the log.
  private let startMessages = Mutex<[String]?>([])
  /// The library, loaded by the first server.
  let mhd: MicroHTTPD

  /// Starts listening at `address`, with TLS when `tls` holds a PEM certificate and key.
  /// A request's client is its peer's address, or what `proxies` forwarded for.
  ///
  /// - Throws: `WebError.tlsUnsupported` (libmicrohttpd without GnuTLS),
  ///   `.badTLSFiles` (GnuTLS refused the certificate or key), `.cannotListen` (the port
  ///   is taken, the address is not this machine's).
  public init(
    address: ListenAddress, tls: (certificate: String, key: String)? = nil, limits: Limits,
    proxies: TrustedProxies = TrustedProxies(), log: @escaping Logger,
    tooLarge: @escaping @Sendable (_ status: Int, Request) -> Response,
    handling: @escaping @Sendable (Request) -> Handling = { _ in .now },
    handler: @escaping @Sendable (Request) -> Response
  ) throws(WebError) {
    do { mhd = try MicroHTTPD.shared.get() } catch { throw .notLoaded(error) }
    self.handler = handler
    self.handling = handling
    self.tooLarge = tooLarge
    self.limits = limits
    self.log = log
    self.proxies = proxies
    headers = SecurityHeaders.sent(tls: tls != nil)
    readers = Workers(count: limits.readers)
    writers = Workers(count: limits.writers)
    slowWorkers = Workers(count: limits.slowWorkers, waiting: limits.slowWaiting)
    deadlines = RequestDeadlines(seconds: limits.requestTimeout, log: log)
    if tls != nil && mhd.isFeatureSupported(.FEATURE_TLS) != MHD_Result.YES {
      deadlines.stop()
      readers.stop()
      writers.stop()
      slowWorkers.stop()
      throw .tlsUnsupported
    }
    var flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_ITC.rawValue
      | MHD_USE_AUTO.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
    if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    if tls != nil { flags |= MHD_USE_TLS.rawValue }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let certificate = tls.map { strdup($0.certificate) } ?? nil
    let key = tls.map { strdup($0.key) } ?? nil
    let priorities = strdup(Self.tlsPriorities)
    defer {
      free(certificate)
      free(key)
      free(priorities)
    }
    daemon = address.withSocketAddress { socketAddress in
      var options: [MHD_OptionItem] = [
        item(.THREAD_POOL_SIZE, Int(limits.threads)),
        item(.CONNECTION_LIMIT, Int(limits.connections)),
        item(.PER_IP_CONNECTION_LIMIT, Int(limits.connectionsPerAddress)),
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
        options.append(item(.HTTPS_PRIORITIES, 0, UnsafeMutableRawPointer(priorities)))
      }
      options.append(item(.END, 0))
      return larder_mhd_start(
        mhd.startDaemon, flags, address.port, accessHandler, context, &options)
    }
    let messages = startMessages.withLock { messages in
      defer { messages = nil }
      return messages ?? []
    }
    guard daemon != nil else {
      deadlines.stop()
      readers.stop()
      writers.stop()
      slowWorkers.stop()
      if tls != nil, let refusal = messages.first(where: Self.isTLSRefusal) {
        throw .badTLSFiles(reason: refusal)
      }
      throw .cannotListen(
        address.description,
        reason: messages.last.map { .library($0) } ?? .portInUseOrForeign)
    }
  }

  /// Whether this libmicrohttpd serves HTTPS (it was built with GnuTLS), which loads it;
  /// false when it cannot be loaded (starting the server then says why).
  public static var supportsTLS: Bool {
    guard case .success(let mhd) = MicroHTTPD.shared else { return false }
    return mhd.isFeatureSupported(.FEATURE_TLS) == MHD_Result.YES
  }

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
  /// progress to be answered, answers those still waiting aside `503`, then closes every
  /// connection and the listening socket. Returns within `grace` seconds and a fraction.
  public func stop(grace: Double = 10) {
    guard let daemon else { return }
    // The daemon no longer watches the listening socket; it is ours to close once the
    // daemon has stopped (libmicrohttpd's MHD_quiesce_daemon contract).
    let listening = mhd.quiesceDaemon(daemon)
    let deadline = Date().addingTimeInterval(grace)
    while inFlight.withLock({ $0 }) > 0 && Date() < deadline {
      usleep(10_000)
    }
    // libmicrohttpd must not be stopped with a connection suspended: each still waiting is
    // resumed with a 503, and its worker's answer, when it comes, is dropped.
    let waiting = suspended.withLock { waiting in
      defer { waiting = nil }
      return waiting ?? [:]
    }
    for entry in waiting.values {
      entry.state.ready = Self.stopping
      mhd.resumeConnection(entry.connection)
    }
    let flushed = Date().addingTimeInterval(waiting.isEmpty ? 0 : 0.5)
    while inFlight.withLock({ $0 }) > 0 && Date() < flushed {
      usleep(10_000)
    }
    mhd.stopDaemon(daemon)
    if listening >= 0 { close(listening) }
    deadlines.stop()
    readers.stop()
    writers.stop()
    slowWorkers.stop()
    self.daemon = nil
  }

  /// The answer to a request still waiting when the server stops.
  private static let stopping = Response(
    status: 503, headers: [("Retry-After", "10"), ("Content-Type", "text/plain; charset=utf-8")],
    body: Array("The server is stopping; try again in a moment.\n".utf8))

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
        state.received += uploadSize.pointee
        let type = value(connection, .HEADER_KIND, "Content-Type") ?? ""
        if state.received > bodyLimit(state.path, type: type) {
          state.isTooLarge = true
          state.body = []
          state.parts = [:]
        } else if let processor = postProcessor(connection, state) {
          if mhd.postProcess(processor, upload, uploadSize.pointee) != MHD_Result.YES {
            state.parts = [:]
          }
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
    if let ready = state.ready { return queue(ready, connection, state) }
    let request = request(connection, state)
    if state.isTooLarge { return queue(tooLarge(413, request), connection, state) }
    switch handling(request) {
    case .now:
      return queue(handler(request), connection, state)
    case .read:
      sendAside(request, connection, state, to: readers, after: 0)
      return MHD_Result.YES
    case .write(let delay):
      sendAside(request, connection, state, to: writers, after: delay)
      return MHD_Result.YES
    case .slow:
      sendAside(request, connection, state, to: slowWorkers, ifRoom: true)
      return MHD_Result.YES
    }
  }

  /// Suspends the connection and answers `request` on one of `workers` after `delay`
  /// seconds; libmicrohttpd calls `access` again once it is resumed, which queues the answer.
  ///
  /// With `ifRoom`, a request that finds too many waiting for `workers` is answered 503.
  private func sendAside(
    _ request: Request, _ connection: OpaquePointer, _ state: RequestState,
    to workers: Workers, after delay: Double = 0, ifRoom: Bool = false
  ) {
    let key = ObjectIdentifier(state)
    let entry = Suspended(connection: connection, state: state)
    let accepted = suspended.withLock { waiting in
      guard waiting != nil else { return false }
      waiting?[key] = entry
      return true
    }
    guard accepted else {
      state.ready = Self.stopping
      return
    }
    mhd.suspendConnection(connection)
    let answer: @Sendable (Response) -> Void = { [self] response in
      suspended.withLock { waiting in
        guard let resumed = waiting?.removeValue(forKey: key) else { return }
        resumed.state.ready = response
        mhd.resumeConnection(resumed.connection)
      }
    }
    guard ifRoom else {
      workers.run(after: delay) { [handler] in answer(handler(request)) }
      return
    }
    if !workers.runIfRoom({ [handler] in answer(handler(request)) }) {
      answer(tooLarge(503, request))
    }
  }

  /// 414, 431 or 413 when the target, the headers or the declared body are over the limits.
  private func refusal(_ connection: OpaquePointer, url: String) -> Int? {
    let query = values(connection, .GET_ARGUMENT_KIND)
    let target = query.reduce(url.utf8.count) { $0 + $1.key.utf8.count + $1.value.utf8.count + 2 }
    if target > limits.target { return 414 }
    let headers = values(connection, .HEADER_KIND)
    if headers.reduce(0, { $0 + $1.key.utf8.count + $1.value.utf8.count + 4 }) > limits.headers {
      return 431
    }
    let type = headers.first { $0.key.lowercased() == "content-type" }?.value ?? ""
    if let length = headers.first(where: { $0.key.lowercased() == "content-length" })
      .flatMap({ Int($0.value) }), length > bodyLimit(url, type: type)
    {
      return 413
    }
    return nil
  }

  /// The largest body a request to `path` of content type `type` may send:
  /// `Limits.upload` for `multipart/form-data` at an upload path, `Limits.largerForms`'s
  /// for its paths, else `Limits.body`.
  private func bodyLimit(_ path: String, type: String) -> Int {
    if limits.uploadPaths.contains(path) && type.lowercased().hasPrefix("multipart/form-data") {
      return limits.upload
    }
    return limits.largerForms[path] ?? limits.body
  }

  /// The request's multipart parser (libmicrohttpd's post processor), made on its first
  /// chunk: only for a `multipart/form-data` POST to the upload path, else nil.
  private func postProcessor(_ connection: OpaquePointer, _ state: RequestState) -> OpaquePointer? {
    if let processor = state.processor { return processor }
    let type = value(connection, .HEADER_KIND, "Content-Type")?.lowercased() ?? ""
    guard state.method == "POST", limits.uploadPaths.contains(state.path),
      type.hasPrefix("multipart/form-data")
    else { return nil }
    state.processor = mhd.createPostProcessor(
      connection, 64 * 1024, collectPart, Unmanaged.passUnretained(state).toOpaque())
    return state.processor
  }

  /// Called when a request is finished, answered or not: logs it and frees its state.
  fileprivate func completed(
    _ connection: OpaquePointer?, _ pointer: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) {
    if let connection { deadlines.answered(connection) }
    guard let raw = pointer?.pointee else { return }
    pointer?.pointee = nil
    let state = Unmanaged<RequestState>.fromOpaque(raw).takeRetainedValue()
    if let processor = state.processor { _ = mhd.destroyPostProcessor(processor) }
    inFlight.withLock { $0 -= 1 }
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - state.started) / 1e6
    log(
      "\(LogText.escaped(state.method)) \(LogText.escaped(state.path)) "
        + "\(state.status == 0 ? "-" : String(state.status)) "
        + String(format: "%.1f ms", milliseconds))
  }

  fileprivate func connectionOpened(_ connection: OpaquePointer) {
    deadlines.opened(
      connection, socket: larder_mhd_connection_socket(mhd.getConnectionInfo, connection))
  }

  fileprivate func connectionClosed(_ connection: OpaquePointer) {
    deadlines.closed(connection)
  }

  private func request(_ connection: OpaquePointer, _ state: RequestState) -> Request {
    Request(
      method: state.method, path: state.path,
      query: values(connection, .GET_ARGUMENT_KIND),
      headers: Dictionary(
        values(connection, .HEADER_KIND).map { ($0.key.lowercased(), $0.value) },
        uniquingKeysWith: { _, last in last }),
      cookies: values(connection, .COOKIE_KIND), body: state.body, parts: state.parts,
      client: proxies.client(
        peer: clientAddress(connection),
        forwardedFor: value(connection, .HEADER_KIND, "X-Forwarded-For")))
  }

  private func queue(_ response: Response, _ connection: OpaquePointer, _ state: RequestState)
    -> MHD_Result
  {
    state.status = response.status
    let made = response.body.withUnsafeBytes { bytes in
      mhd.createResponseFromBuffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let made else { return MHD_Result.NO }
    defer { mhd.destroyResponse(made) }
    for (name, value) in headers + response.headers {
      _ = mhd.addResponseHeader(made, name, value)
    }
    return mhd.queueResponse(connection, UInt32(response.status), made)
  }

  private func value(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ key: String)
    -> String?
  {
    mhd.lookupConnectionValue(connection, kind, key).map { String(cString: $0) }
  }

  private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [String: String] {
    let box = ValueBox()
    let pointer = Unmanaged.passUnretained(box).toOpaque()
    _ = mhd.getConnectionValues(connection, kind, collectValue, pointer)
    return box.values
  }

  private func clientAddress(_ connection: OpaquePointer) -> String {
    guard let address = larder_mhd_client_address(mhd.getConnectionInfo, connection) else {
      return "-"
    }
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
  /// The bytes of body received so far.
  var received = 0
  /// The multipart parser of an upload, and the parts it gave.
  var processor: OpaquePointer?
  var parts: [String: FormPart] = [:]
  var isTooLarge = false
  /// The status sent, 0 until a response is queued.
  var status = 0
  /// The answer of a worker, to queue once the connection is resumed.
  var ready: Response?

  init(method: String, path: String) {
    self.method = method
    self.path = path
  }
}

/// A request sent aside: its connection, suspended, and its state.
private struct Suspended: @unchecked Sendable {
  let connection: OpaquePointer
  let state: RequestState
}

/// Keeps each piece of a multipart body the post processor gives: a part's bytes arrive in
/// order, at increasing offsets.
private let collectPart: MHD_PostDataIterator = {
  context, _, key, filename, _, _, data, offset, size in
  guard let context, let key else { return MHD_Result.NO }
  let state = Unmanaged<RequestState>.fromOpaque(context).takeUnretainedValue()
  let name = String(cString: key)
  if offset == 0 {
    state.parts[name] = FormPart(filename: filename.map { String(cString: $0) }, data: [])
  }
  if let data, size > 0 {
    data.withMemoryRebound(to: UInt8.self, capacity: size) {
      state.parts[name]?.data.append(contentsOf: UnsafeBufferPointer(start: $0, count: size))
    }
  }
  return MHD_Result.YES
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

extension HTTPServer {
  /// The version of the libmicrohttpd library installed, as it reports itself (`0.9.75`),
  /// which loads it.
  ///
  /// - Throws: `LibraryError` when libmicrohttpd is not installed or not loadable.
  public static func libraryVersion() throws(LibraryError) -> String {
    try MicroHTTPD.shared.get().getVersion().map { String(cString: $0) } ?? "unknown"
  }
}
