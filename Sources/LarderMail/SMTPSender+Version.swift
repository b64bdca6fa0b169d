import CCurl
import LarderErrors
import LarderLoading

extension SMTPSender {
  /// The version of the libcurl library installed, as it reports itself (`8.14.1`), which
  /// loads it.
  ///
  /// - Throws: `LibraryError` when libcurl is not installed or not loadable.
  public static func libraryVersion() throws(LibraryError) -> String {
    let curl = try Curl.shared.get()
    guard let info = curl.versionInfo(CURLVERSION_FIRST), let version = info.pointee.version
    else { return "unknown" }
    return String(cString: version)
  }
}
