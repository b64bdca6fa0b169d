import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// UUIDs as the lowercase text Larder stores, converted without going through `sscanf`
/// and `snprintf` as Foundation does: imports and exports convert millions of them.
public enum UUIDText {
  /// A new random (version 4) id, from the system's random generator (`getrandom`), a
  /// page of bytes at a time: Foundation's `UUID()` opens `/dev/urandom` for every id and
  /// the generator's `next()` makes a system call for every 8 bytes, which an import of a
  /// million rows pays a million times.
  public static func random() -> UUID { id(randomWords()) }

  /// The 16 bytes of a new random id as two big-endian words, its version and variant
  /// set: ids compare as these words do, and as their text does.
  static func randomWords() -> (UInt64, UInt64) {
    var (high, low) = pool.withLock { $0.next() }
    high = (high & ~0xF000) | 0x4000  // version 4, in byte 6
    low = (low & ~(0xC0 << 56)) | (0x80 << 56)  // variant 10, in byte 8
    return (high, low)
  }

  /// The id whose 16 bytes are `words`, big-endian.
  static func id(_ words: (UInt64, UInt64)) -> UUID {
    var id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)).uuid
    withUnsafeMutableBytes(of: &id) { bytes in
      for index in 0..<8 {
        bytes[index] = UInt8(truncatingIfNeeded: words.0 >> (56 - 8 * index))
        bytes[8 + index] = UInt8(truncatingIfNeeded: words.1 >> (56 - 8 * index))
      }
    }
    return UUID(uuid: id)
  }

  /// The random bytes not yet handed out, shared by every thread.
  private static let pool = Mutex(RandomPool())

  /// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in lowercase.
  public static func format(_ id: UUID) -> String {
    withUnsafeBytes(of: id.uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { buffer in
        var position = 0
        for index in 0..<16 {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            buffer[position] = UInt8(ascii: "-")
            position += 1
          }
          buffer[position] = hexDigit(bytes[index] >> 4)
          buffer[position + 1] = hexDigit(bytes[index] & 0x0F)
          position += 2
        }
        return position
      }
    }
  }

  /// The lowercase hex digit of a value below 16.
  @inline(__always)
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") - 10 + value
  }

  /// Reads `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in either case; nil for anything else.
  public static func parse(_ text: String) -> UUID? {
    var text = text
    return text.withUTF8 { bytes -> UUID? in
      guard bytes.count == 36, bytes[8] == 0x2D, bytes[13] == 0x2D, bytes[18] == 0x2D,
        bytes[23] == 0x2D
      else { return nil }
      var id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)).uuid
      let valid = withUnsafeMutableBytes(of: &id) { out -> Bool in
        var position = 0
        for index in 0..<16 {
          if position == 8 || position == 13 || position == 18 || position == 23 { position += 1 }
          let high = nibble(bytes[position])
          let low = nibble(bytes[position + 1])
          guard high < 16, low < 16 else { return false }
          out[index] = high << 4 | low
          position += 2
        }
        return true
      }
      return valid ? UUID(uuid: id) : nil
    }
  }

  /// `text` itself when it is an id in the lowercase form `format` writes (the stored
  /// form), without making a `UUID`; else the lowercase form of an id written in capitals;
  /// nil for anything that is not an id.
  public static func lowercased(_ text: String) -> String? {
    var text = text
    let stored = text.withUTF8 { bytes -> Bool in
      guard bytes.count == 36 else { return false }
      for (index, byte) in bytes.enumerated() {
        let dash = index == 8 || index == 13 || index == 18 || index == 23
        let fits =
          dash ? byte == 0x2D : (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
        if !fits { return false }
      }
      return true
    }
    return stored ? text : parse(text).map(format)
  }

  /// The value of a hex digit, or 255 for anything else.
  private static func nibble(_ byte: UInt8) -> UInt8 {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x61...0x66: return byte - 0x61 + 10
    case 0x41...0x46: return byte - 0x41 + 10
    default: return 255
    }
  }
}

/// Random numbers read from the system 4 KiB at a time.
private struct RandomPool {
  private var words = [UInt64](repeating: 0, count: 512)
  private var used = 512

  /// The next two random words.
  mutating func next() -> (UInt64, UInt64) {
    if used + 2 > words.count { refill() }
    defer { used += 2 }
    return (words[used], words[used + 1])
  }

  /// Fills the words from the system (glibc's `arc4random_buf`, one `getrandom` call).
  private mutating func refill() {
    #if canImport(Glibc)
      words.withUnsafeMutableBytes { bytes in
        if let start = bytes.baseAddress { arc4random_buf(start, bytes.count) }
      }
    #else
      var generator = SystemRandomNumberGenerator()
      for index in words.indices { words[index] = generator.next() }
    #endif
    used = 0
  }
}
