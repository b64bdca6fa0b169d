import CCurl
import LarderErrors
import LarderLoading

/// libcurl, loaded the first time a message is sent over SMTP or a webhook is posted (or
/// its version is asked), so that no other command loads it and the TLS, HTTP/2, LDAP and
/// Kerberos libraries it loads in turn.
/// Its function pointers are immutable and the library is never unloaded, so it is shared.
struct Curl: @unchecked Sendable {
  typealias Handle = UnsafeMutableRawPointer
  typealias List = UnsafeMutablePointer<curl_slist>

  let globalInit: @convention(c) (Int) -> CURLcode
  let easyInit: @convention(c) () -> Handle?
  let easyCleanup: @convention(c) (Handle?) -> Void
  let easyPerform: @convention(c) (Handle?) -> CURLcode
  let easyStrerror: @convention(c) (CURLcode) -> UnsafePointer<CChar>?
  let slistAppend: @convention(c) (List?, UnsafePointer<CChar>?) -> List?
  let slistFreeAll: @convention(c) (List?) -> Void
  let versionInfo: @convention(c) (CURLversion) -> UnsafeMutablePointer<curl_version_info_data>?
  /// `curl_easy_setopt`, for the typed wrappers of `CCurl` (it is variadic).
  let setopt: UnsafeMutableRawPointer
  /// `curl_easy_getinfo`, for `larder_curl_get_long` (it is variadic).
  let getinfo: UnsafeMutableRawPointer

  /// The library's file name, as Debian's `libcurl4` installs it.
  static let soname = "libcurl.so.4"

  /// libcurl, loaded and globally initialised once; the same failure for every caller.
  static let shared: Result<Curl, LibraryError> = Result { () throws(LibraryError) in
    let curl = try Curl(try SharedLibrary(soname))
    _ = curl.globalInit(Int(CURL_GLOBAL_DEFAULT))
    return curl
  }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    globalInit = try library.function("curl_global_init")
    easyInit = try library.function("curl_easy_init")
    easyCleanup = try library.function("curl_easy_cleanup")
    easyPerform = try library.function("curl_easy_perform")
    easyStrerror = try library.function("curl_easy_strerror")
    slistAppend = try library.function("curl_slist_append")
    slistFreeAll = try library.function("curl_slist_free_all")
    versionInfo = try library.function("curl_version_info")
    setopt = try library.address("curl_easy_setopt")
    getinfo = try library.address("curl_easy_getinfo")
  }
}
