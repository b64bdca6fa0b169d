import CMicroHTTPD
import Foundation
import LarderErrors
import LarderLoading
import Synchronization

/// An HTTP server on GNU libmicrohttpd: a pool of threads, each polling many connections,
/// with limits on connections, time and memory; it hands each complete request to
/// `handler` and sends back its response with the security headers.
///
/// Its parts, each in a file of its own: the C glue (`Connection`, `DaemonCallbacks`),
/// request intake (`RequestIntake`, `IncomingRequest`: headers, bodies, uploads, limits;
/// `RequestDeadlines`), the dispatcher with its worker pools (`Dispatcher`, `Workers`),
/// TLS setup (`TLSSetup`) and the access log (`AccessLog`). A request over a limit is
/// answered by `tooLarge`, and so with the security headers; only what does not fit in
/// `Limits.connectionMemory` at all, or cannot be parsed, gets libmicrohttpd's own bare
/// 400, 414 or 431 answer: libmicrohttpd 0.9 offers no way to add headers to those.
///
/// libmicrohttpd's threads read requests and send answers; they answer at once only what
/// `handling` says takes no time (a static file, a refusal); the rest is sent aside to a
/// pool, its connection suspended meanwhile. One address holds at most
/// `Limits.connectionsPerAddress` connections. With TLS, only TLS 1.2 and 1.3 with AEAD
/// ciphers are spoken (`TLSSetup.priorities`), and every response carries
/// `Strict-Transport-Security`.
public final class HTTPServer: Sendable {
  /// One line per request (`AccessLog`), and the server's own notices.
  public typealias Logger = @Sendable (String) -> Void

  /// The header that tells browsers to speak only HTTPS to this host for a year.
  public static let strictTransportSecurity = ("Strict-Transport-Security", "max-age=31536000")

  let handler: @Sendable (Request) -> Response
  let handling: @Sendable (Request) -> Handling
  let tooLarge: @Sendable (_ status: Int, Request) -> Response
  let intake: RequestIntake
  let log: Logger
  let proxies: TrustedProxies
  let headers: [(String, String)]
  /// The library, loaded by the first server.
  let mhd: MicroHTTPD
  private let daemon = Mutex<Daemon?>(nil)
  private let inFlight = RequestsInFlight()
  private let dispatcher: Dispatcher
  private let deadlines: RequestDeadlines
  /// What libmicrohttpd reported while starting, for the error when it cannot.
  /// nil once started, when its messages go to the log.
  private let startMessages = Mutex<[String]?>([])

  /// Starts listening at `address`, with TLS when `tls` holds a PEM certificate and key.
  /// A request's client is its peer's address, or what `proxies` forwarded for; a body
  /// may be larger than `Limits.body` only where `largerBodies` says.
  ///
  /// - Throws: `WebError.tlsUnsupported` (libmicrohttpd without GnuTLS),
  ///   `.badTLSFiles` (GnuTLS refused the certificate or key), `.cannotListen` (the port
  ///   is taken, the address is not this machine's).
  public init(
    address: ListenAddress, tls: (certificate: String, key: String)? = nil, limits: Limits,
    largerBodies: LargerBodies = LargerBodies(), proxies: TrustedProxies = TrustedProxies(),
    log: @escaping Logger, tooLarge: @escaping @Sendable (_ status: Int, Request) -> Response,
    handling: @escaping @Sendable (Request) -> Handling = { _ in .now },
    handler: @escaping @Sendable (Request) -> Response
  ) throws(WebError) {
    do { mhd = try MicroHTTPD.shared.get() } catch { throw .notLoaded(error) }
    if tls != nil && mhd.isFeatureSupported(.FEATURE_TLS) != MHD_Result.YES {
      throw .tlsUnsupported
    }
    let setup = try tls.map { tls throws(WebError) in
      try TLSSetup(certificate: tls.certificate, key: tls.key)
    }
    self.handler = handler
    self.handling = handling
    self.tooLarge = tooLarge
    intake = RequestIntake(limits: limits, largerBodies: largerBodies)
    self.log = log
    self.proxies = proxies
    headers = SecurityHeaders.sent(tls: tls != nil)
    dispatcher = Dispatcher(limits: limits)
    deadlines = RequestDeadlines(seconds: limits.requestTimeout, log: log)
    let started = start(address, limits, setup)
    let messages = startMessages.withLock { messages in
      defer { messages = nil }
      return messages ?? []
    }
    guard let started else {
      deadlines.stop()
      dispatcher.stop()
      throw .cannotListen(
        address.description,
        reason: messages.last.map { .library($0) } ?? .portInUseOrForeign)
    }
    daemon.withLock { $0 = Daemon(pointer: started) }
  }

  /// Whether this libmicrohttpd serves HTTPS (it was built with GnuTLS), which loads it;
  /// false when it cannot be loaded (starting the server then says why).
  public static var supportsTLS: Bool {
    guard case .success(let mhd) = MicroHTTPD.shared else { return false }
    return mhd.isFeatureSupported(.FEATURE_TLS) == MHD_Result.YES
  }

