import CCurl

extension SMTPSender {
  /// The version of the libcurl library in use, as it reports itself (`8.14.1`); `unknown`
  /// when it gives none.
  public static var libraryVersion: String {
    guard let info = curl_version_info(CURLVERSION_FIRST), let version = info.pointee.version
    else { return "unknown" }
    return String(cString: version)
  }
}
