/// A cursor over a fuzz input that hands out small choices and numbers, so that the same
/// bytes always decode to the same decisions. Reading past the end returns nil.
public struct FuzzInput: Sendable {
  private let bytes: [UInt8]
  private var offset = 0

  /// A cursor at the start of `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { offset >= bytes.count }

  /// The next byte, or nil at the end.
  public mutating func byte() -> UInt8? {
    guard offset < bytes.count else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A choice from 0 to `count` − 1 (0 at the end); `count` must be at least 1.
  public mutating func choice(_ count: Int) -> Int {
    Int(byte() ?? 0) % max(count, 1)
  }

  /// A number from 0 to `limit` inclusive, built from the next 8 bytes (fewer at the end).
  public mutating func number(upTo limit: UInt64) -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte() ?? 0) }
    return limit == .max ? value : value % (limit + 1)
  }
}
