extension HTTPServer {
  /// The limits a client cannot go beyond. The routes that take more than `body` are the
  /// app's to declare (`LargerBodies`).
  public struct Limits: Sendable {
    /// The largest body read, in bytes.
    public var body = 64 * 1024
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

    /// The limits above.
    public init() {}
  }
}
