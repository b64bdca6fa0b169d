import Foundation

/// Decodes an `application/x-www-form-urlencoded` body into fields.
///
/// The pairs are split on `&` and `=`, `+` read as a space, and the rest percent-decoded by
/// Foundation; a pair that does not decode (bad `%` escapes, bytes that are not UTF-8) is
/// left out. The last of a repeated name wins.
enum FormDecoding {
  static func fields(_ body: [UInt8]) -> [String: String] {
    guard let text = String(validating: body, as: UTF8.self) else { return [:] }
    var fields: [String: String] = [:]
    for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decode(parts[0]) else { continue }
      fields[name] = parts.count > 1 ? decode(parts[1]) : ""
    }
    return fields
  }

  private static func decode(_ text: Substring) -> String? {
    text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}
