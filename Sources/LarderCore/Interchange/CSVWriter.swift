import Foundation

/// Writes RFC 4180 records: CRLF line ends, fields quoted only when they must be.
public struct CSVWriter {
  /// What the writer has produced so far.
  public private(set) var text = ""

  /// Creates an empty writer.
  public init() {}

  /// Appends one record.
  public mutating func write(_ fields: [String]) {
    var first = true
    for field in fields {
      if !first { text += "," }
      first = false
      text += CSVWriter.escape(field)
    }
    text += "\r\n"
  }

  /// One field, quoted when it contains a comma, a quote, CR or LF, or starts or ends
  /// with a space (so spreadsheets keep the space).
  public static func escape(_ field: String) -> String {
    let needsQuotes =
      field.utf8.contains {
        $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
      } || field.hasPrefix(" ") || field.hasSuffix(" ")
    guard needsQuotes else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
