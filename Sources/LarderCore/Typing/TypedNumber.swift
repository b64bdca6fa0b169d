/// Numbers as people type them: in their language's decimal separator, on a phone's
/// full-width keyboard, never with a thousands separator.
///
/// The rule (docs/definitions.md, "Typed numbers"): full-width digits, `．`, `，` and `－`
/// read as `0`–`9`, `.`, `,` and `-` in every language; a number has at most one
/// separator; `.` is a decimal separator in every language and `,` only where the
/// language writes decimals with it (`.comma`). So under French `0,5` and `0.5` are both
/// one half, and `1.234,5` is refused; under English `2,38` is refused, since it could be
/// 2.38 or 238.
public enum TypedNumber {
  /// `text` in the plain form `ScaledDecimal` reads (an optional `-`, digits, one `.`):
  /// `２，５` under `.comma` is `2.5`.
  ///
  /// - Throws: `ValueError.ambiguousNumber` for more than one separator (`1.234,5`,
  ///   `1,234,567`), `.commaNotDecimal` for a `,` where the language's decimals follow `.`,
  ///   `.notANumber` for text without digits or with other characters.
  public static func plain(_ text: some StringProtocol, decimal: DecimalSeparator)
    throws(ValueError) -> String
  {
    let original = String(text)
    var plain = ""
    var separators = 0
    var comma = false
    for scalar in original.unicodeScalars {
      let folded = halfWidth(scalar)
      switch folded {
      case ",":
        separators += 1
        comma = true
        plain.append(".")
      case ".":
        separators += 1
        plain.append(".")
      default: plain.unicodeScalars.append(folded)
      }
    }
    plain = plain.trimmingSpaces
    guard plain.contains(where: { $0.isASCII && $0.isNumber }) else {
      throw .notANumber(original, decimal: decimal)
    }
    guard separators <= 1 else { throw .ambiguousNumber(original, decimal: decimal) }
    if comma && decimal == .point { throw .commaNotDecimal(original) }
    let allowed = plain.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D }
    guard allowed else { throw .notANumber(original, decimal: decimal) }
    return plain
  }

  /// The ASCII form of a full-width digit, `．`, `，`, `－` or `＋`, and of the minus sign
  /// `−`; any other scalar as it is.
  static func halfWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    case 0x2212: "-"
    case 0x3000: " "
    default: scalar
    }
  }
}

extension String {
  /// The text without leading and trailing spaces (ASCII, no-break and ideographic).
  var trimmingSpaces: String {
    let isSpace = { (c: Character) in c == " " || c == "\u{A0}" || c == "\u{3000}" || c == "\t" }
    // Indices rather than reversed views: each nested view is a generic type the Swift
    // runtime would build at the first use, a small command's fraction of a millisecond.
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

extension Quantity {
  /// Parses a quantity as a person types it (`0,5` under `.comma`, `１２`), then as
  /// `init(parsing:)`.
  ///
  /// - Throws: the errors of `TypedNumber.plain` and of `init(parsing:)`.
  public init(typing text: some StringProtocol, decimal: DecimalSeparator) throws(ValueError) {
    let plain = try TypedNumber.plain(text, decimal: decimal)
    do { try self.init(parsing: plain) } catch {
      throw error.retexted(String(text), decimal: decimal)
    }
  }
}

extension Money {
  /// Parses an amount as a person types it (`2,38` under `.comma`), then as
  /// `init(parsing:currency:)`.
  ///
  /// - Throws: the errors of `TypedNumber.plain` and of `init(parsing:currency:)`.
  public init(typing text: some StringProtocol, currency: Currency, decimal: DecimalSeparator)
    throws(ValueError)
  {
    let plain = try TypedNumber.plain(text, decimal: decimal)
    do { try self.init(parsing: plain, currency: currency) } catch {
      throw error.retexted(String(text), decimal: decimal)
    }
  }
}

extension ValueError {
  /// The same refusal naming the text as it was typed rather than its plain form.
  func retexted(_ typed: String, decimal: DecimalSeparator) -> ValueError {
    switch self {
    case .notADecimal: .notANumber(typed, decimal: decimal)
    case .tooPrecise(_, let places): .tooPrecise(typed, maxDecimals: places)
    case .tooLarge(_, let max): .tooLarge(typed, max: max)
    default: self
    }
  }
}
