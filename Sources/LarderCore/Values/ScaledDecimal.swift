/// Parsing and printing of exact decimals held as integers scaled by a power of ten.
///
/// `Quantity` (scale 3) and `Money` (the currency's minor unit) share these, so both
/// read and write the same plain form: an optional `-`, digits, and an optional `.`
/// followed by digits. No exponent, no grouping, no `+`.
enum ScaledDecimal {
  /// The largest magnitude accepted, in whole units: 10^12.
  static let maxWholeUnits: Int64 = 1_000_000_000_000

  /// Parses `text` into an integer of `scale` implied decimal places.
  ///
  /// - Throws: `notADecimal` for malformed text, `tooPrecise` for more than `scale`
  ///   decimals (non-zero or not), `tooLarge` beyond `maxWholeUnits`.
  static func parse(_ text: some StringProtocol, scale: Int) throws(ValueError) -> Int64 {
    var bytes = Substring(text).utf8[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    let whole = bytes.prefix { $0 != UInt8(ascii: ".") }
    let hasPoint = whole.count < bytes.count
    let fraction =
      hasPoint ? bytes[bytes.index(after: whole.endIndex)...] : bytes[bytes.endIndex...]
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    guard !whole.isEmpty, whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit),
      !hasPoint || !fraction.isEmpty
    else { throw .notADecimal(String(text)) }
    guard fraction.count <= scale else { throw .tooPrecise(String(text), maxDecimals: scale) }
    let significant = whole.drop { $0 == UInt8(ascii: "0") }
    guard significant.count <= 13 else { throw .tooLarge(String(text)) }
    var units: Int64 = 0
    for byte in significant { units = units * 10 + Int64(byte - 0x30) }
    guard units <= maxWholeUnits else { throw .tooLarge(String(text)) }
    var value = units
    var remaining = scale
    for byte in fraction {
      value = value * 10 + Int64(byte - 0x30)
      remaining -= 1
    }
    for _ in 0..<remaining { value *= 10 }
    return negative ? -value : value
  }

  /// Prints `value` with exactly `scale` decimal places, for example 1230 at scale 2 as `12.30`.
  static func format(_ value: Int64, scale: Int) -> String {
    guard scale > 0 else { return String(value) }
    let magnitude = value.magnitude
    var divisor: UInt64 = 1
    for _ in 0..<scale { divisor *= 10 }
    let whole = magnitude / divisor
    let fraction = String(magnitude % divisor)
    let padded = String(repeating: "0", count: scale - fraction.count) + fraction
    return (value < 0 ? "-" : "") + String(whole) + "." + padded
  }

  /// Prints `value` with at most `scale` decimals, dropping trailing zeros: `1.5`, `2`.
  static func formatTrimmed(_ value: Int64, scale: Int) -> String {
    var text = format(value, scale: scale)
    guard scale > 0 else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// `value × numerator / denominator`, rounded half away from zero, computed in 128 bits.
  static func scale(_ value: Int64, by numerator: Int64, over denominator: Int64) -> Int64 {
    let product = Int128(value) * Int128(numerator)
    let divisor = Int128(denominator)
    let (quotient, remainder) = product.quotientAndRemainder(dividingBy: divisor)
    var result = quotient
    if remainder.magnitude * 2 >= divisor.magnitude {
      result += (product < 0) != (divisor < 0) ? -1 : 1
    }
    return Int64(clamping: result)
  }
}
