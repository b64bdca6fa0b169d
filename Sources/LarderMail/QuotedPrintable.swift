/// Quoted-printable (RFC 2045 §6.7) for UTF-8 text bodies.
public enum QuotedPrintable {
  /// Encodes `text`: its lines end in CRLF, no encoded line is longer than 76 characters
  /// (long lines get soft breaks, `=` at the end), and every byte outside printable ASCII,
  /// `=`, and a space or tab before a line end are written as `=XX`.
  public static func encode(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    let lines = text.replacingCRLF().split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if index > 0 { output += [13, 10] }
      let bytes = Array(line.utf8)
      var width = 0
      for (offset, byte) in bytes.enumerated() {
        let atEnd = offset == bytes.count - 1
        let literal =
          (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "="))
          || ((byte == 32 || byte == 9) && !atEnd)
        let token: [UInt8] =
          literal ? [byte] : [UInt8(ascii: "="), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        // Leave room for the soft break's "=" unless this is the line's last token.
        let limit = atEnd ? 76 : 75
        if width + token.count > limit {
          output += [UInt8(ascii: "="), 13, 10]
          width = 0
        }
        output += token
        width += token.count
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}

extension String {
  /// The text with CRLF and lone CR turned into LF.
  func replacingCRLF() -> String {
    var result = ""
    var previousCR = false
    for scalar in unicodeScalars {
      if scalar == "\r" {
        result.unicodeScalars.append("\n")
        previousCR = true
        continue
      }
      if scalar == "\n" && previousCR {
        previousCR = false
        continue
      }
      previousCR = false
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
