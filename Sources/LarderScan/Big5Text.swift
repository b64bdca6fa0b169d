#if canImport(Glibc)
  import Glibc
#endif

/// Big5 bytes as text, through glibc's `iconv` (the `BIG5-HKSCS` table, a superset of
/// the Big5 a Taiwan e-invoice prints).
public enum Big5Text {
  /// The text of `bytes` in Big5, nil when they are not Big5.
  public static func decode(_ bytes: [UInt8]) -> String? {
    guard !bytes.isEmpty else { return "" }
    let converter = iconv_open("UTF-8", "BIG5-HKSCS")
    guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var input = bytes.map { CChar(bitPattern: $0) }
    // UTF-8 takes at most 2 bytes for each Big5 byte (3 for a 2-byte character).
    var output = [CChar](repeating: 0, count: bytes.count * 2 + 4)
    let done: Int? = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        var inPointer = source.baseAddress
        var inLeft = source.count
        var outPointer = target.baseAddress
        var outLeft = target.count
        guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 || inLeft == 0
        else { return nil }
        return inLeft == 0 ? target.count - outLeft : nil
      }
    }
    guard let done else { return nil }
    return String(validating: output[..<done].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
