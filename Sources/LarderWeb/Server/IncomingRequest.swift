import Dispatch

/// A request while it arrives and waits for its answer, kept between libmicrohttpd's calls:
/// its body (or an upload's parts) so far, and what became of it.
final class IncomingRequest {
  let method: String
  let path: String
  /// When its first call came, in uptime nanoseconds.
  let started = DispatchTime.now().uptimeNanoseconds
  /// The body kept, unless it is an upload's (in `parts`).
  private(set) var body: [UInt8] = []
  /// The bytes of body received so far.
  private(set) var received = 0
  /// The multipart parser of an upload (libmicrohttpd's post processor), and the parts it
  /// gave.
  var processor: OpaquePointer?
  private(set) var parts: [String: FormPart] = [:]
  /// Whether it went over a limit: its body is dropped and it is answered `413` (or the
  /// refusal already queued).
  private(set) var isTooLarge = false
  /// The status sent, 0 until a response is queued.
  var status = 0
  /// The answer of a worker, to queue once the connection is resumed.
  var ready: Response?

  init(method: String, path: String) {
    self.method = method
    self.path = path
  }

  /// Marks it over a limit, dropping what was kept of its body.
  func refuse() {
    isTooLarge = true
    body = []
    parts = [:]
  }

  /// Counts `size` more bytes of body against `limit`: past it, the request is refused.
  ///
  /// - Returns: whether the bytes are to be kept.
  func admit(_ size: Int, limit: Int) -> Bool {
    guard !isTooLarge else { return false }
    received += size
    guard received <= limit else {
      refuse()
      return false
    }
    return true
  }

  /// Keeps `bytes` of a plain body.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    body.append(contentsOf: bytes)
  }

  /// Keeps a piece of the upload's part `name`: a part's bytes arrive in order, the first
  /// at `offset` 0.
  func collect(
    part name: String, filename: String?, offset: UInt64, _ bytes: UnsafeBufferPointer<UInt8>
  ) {
    if offset == 0 { parts[name] = FormPart(filename: filename, data: []) }
    parts[name]?.data.append(contentsOf: bytes)
  }

  /// Drops the parts of an upload that did not parse.
  func dropParts() { parts = [:] }
}