  /// Starts the daemon with the options `limits` and `tls` give, or returns nil.
  private func start(_ address: ListenAddress, _ limits: Limits, _ tls: TLSSetup?)
    -> OpaquePointer?
  {
    var flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_ITC.rawValue
      | MHD_USE_AUTO.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
    if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    if tls != nil { flags |= MHD_USE_TLS.rawValue }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let certificate = tls.map { strdup($0.certificate) } ?? nil
    let key = tls.map { strdup($0.key) } ?? nil
    let priorities = strdup(TLSSetup.priorities)
    defer {
      free(certificate)
      free(key)
      free(priorities)
    }
    return address.withSocketAddress { socketAddress in
      var options: [MHD_OptionItem] = [
        item(.THREAD_POOL_SIZE, Int(limits.threads)),
        item(.CONNECTION_LIMIT, Int(limits.connections)),
        item(.PER_IP_CONNECTION_LIMIT, Int(limits.connectionsPerAddress)),
        item(.CONNECTION_TIMEOUT, Int(limits.timeout)),
        item(.CONNECTION_MEMORY_LIMIT, limits.connectionMemory),
        item(.NOTIFY_COMPLETED, larder_mhd_completed_option(DaemonCallbacks.completed), context),
        item(
          .NOTIFY_CONNECTION, larder_mhd_connection_option(DaemonCallbacks.connectionChanged),
          context),
        item(.EXTERNAL_LOGGER, larder_mhd_logger_option(DaemonCallbacks.log), context),
        item(.SOCK_ADDR, 0, UnsafeMutableRawPointer(mutating: socketAddress)),
      ]
      if let certificate, let key {
        options.append(item(.HTTPS_MEM_CERT, 0, UnsafeMutableRawPointer(certificate)))
        options.append(item(.HTTPS_MEM_KEY, 0, UnsafeMutableRawPointer(key)))
        options.append(item(.HTTPS_PRIORITIES, 0, UnsafeMutableRawPointer(priorities)))
      }
      options.append(item(.END, 0))
      return larder_mhd_start(
        mhd.startDaemon, flags, address.port, DaemonCallbacks.access, context, &options)
    }
  }

  private func item(_ option: MHD_OPTION, _ value: Int, _ pointer: UnsafeMutableRawPointer? = nil)
    -> MHD_OptionItem
  {
    MHD_OptionItem(option: option, value: value, ptr_value: pointer)
  }

  /// Keeps a message libmicrohttpd logs while starting, for the error if it cannot; a
  /// later one (a client hanging up, a connection it closed) goes to the log beside the
  /// requests' lines, so that a request that failed without an answer can be traced.
  func note(_ message: String) {
    let line = message.trimmingCharacters(in: .whitespacesAndNewlines.union(["."]))
    guard !line.isEmpty else { return }
    let starting = startMessages.withLock { messages in
      messages?.append(line)
      return messages != nil
    }
    if !starting { log("libmicrohttpd: " + line) }
  }

  /// Stops accepting connections, waits up to `grace` seconds for the requests in
  /// progress to be answered, answers those still waiting aside `503`, then closes every
  /// connection and the listening socket. Returns as soon as the last request is done,
  /// and within `grace` seconds and a fraction.
  public func stop(grace: Double = 10) {
    guard let daemon = daemon.withLock({ $0.take() }) else { return }
    // The daemon no longer watches the listening socket; it is ours to close once the
    // daemon has stopped (libmicrohttpd's MHD_quiesce_daemon contract).
    let listening = mhd.quiesceDaemon(daemon.pointer)
    inFlight.waitUntilNone(seconds: grace)
    // libmicrohttpd must not be stopped with a connection suspended: each still waiting is
    // resumed with a 503, and its worker's answer, when it comes, is dropped.
    if dispatcher.resumeAll(with: Self.stopping) > 0 {
      inFlight.waitUntilNone(seconds: 0.5)
    }
    mhd.stopDaemon(daemon.pointer)
    if listening >= 0 { close(listening) }
    deadlines.stop()
    dispatcher.stop()
  }

  /// The answer to a request still waiting when the server stops.
  private static let stopping = Response(
    status: 503, headers: [("Retry-After", "10"), ("Content-Type", "text/plain; charset=utf-8")],
    body: Array("The server is stopping; try again in a moment.\n".utf8))

  /// The daemon's callbacks hold an unretained pointer to the server: it stops before it
  /// goes away.
  deinit { stop(grace: 0) }

  // MARK: - libmicrohttpd's calls (DaemonCallbacks)

