import Foundation

/// Writes RFC 4180 records: CRLF line ends, fields quoted only when they must be.
public struct CSVWriter {
  /// What the writer has produced so far.
  public private(set) var text = ""

  /// Creates an empty writer.
  public init() {}

  /// Appends one record.
  public mutating func write(_ fields: [String]) {
    var bytes: [UInt8] = []
    CSVWriter.append(fields, to: &bytes)
    text += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one record as UTF-8 bytes, ending in CRLF: the same text as `write(_:)`.
  ///
  /// A field is quoted when it contains a comma, a quote, CR or LF, or starts or ends with
  /// a space (so spreadsheets keep the space); quotes inside are doubled.
  public static func append(_ fields: [String], to bytes: inout [UInt8]) {
    for (index, field) in fields.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      var field = field
      field.withUTF8 { utf8 in
        var quoted = utf8.first == 0x20 || utf8.last == 0x20
        if !quoted {
          for byte in utf8 where byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D {
            quoted = true
            break
          }
        }
        guard quoted else {
          bytes.append(contentsOf: utf8)
          return
        }
        bytes.append(0x22)
        for byte in utf8 {
          bytes.append(byte)
          if byte == 0x22 { bytes.append(0x22) }
        }
        bytes.append(0x22)
      }
    }
    bytes.append(contentsOf: [0x0D, 0x0A])
  }
}
