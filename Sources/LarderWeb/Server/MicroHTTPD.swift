import CMicroHTTPD
import LarderErrors
import LarderLoading

/// libmicrohttpd, loaded when `larder serve` starts, so that no other command loads it and
/// the GnuTLS libraries it loads in turn.
/// Its function pointers are immutable and the library is never unloaded, so it is shared.
struct MicroHTTPD: @unchecked Sendable {
  let resumeConnection: @convention(c) (OpaquePointer?) -> Void
  let suspendConnection: @convention(c) (OpaquePointer?) -> Void
  let stopDaemon: @convention(c) (OpaquePointer?) -> Void
  let quiesceDaemon: @convention(c) (OpaquePointer?) -> MHD_socket
  let queueResponse: @convention(c) (OpaquePointer?, UInt32, OpaquePointer?) -> MHD_Result
  let postProcess: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> MHD_Result
  let lookupConnectionValue:
    @convention(c) (OpaquePointer?, MHD_ValueKind, UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
  let isFeatureSupported: @convention(c) (MHD_FEATURE) -> MHD_Result
  let getConnectionValues:
    @convention(c) (OpaquePointer?, MHD_ValueKind, MHD_KeyValueIterator?, UnsafeMutableRawPointer?)
      -> Int32
  let destroyResponse: @convention(c) (OpaquePointer?) -> Void
  let destroyPostProcessor: @convention(c) (OpaquePointer?) -> MHD_Result
  let createResponseFromBuffer:
    @convention(c) (Int, UnsafeMutableRawPointer?, MHD_ResponseMemoryMode) -> OpaquePointer?
  let createPostProcessor:
    @convention(c) (OpaquePointer?, Int, MHD_PostDataIterator?, UnsafeMutableRawPointer?) ->
      OpaquePointer?
  let addResponseHeader:
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> MHD_Result

  /// `MHD_start_daemon` and `MHD_get_connection_info`, for the wrappers of `CMicroHTTPD`
  /// (they are variadic).
  let startDaemon: UnsafeMutableRawPointer
  let getConnectionInfo: UnsafeMutableRawPointer
  let getVersion: @convention(c) () -> UnsafePointer<CChar>?

  /// The library's file name, as Debian's `libmicrohttpd12` installs it.
  static let soname = "libmicrohttpd.so.12"

  /// The library, loaded once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try MicroHTTPD(SharedLibrary(soname)) }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    getVersion = try library.function("MHD_get_version")
    startDaemon = try library.address("MHD_start_daemon")
    getConnectionInfo = try library.address("MHD_get_connection_info")
    resumeConnection = try library.function("MHD_resume_connection")
    suspendConnection = try library.function("MHD_suspend_connection")
    stopDaemon = try library.function("MHD_stop_daemon")
    quiesceDaemon = try library.function("MHD_quiesce_daemon")
    queueResponse = try library.function("MHD_queue_response")
    postProcess = try library.function("MHD_post_process")
    lookupConnectionValue = try library.function("MHD_lookup_connection_value")
    isFeatureSupported = try library.function("MHD_is_feature_supported")
    getConnectionValues = try library.function("MHD_get_connection_values")
    destroyResponse = try library.function("MHD_destroy_response")
    destroyPostProcessor = try library.function("MHD_destroy_post_processor")
    createResponseFromBuffer = try library.function("MHD_create_response_from_buffer")
    createPostProcessor = try library.function("MHD_create_post_processor")
    addResponseHeader = try library.function("MHD_add_response_header")
  }
}
