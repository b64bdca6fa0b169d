import Foundation

/// Text placed in a URL this module writes (a path segment or a query value).
enum URLText {
  /// The characters left as they are: RFC 3986's unreserved ones.
  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  /// `text` percent-encoded for a query value or a path segment.
  static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }

  /// `path?name=value&…` with the values encoded; the pairs with a nil value left out.
  static func query(_ path: String, _ pairs: [(String, String?)]) -> String {
    let given = pairs.compactMap { name, value in value.map { "\(name)=\(encode($0))" } }
    return given.isEmpty ? path : path + "?" + given.joined(separator: "&")
  }
}
