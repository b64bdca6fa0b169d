import CMicroHTTPD
import Foundation

/// libmicrohttpd's calls into the server, as C function pointers: each finds the server
/// (or the request) in the context pointer it was given and calls its Swift method.
enum DaemonCallbacks {
  /// A request's line and headers, then each piece of its body, then its end.
  static let access: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, upload, uploadSize, state in
    guard let context, let connection, let url, let method, let uploadSize, let state else {
      return MHD_Result.NO
    }
    return server(context).access(
      connection, url: String(cString: url), method: String(cString: method), upload: upload,
      uploadSize: uploadSize, state: state)
  }

  /// A request finished, answered or not.
  static let completed: MHD_RequestCompletedCallback = { context, connection, state, _ in
    guard let context else { return }
    server(context).completed(connection, state)
  }

  /// A connection opened or closed.
  static let connectionChanged: MHD_NotifyConnectionCallback = {
    context, connection, _, change in
    guard let context, let connection else { return }
    if change == .CONNECTION_NOTIFY_STARTED {
      server(context).connectionOpened(connection)
    } else {
      server(context).connectionClosed(connection)
    }
  }

  /// A message of libmicrohttpd's, formatted.
  static let log: MHD_LogCallback = { context, format, arguments in
    guard let context, let format, let arguments else { return }
    var buffer = [CChar](repeating: 0, count: 512)
    _ = vsnprintf(&buffer, buffer.count, format, arguments)
    server(context).note(
      String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }

  /// A piece of an upload's part, from the post processor; the context is the request.
  static let part: MHD_PostDataIterator = {
    context, _, key, filename, _, _, data, offset, size in
    guard let context, let key else { return MHD_Result.NO }
    let request = Unmanaged<IncomingRequest>.fromOpaque(context).takeUnretainedValue()
    let name = String(cString: key)
    let file = filename.map { String(cString: $0) }
    guard let data, size > 0 else {
      request.collect(
        part: name, filename: file, offset: offset, UnsafeBufferPointer(start: nil, count: 0))
      return MHD_Result.YES
    }
    data.withMemoryRebound(to: UInt8.self, capacity: size) {
      request.collect(
        part: name, filename: file, offset: offset, UnsafeBufferPointer(start: $0, count: size))
    }
    return MHD_Result.YES
  }

  private static func server(_ context: UnsafeMutableRawPointer) -> HTTPServer {
    Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  }
}
