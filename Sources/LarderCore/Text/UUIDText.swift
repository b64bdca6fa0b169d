import Foundation

/// UUIDs as the lowercase text Larder stores, converted without going through `sscanf`
/// and `snprintf` as Foundation does: imports and exports convert millions of them.
public enum UUIDText {
  private static let digits = Array("0123456789abcdef".utf8)

  /// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in lowercase.
  public static func format(_ id: UUID) -> String {
    withUnsafeBytes(of: id.uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { buffer in
        var position = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            buffer[position] = UInt8(ascii: "-")
            position += 1
          }
          buffer[position] = digits[Int(byte >> 4)]
          buffer[position + 1] = digits[Int(byte & 0x0F)]
          position += 2
        }
        return position
      }
    }
  }

  /// Reads `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in either case; nil for anything else.
  public static func parse(_ text: String) -> UUID? {
    var id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)).uuid
    let valid = withUnsafeMutableBytes(of: &id) { bytes -> Bool in
      var count = 0
      var high: UInt8?
      var position = 0
      for character in text.utf8 {
        defer { position += 1 }
        if position == 8 || position == 13 || position == 18 || position == 23 {
          guard character == UInt8(ascii: "-") else { return false }
          continue
        }
        let value: UInt8
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = character - UInt8(ascii: "A") + 10
        default: return false
        }
        if let first = high {
          guard count < 16 else { return false }
          bytes[count] = first << 4 | value
          count += 1
          high = nil
        } else {
          high = value
        }
      }
      return position == 36 && count == 16
    }
    return valid ? UUID(uuid: id) : nil
  }
}
