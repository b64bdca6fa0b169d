/// A product barcode number: a GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14, its
/// last digit a verified check digit.
///
/// Kept as the digits were given, so `0012345678905` (GTIN-13) and `012345678905` (UPC-A)
/// stay two spellings; `key` is the form every spelling of one number shares (14 digits,
/// zeros in front), which is how barcodes are compared and looked up.
public struct GTIN: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Why a text is not a GTIN.
  public enum Problem: Hashable, Sendable {
    /// A character other than the ASCII digits 0–9.
    case notDigits
    /// Not 8, 12, 13 or 14 digits long; the length found.
    case length(Int)
    /// The last digit is not the check digit; the digit it should be.
    case checkDigit(expected: Int)
  }

  /// The digits, as given.
  public let digits: String

  /// Reads a GTIN from its digits; spaces around it are ignored.
  ///
  /// - Throws: `ValueError.invalidBarcode` naming the problem: not digits, a length other
  ///   than 8, 12, 13 or 14, or a wrong check digit (with the right one).
  public init(_ text: String) throws(ValueError) {
    let trimmed = text.trimmingASCIISpaces()
    let bytes = Array(trimmed.utf8)
    guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      throw .invalidBarcode(trimmed, .notDigits)
    }
    guard [8, 12, 13, 14].contains(bytes.count) else {
      throw .invalidBarcode(trimmed, .length(bytes.count))
    }
    let values = bytes.map { Int($0 - 0x30) }
    let expected = GTIN.checkDigit(of: values.dropLast())
    guard values[values.count - 1] == expected else {
      throw .invalidBarcode(trimmed, .checkDigit(expected: expected))
    }
    digits = trimmed
  }

  /// The check digit of a GTIN's other digits (GS1's mod-10 rule: from the right, weights
  /// 3, 1, 3, …).
  public static func checkDigit<Digits: BidirectionalCollection<Int>>(of digits: Digits) -> Int {
    var sum = 0
    for (offset, digit) in digits.reversed().enumerated() {
      sum += digit * (offset % 2 == 0 ? 3 : 1)
    }
    return (10 - sum % 10) % 10
  }

  /// The 14-digit form shared by every spelling of this number: the key barcodes are kept
  /// and looked up by.
  public var key: String {
    String(repeating: "0", count: 14 - digits.utf8.count) + digits
  }

  public var description: String { digits }

  public static func < (a: GTIN, b: GTIN) -> Bool { a.key < b.key }

  public static func == (a: GTIN, b: GTIN) -> Bool { a.key == b.key }

  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
