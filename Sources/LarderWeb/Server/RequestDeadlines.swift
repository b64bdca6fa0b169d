import Foundation
import Synchronization

/// The deadline for each request to arrive whole, so that a client trickling a byte at a
/// time cannot hold a connection: libmicrohttpd's own timeout only ends idle connections,
/// and every byte resets it.
///
/// A connection's clock starts when it opens and again when it is answered (for the next
/// request on a kept-alive connection); it stops when the request line, headers and body
/// have all arrived. A watch thread shuts down the socket of any connection still receiving
/// after `seconds`; libmicrohttpd then sees the connection end and closes it.
final class RequestDeadlines: Sendable {
  /// A connection still receiving its request, since `since` (uptime nanoseconds).
  private struct Receiving {
    var socket: Int32
    var since: UInt64
    var isReceiving = true
  }

  private let nanoseconds: UInt64
  private let connections = Mutex<[UInt: Receiving]>([:])
  /// Signalled by `stop`, which wakes the watch thread at once.
  private let stopped = DispatchSemaphore(value: 0)
  private let log: HTTPServer.Logger

  /// Watches with a deadline of `seconds` (at least 1), checking twice a second until `stop`.
  init(seconds: UInt32, log: @escaping HTTPServer.Logger) {
    nanoseconds = UInt64(max(seconds, 1)) * 1_000_000_000
    self.log = log
    let thread = Thread { [self] in
      while stopped.wait(timeout: .now() + 0.5) == .timedOut {
        cutOffLate()
      }
    }
    thread.name = "larder-request-deadlines"
    thread.start()
  }

  /// Stops the watch thread, which ends at once.
  func stop() { stopped.signal() }

  /// A connection opened on `socket`: its first request's clock starts.
  func opened(_ connection: OpaquePointer, socket: Int32) {
    let now = DispatchTime.now().uptimeNanoseconds
    connections.withLock { $0[Self.key(connection)] = Receiving(socket: socket, since: now) }
  }

  /// The connection's request has arrived whole: no deadline until it is answered.
  func received(_ connection: OpaquePointer) {
    connections.withLock { $0[Self.key(connection)]?.isReceiving = false }
  }

  /// The connection's request was answered: the next request's clock starts.
  func answered(_ connection: OpaquePointer) {
    let now = DispatchTime.now().uptimeNanoseconds
    connections.withLock {
      $0[Self.key(connection)]?.since = now
      $0[Self.key(connection)]?.isReceiving = true
    }
  }

  /// The connection is closing; its socket is still open until this returns.
  ///
  /// This relies on libmicrohttpd calling the connection notification
  /// (`MHD_CONNECTION_NOTIFY_CLOSED`) before it closes the socket. In its sources the
  /// clean-up of a finished connection (`MHD_cleanup_connections` in
  /// `src/microhttpd/daemon.c`; `src/lib/connection_cleanup.c` in the rewrite) calls
  /// `notify_connection (…, MHD_CONNECTION_NOTIFY_CLOSED)` and only then
  /// `MHD_socket_close_chk_ (pos->socket_fd)`, as does the failure path of a new
  /// connection; checked against upstream's source, not Debian's 0.9.75 package itself.
  /// So a descriptor in the table is never one the kernel has handed to a new connection.
  func closed(_ connection: OpaquePointer) {
    _ = connections.withLock { $0.removeValue(forKey: Self.key(connection)) }
  }

  /// Shuts down the sockets of connections past their deadline. The lock is held while
  /// doing so, so `closed` (and libmicrohttpd's closing of the socket) waits: the socket
  /// shut down is always the late connection's own.
  private func cutOffLate() {
    let now = DispatchTime.now().uptimeNanoseconds
    let late = connections.withLock { connections in
      var late = 0
      for (key, connection) in connections
      where connection.isReceiving && now &- connection.since > nanoseconds {
        _ = shutdown(connection.socket, Int32(SHUT_RDWR))
        connections[key]?.isReceiving = false
        late += 1
      }
      return late
    }
    if late > 0 {
      log("cut off \(late) connection\(late == 1 ? "" : "s") too slow to send a request")
    }
  }

  private static func key(_ connection: OpaquePointer) -> UInt {
    UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
  }
}
