/// Parsing and printing of exact decimals held as integers scaled by a power of ten.
///
/// `Quantity` (scale 3) and `Money` (the currency's minor unit) share these, so both
/// read and write the same plain form: an optional `-`, digits, and an optional `.`
/// followed by digits. No exponent, no grouping, no `+`.
enum ScaledDecimal {
  /// Parses `text` into an integer of `scale` implied decimal places whose magnitude is at
  /// most `maxWholeUnits` whole units (so at most `maxWholeUnits` × 10^scale).
  ///
  /// - Throws: `notADecimal` for malformed text, `tooPrecise` for more than `scale`
  ///   decimals (non-zero or not), `tooLarge` beyond `maxWholeUnits`, naming the bound.
  static func parse(_ text: some StringProtocol, scale: Int, maxWholeUnits: Int64)
    throws(ValueError) -> Int64
  {
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
    // More than 19 significant digits is too large for any bound; 19 digits and up to 19
    // decimals fit in 128 bits, to be compared with the bound exactly.
    let significant = whole.drop { $0 == UInt8(ascii: "0") }
    guard significant.count <= 19, scale <= 19 else {
      throw .tooLarge(String(text), max: String(maxWholeUnits))
    }
    var value: Int128 = 0
    for byte in significant { value = value * 10 + Int128(byte - 0x30) }
    var limit = Int128(maxWholeUnits)
    var remaining = scale
    for byte in fraction {
      value = value * 10 + Int128(byte - 0x30)
      limit *= 10
      remaining -= 1
    }
    for _ in 0..<remaining {
      value *= 10
      limit *= 10
    }
    guard value <= limit, let result = Int64(exactly: negative ? -value : value) else {
      throw .tooLarge(String(text), max: String(maxWholeUnits))
    }
    return result
  }

  /// Prints `value` with exactly `scale` decimal places, for example 1230 at scale 2 as `12.30`.
  static func format(_ value: Int64, scale: Int) -> String {
    digits(value, scale: scale, trimmed: false)
  }

  /// Prints a 128-bit `value` with exactly `scale` decimal places. Values that fit in 64
  /// bits (all but absurd ratios) take the fast path.
  static func format(_ value: Int128, scale: Int) -> String {
    if let small = Int64(exactly: value) { return format(small, scale: scale) }
    var text = String(value.magnitude)
    if text.count <= scale { text = String(repeating: "0", count: scale - text.count + 1) + text }
    if scale > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -scale)) }
    return (value < 0 ? "-" : "") + text
  }

  /// Prints `value` with at most `scale` decimals, dropping trailing zeros: `1.5`, `2`.
  static func formatTrimmed(_ value: Int64, scale: Int) -> String {
    digits(value, scale: scale, trimmed: true)
  }

  /// The decimal digits of `value ÷ 10^scale`, written right to left into a small buffer:
  /// exports print millions of these.
  private static func digits(_ value: Int64, scale: Int, trimmed: Bool) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      var magnitude = value.magnitude
      var end = buffer.count
      var fraction = 0
      var significant = !trimmed
      while fraction < scale {
        let digit = UInt8(magnitude % 10)
        magnitude /= 10
        fraction += 1
        if digit != 0 { significant = true }
        if significant {
          end -= 1
          buffer[end] = UInt8(ascii: "0") + digit
        }
      }
      if significant && scale > 0 {
        end -= 1
        buffer[end] = UInt8(ascii: ".")
      }
      repeat {
        end -= 1
        buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        end -= 1
        buffer[end] = UInt8(ascii: "-")
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
    }
  }

  /// `value × numerator ÷ denominator`, rounded half away from zero, computed exactly in
  /// 128 bits; nil when the denominator is zero or the product passes 128 bits.
  static func scale(_ value: Int128, by numerator: Int128, over denominator: Int128) -> Int128? {
    let (product, overflow) = value.multipliedReportingOverflow(by: numerator)
    guard !overflow, denominator != 0, product != .min || denominator != -1 else { return nil }
    let (quotient, remainder) = product.quotientAndRemainder(dividingBy: denominator)
    // Half or more of the divisor left over rounds away from zero (written so that
    // nothing is doubled: the divisor may be near 2^127).
    guard remainder != 0, remainder.magnitude >= denominator.magnitude - remainder.magnitude
    else { return quotient }
    return quotient + ((product < 0) != (denominator < 0) ? -1 : 1)
  }
}
