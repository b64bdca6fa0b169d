import Foundation

/// The access log: one line per request, when it is finished, answered or not: method,
/// path (never the query, which may carry a key or token), status (`-` when none was
/// sent) and milliseconds, each field escaped (`LogText`) so that a client cannot forge a
/// line or a field.
enum AccessLog {
  /// The line of a request: `GET /stock 200 3.5 ms`.
  static func line(method: String, path: String, status: Int?, milliseconds: Double) -> String {
    "\(LogText.escaped(method)) \(LogText.escaped(path)) "
      + "\(status.map(String.init) ?? "-") " + String(format: "%.1f ms", milliseconds)
  }
}
