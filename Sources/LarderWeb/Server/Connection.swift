import CMicroHTTPD
import Foundation

/// A libmicrohttpd connection as the server reads and answers it: its request's values, its
/// peer, its socket, the answer queued, its suspension. The C glue of one request; only
/// the thread libmicrohttpd calls with it, or a worker resuming it, uses it.
struct Connection: @unchecked Sendable {
  let pointer: OpaquePointer
  let mhd: MicroHTTPD

  /// The first value of `key` of the kind `kind` (a header, a query argument, a cookie).
  func value(_ kind: MHD_ValueKind, _ key: String) -> String? {
    mhd.lookupConnectionValue(pointer, kind, key).map { String(cString: $0) }
  }

  /// Every value of the kind `kind`; the last of a repeated key wins.
  func values(_ kind: MHD_ValueKind) -> [String: String] {
    let box = ValueBox()
    _ = mhd.getConnectionValues(
      pointer, kind, collectValue, Unmanaged.passUnretained(box).toOpaque())
    return box.values
  }

  /// The peer's numeric address, such as `127.0.0.1` or `::1`, or `-`.
  var peer: String {
    guard let address = larder_mhd_client_address(mhd.getConnectionInfo, pointer) else {
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

  /// The connection's socket, or -1.
  var socket: Int32 { larder_mhd_connection_socket(mhd.getConnectionInfo, pointer) }

  /// Queues `response`, after the server's `headers`.
  func queue(_ response: Response, after headers: [(String, String)]) -> MHD_Result {
    let made = response.body.withUnsafeBytes { bytes in
      mhd.createResponseFromBuffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let made else { return MHD_Result.NO }
    defer { mhd.destroyResponse(made) }
    for (name, value) in headers + response.headers {
      _ = mhd.addResponseHeader(made, name, value)
    }
    return mhd.queueResponse(pointer, UInt32(clamping: response.status), made)
  }

  /// Stops libmicrohttpd calling for this request until `resume`.
  func suspend() { mhd.suspendConnection(pointer) }

  /// Has libmicrohttpd call for this request again.
  func resume() { mhd.resumeConnection(pointer) }
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
