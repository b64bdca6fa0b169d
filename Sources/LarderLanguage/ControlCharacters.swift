/// Control characters in text an output shows: C0 (but tab, line feed and carriage
/// return), DEL and C1. No way into Larder lets one through; a database edited by hand or
/// written by an older Larder may hold one, and every output keeps it harmless (an escape
/// sequence would move a terminal's cursor, a NUL break an HTML page or a workbook).
public enum ControlCharacters {
  /// Whether `scalar` is one of them.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
      || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `text` may hold one: a scan of its bytes, without Unicode's tables (a C1
  /// character is 0xC2 then 0x80…0x9F; a no-break space, 0xC2 0xA0, is not one).
  public static func mayBeIn(_ text: String) -> Bool {
    var afterC2 = false
    for byte in text.utf8 {
      if afterC2 && (0x80...0x9F).contains(byte) { return true }
      afterC2 = byte == 0xC2
      if byte == 0x7F || (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) {
        return true
      }
    }
    return false
  }

  /// `text` with each of them replaced by U+FFFD.
  public static func replaced(in text: String) -> String {
    guard mayBeIn(text) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { result.append(isControl(scalar) ? "\u{FFFD}" : scalar) }
    return String(result)
  }
}
