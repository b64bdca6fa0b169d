import LarderErrors
import LarderLoading

/// libmosquitto, the MQTT client library, loaded when `larder serve` is given a broker
/// (`--mqtt`); no other command loads it. The functions are declared here as the C types of
/// its header (`mosquitto.h`), so that no header is needed to build.
/// Its function pointers are immutable and the library is never unloaded, so it is shared.
struct Mosquitto: @unchecked Sendable {
  /// A client handle (`struct mosquitto *`).
  typealias Client = OpaquePointer
  /// A callback given the client, the object passed to `new`, and a code.
  typealias Callback = @convention(c) (Client?, UnsafeMutableRawPointer?, Int32) -> Void

  let libraryInit: @convention(c) () -> Int32
  let new: @convention(c) (UnsafePointer<CChar>?, Bool, UnsafeMutableRawPointer?) -> Client?
  let destroy: @convention(c) (Client?) -> Void
  let setObject: @convention(c) (Client?, UnsafeMutableRawPointer?) -> Void
  let setLogin: @convention(c) (Client?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
  let setWill:
    @convention(c) (Client?, UnsafePointer<CChar>?, Int32, UnsafeRawPointer?, Int32, Bool) -> Int32
  let setTLS:
    @convention(c) (
      Client?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
      UnsafePointer<CChar>?, UnsafeMutableRawPointer?
    ) -> Int32
  let setReconnectDelay: @convention(c) (Client?, UInt32, UInt32, Bool) -> Int32
  let connectAsync: @convention(c) (Client?, UnsafePointer<CChar>?, Int32, Int32) -> Int32
  let loopStart: @convention(c) (Client?) -> Int32
  let loopStop: @convention(c) (Client?, Bool) -> Int32
  let disconnect: @convention(c) (Client?) -> Int32
  let publish:
    @convention(c) (
      Client?, UnsafeMutablePointer<Int32>?, UnsafePointer<CChar>?, Int32, UnsafeRawPointer?,
      Int32, Bool
    ) -> Int32
  let onConnect: @convention(c) (Client?, Callback?) -> Void
  let onDisconnect: @convention(c) (Client?, Callback?) -> Void
  let onPublish: @convention(c) (Client?, Callback?) -> Void
  let errorText: @convention(c) (Int32) -> UnsafePointer<CChar>?
  let connackText: @convention(c) (Int32) -> UnsafePointer<CChar>?
  let libraryVersion:
    @convention(c) (
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?
    ) -> Int32

  /// The library's file name, as Debian's `libmosquitto1` installs it.
  static let soname = "libmosquitto.so.1"
  /// The Debian package that installs it.
  static let package = "libmosquitto1"

  /// The library, loaded and initialised once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try load(soname) }

  /// The library `name`, loaded and initialised.
  ///
  /// - Throws: `LibraryError.notInstalled`, naming Debian's `libmosquitto1`, when it cannot
  ///   be loaded; `.missingFunction` for a version without a function Larder calls.
  static func load(_ name: String) throws(LibraryError) -> Mosquitto {
    let library: SharedLibrary
    do throws(LibraryError) { library = try SharedLibrary(name) } catch {
      guard case .cannotLoad(let name, let reason) = error else { throw error }
      throw .notInstalled(library: name, package: package, reason: reason)
    }
    let mosquitto = try Mosquitto(library)
    _ = mosquitto.libraryInit()
    return mosquitto
  }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    libraryInit = try library.function("mosquitto_lib_init")
    new = try library.function("mosquitto_new")
    destroy = try library.function("mosquitto_destroy")
    setObject = try library.function("mosquitto_user_data_set")
    setLogin = try library.function("mosquitto_username_pw_set")
    setWill = try library.function("mosquitto_will_set")
    setTLS = try library.function("mosquitto_tls_set")
    setReconnectDelay = try library.function("mosquitto_reconnect_delay_set")
    connectAsync = try library.function("mosquitto_connect_async")
    loopStart = try library.function("mosquitto_loop_start")
    loopStop = try library.function("mosquitto_loop_stop")
    disconnect = try library.function("mosquitto_disconnect")
    publish = try library.function("mosquitto_publish")
    onConnect = try library.function("mosquitto_connect_callback_set")
    onDisconnect = try library.function("mosquitto_disconnect_callback_set")
    onPublish = try library.function("mosquitto_publish_callback_set")
    errorText = try library.function("mosquitto_strerror")
    connackText = try library.function("mosquitto_connack_string")
    libraryVersion = try library.function("mosquitto_lib_version")
  }

  /// libmosquitto's words for the error code `code`.
  func text(ofError code: Int32) -> String {
    errorText(code).map { String(cString: $0) } ?? "error \(code)"
  }

  /// libmosquitto's words for the broker's answer `code` to a connection.
  func text(ofConnack code: Int32) -> String {
    connackText(code).map { String(cString: $0) } ?? "code \(code)"
  }
}