  /// Called by libmicrohttpd for each request: first with no state (make it), then with
  /// each part of the body (keep it, up to the limit), then with nothing left (answer).
  func access(
    _ pointer: OpaquePointer, url: String, method: String,
    upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
    state: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    let connection = Connection(pointer: pointer, mhd: mhd)
    guard let existing = state.pointee else {
      let incoming = IncomingRequest(method: method, path: url)
      state.pointee = Unmanaged.passRetained(incoming).toOpaque()
      inFlight.begin()
      if let status = intake.refusal(
        path: url, query: connection.values(.GET_ARGUMENT_KIND),
        headers: connection.values(.HEADER_KIND))
      {
        // Answered now, without its body: no deadline while the answer is sent.
        deadlines.received(pointer)
        incoming.refuse()
        return queue(tooLarge(status, request(connection, incoming)), connection, incoming)
      }
      return MHD_Result.YES
    }
    let incoming = Unmanaged<IncomingRequest>.fromOpaque(existing).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      defer { uploadSize.pointee = 0 }
      guard incoming.status == 0, let upload else { return MHD_Result.YES }
      receive(upload, size: uploadSize.pointee, connection, incoming)
      return MHD_Result.YES
    }
    deadlines.received(pointer)
    if incoming.status != 0 { return MHD_Result.YES }
    if let ready = incoming.ready { return queue(ready, connection, incoming) }
    let request = request(connection, incoming)
    if incoming.isTooLarge { return queue(tooLarge(413, request), connection, incoming) }
    guard let route = Dispatcher.pool(for: handling(request)) else {
      return queue(handler(request), connection, incoming)
    }
    let waiting = Suspended(connection: connection, request: incoming)
    let sent = dispatcher.sendAside(
      ObjectIdentifier(incoming), to: route.pool, after: route.delay, suspend: connection.suspend,
      answer: { [handler] in handler(request) }, busy: { [tooLarge] in tooLarge(503, request) },
      resume: { response in
        waiting.request.ready = response
        waiting.connection.resume()
      })
    if !sent { incoming.ready = Self.stopping }
    return MHD_Result.YES
  }

  /// Takes a piece of the body: kept up to its limit, an upload's through libmicrohttpd's
  /// post processor.
  private func receive(
    _ upload: UnsafePointer<CChar>, size: Int, _ connection: Connection,
    _ incoming: IncomingRequest
  ) {
    let type = connection.value(.HEADER_KIND, "Content-Type") ?? ""
    guard incoming.admit(size, limit: intake.bodyLimit(path: incoming.path, type: type)) else {
      return
    }
    if intake.isUpload(method: incoming.method, path: incoming.path, type: type) {
      if incoming.processor == nil {
        incoming.processor = mhd.createPostProcessor(
          connection.pointer, 64 * 1024, DaemonCallbacks.part,
          Unmanaged.passUnretained(incoming).toOpaque())
      }
      if let processor = incoming.processor,
        mhd.postProcess(processor, upload, size) == MHD_Result.YES
      {
        return
      }
      incoming.dropParts()
      return
    }
    upload.withMemoryRebound(to: UInt8.self, capacity: size) {
      incoming.append(UnsafeBufferPointer(start: $0, count: size))
    }
  }

  /// Called when a request is finished, answered or not: logs it and frees its state.
  func completed(
    _ pointer: OpaquePointer?, _ state: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) {
    if let pointer { deadlines.answered(pointer) }
    guard let raw = state?.pointee else { return }
    state?.pointee = nil
    let incoming = Unmanaged<IncomingRequest>.fromOpaque(raw).takeRetainedValue()
    if let processor = incoming.processor { _ = mhd.destroyPostProcessor(processor) }
    inFlight.end()
    log(
      AccessLog.line(
        method: incoming.method, path: incoming.path,
        status: incoming.status == 0 ? nil : incoming.status,
        milliseconds: Double(DispatchTime.now().uptimeNanoseconds &- incoming.started) / 1e6))
  }

  func connectionOpened(_ pointer: OpaquePointer) {
    deadlines.opened(pointer, socket: Connection(pointer: pointer, mhd: mhd).socket)
  }

  func connectionClosed(_ pointer: OpaquePointer) {
    deadlines.closed(pointer)
  }

  private func request(_ connection: Connection, _ incoming: IncomingRequest) -> Request {
    Request(
      method: incoming.method, path: incoming.path,
      query: connection.values(.GET_ARGUMENT_KIND),
      headers: Dictionary(
        connection.values(.HEADER_KIND).map { ($0.key.lowercased(), $0.value) },
        uniquingKeysWith: { _, last in last }),
      cookies: connection.values(.COOKIE_KIND), body: incoming.body, parts: incoming.parts,
      client: proxies.client(
        peer: connection.peer,
        forwardedFor: connection.value(.HEADER_KIND, "X-Forwarded-For")))
  }

  private func queue(_ response: Response, _ connection: Connection, _ incoming: IncomingRequest)
    -> MHD_Result
  {
    incoming.status = response.status
    return connection.queue(response, after: headers)
  }
}

/// The running daemon, which only `stop` takes.
private struct Daemon: @unchecked Sendable {
  let pointer: OpaquePointer
}

/// A request sent aside: its connection, suspended, and its state, which only the worker
/// that answers it (or `stop`) touches until the connection is resumed.
private struct Suspended: @unchecked Sendable {
  let connection: Connection
  let request: IncomingRequest
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
