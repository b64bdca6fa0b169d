/// Text placed in a URL this module writes (a path segment or a query value).
enum URLText {
  /// `text` percent-encoded for a query value or a path segment: its UTF-8 bytes, each
  /// written `%XX` (capital hex digits) unless it is one of RFC 3986's unreserved
  /// characters (letters and digits of ASCII, `-._~`). A page writes hundreds of these.
  static func encode(_ text: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.append(byte)
      default:
        encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// `path?name=value&…` with the values encoded; the pairs with a nil value left out.
  static func query(_ path: String, _ pairs: [(String, String?)]) -> String {
    let given = pairs.compactMap { name, value in value.map { "\(name)=\(encode($0))" } }
    return given.isEmpty ? path : path + "?" + given.joined(separator: "&")
  }
}
