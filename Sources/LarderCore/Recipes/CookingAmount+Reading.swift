extension CookingAmount {
  /// Reads an amount as recipes write it; nil for anything else, never a trap.
  ///
  /// - Whole numbers and decimals: `2`, `0.5`; `1,5` in French, where `,` is the decimal
  ///   separator as `.` is. In the other languages a `,` is read only before exactly three
  ///   digits, as a thousands separator (`1,000`), and is otherwise refused.
  /// - Fractions: `1/2` (also with `⁄`), `½ ⅓ ⅔ ¼ ¾ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞`, and mixed numbers
  ///   `1 1/2`, `1½`, `1 ½`, `1-1/2`, Japanese `1と1/2` and Chinese `1又1/2`.
  /// - Full-width digits and signs (`２`, `１／２`, `１．５`) read as their ASCII forms.
  /// - Chinese and Japanese numerals for a count: `一` to `九十九` (`三`, `十`, `十二`,
  ///   `二十`), `兩`/`两` for 2, `半` for 1/2. Whether a numeral is a count is the line's
  ///   question (`IngredientLine` reads one only next to a unit: `八角` is star anise).
  /// - Ranges `2-3`, `2–3`, `2~3`, `2〜3`, `2 à 3`, `2 to 3`, `2 or 3`: the upper bound, 3,
  ///   so that a recipe drawn from stock never finds too little. A range whose upper bound
  ///   is below its lower one is refused, except `1-1/2`, a mixed number.
  ///
  /// Refused: zero, more than `maximum` (10^6), more than `maximumDecimals` (6) decimals,
  /// signs, and any other character.
  public static func parse(_ text: some StringProtocol, language: RecipeLanguage)
    -> CookingAmount?
  {
    let plain = folded(text)
    guard !plain.isEmpty else { return nil }
    if let (lower, upper) = rangeBounds(plain) {
      guard let low = single(lower, language: language),
        let high = single(upper, language: language)
      else { return nil }
      if !low.isGreater(than: high) { return high }
      // `1-1/2` is one and a half, not a range from 1 down to 1/2.
      guard low.isWhole, !high.isWhole, !high.isGreater(than: .one),
        lower.contains(where: \.isASCII),
        let sum = low.adding(high)
      else { return nil }
      return sum.isGreater(than: bound) ? nil : sum
    }
    return single(plain[...], language: language)
  }

  /// `maximum` as an amount.
  private static let bound = CookingAmount(reduced: maximum, 1)

  /// `text` with full-width forms as ASCII, spaces (no-break and ideographic ones too)
  /// collapsed to one, and trimmed.
  static func folded(_ text: some StringProtocol) -> String {
    var result = ""
    var space = false
    for scalar in text.unicodeScalars {
      let folded = TypedNumber.halfWidth(scalar)
      if folded == " " || folded == "\u{A0}" || folded == "\t" || folded == "\u{202F}" {
        space = !result.isEmpty
        continue
      }
      if space { result.append(" ") }
      space = false
      result.unicodeScalars.append(folded)
    }
    return result
  }

  /// The two sides of a range, split at its first separator; nil when there is none.
  private static func rangeBounds(_ text: String) -> (Substring, Substring)? {
    for word in [" à ", " a ", " to ", " or ", " ou ", "から", "至"] {
      if let found = text.range(of: word) {
        return (trimmed(text[..<found.lowerBound]), trimmed(text[found.upperBound...]))
      }
    }
    guard let index = text.firstIndex(where: { "-–—~〜".contains($0) }) else { return nil }
    return (trimmed(text[..<index]), trimmed(text[text.index(after: index)...]))
  }

  /// `text` without spaces at either end.
  private static func trimmed(_ text: Substring) -> Substring {
    guard let first = text.firstIndex(where: { $0 != " " }),
      let last = text.lastIndex(where: { $0 != " " })
    else { return "" }
    return text[first...last]
  }

  /// One amount, not a range, within `maximum`.
  private static func single(_ text: Substring, language: RecipeLanguage) -> CookingAmount? {
    guard let amount = unbounded(text, language: language), !amount.isGreater(than: bound)
    else { return nil }
    return amount
  }

  /// One amount, not a range, of any size.
  private static func unbounded(_ text: Substring, language: RecipeLanguage) -> CookingAmount? {
    if let amount = fraction(text) ?? decimal(text, language: language) ?? numeral(text) {
      return amount
    }
    // A whole number and a fraction: `1 1/2`, `1と1/2`, `1又1/2`, `1½`.
    let joints: Set<Character> = [" ", "と", "又"]
    if let joint = text.firstIndex(where: joints.contains) {
      let (whole, rest) = (text[..<joint], text[text.index(after: joint)...])
      return mixed(whole, rest)
    }
    if let last = text.last, vulgar[last] != nil {
      return mixed(text.dropLast(), text.suffix(1))
    }
    return nil
  }

  /// `whole` and the proper fraction `rest`, added.
  private static func mixed(_ whole: Substring, _ rest: Substring) -> CookingAmount? {
    guard let units = digits(whole), units > 0, let part = fraction(rest),
      part.numerator < part.denominator
    else { return nil }
    return CookingAmount(reduced: units, 1).adding(part)
  }

  /// `a/b` or a vulgar fraction such as `½`.
  private static func fraction(_ text: Substring) -> CookingAmount? {
    if text.count == 1, let first = text.first, let (top, bottom) = vulgar[first] {
      return CookingAmount(top, bottom)
    }
    guard let slash = text.firstIndex(where: { $0 == "/" || $0 == "⁄" }),
      let top = digits(text[..<slash]), let bottom = digits(text[text.index(after: slash)...]),
      top <= maximum, bottom <= maximum
    else { return nil }
    return CookingAmount(top, bottom)
  }

  /// A whole number or a decimal: `2`, `0.5`, `1,5` in French, `1,000` in the others.
  private static func decimal(_ text: Substring, language: RecipeLanguage) -> CookingAmount? {
    guard let separator = text.firstIndex(where: { $0 == "." || $0 == "," }) else {
      return digits(text).flatMap { CookingAmount($0) }
    }
    let whole = text[..<separator]
    let places = text[text.index(after: separator)...]
    if text[separator] == ",", language != .french {
      guard places.count == 3, let high = digits(whole), let low = digits(places) else {
        return nil
      }
      let (thousands, overflow) = high.multipliedReportingOverflow(by: 1000)
      guard !overflow else { return nil }
      return CookingAmount(thousands + low)
    }
    guard places.count <= maximumDecimals, let units = digits(whole), let part = digits(places)
    else { return nil }
    var scale: Int64 = 1
    for _ in places { scale *= 10 }
    let (scaled, overflow) = units.multipliedReportingOverflow(by: scale)
    guard !overflow else { return nil }
    return CookingAmount(scaled + part, scale)
  }

  /// A number of ASCII digits, 1 to 13 of them after leading zeros; nil otherwise.
  private static func digits(_ text: Substring) -> Int64? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    let significant = text.drop { $0 == "0" }
    guard significant.count <= 13 else { return nil }
    var value: Int64 = 0
    for character in significant {
      guard let digit = character.wholeNumberValue else { return nil }
      value = value * 10 + Int64(digit)
    }
    return value
  }

  /// A Chinese or Japanese numeral for a count: `一`…`九`, `十`, `十二`, `二十`, `九十九`,
  /// `兩`, and `半`, one half.
  private static func numeral(_ text: Substring) -> CookingAmount? {
    if text == "半" { return CookingAmount(1, 2) }
    let values = text.map { hanDigits[$0] }
    guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = values.compactMap { $0 }
    switch numbers.count {
    case 1: return CookingAmount(numbers[0])
    case 2 where numbers[0] == 10 && numbers[1] < 10: return CookingAmount(10 + numbers[1])
    case 2 where numbers[0] < 10 && numbers[1] == 10: return CookingAmount(numbers[0] * 10)
    case 3 where numbers[0] < 10 && numbers[1] == 10 && numbers[2] < 10:
      return CookingAmount(numbers[0] * 10 + numbers[2])
    default: return nil
    }
  }

  /// Han numerals and their values.
  private static let hanDigits: [Character: Int64] = [
    "一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
    "九": 9, "十": 10,
  ]

  /// The vulgar fractions, as (numerator, denominator).
  static let vulgar: [Character: (Int64, Int64)] = [
    "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5),
    "⅗": (3, 5), "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8),
    "⅞": (7, 8),
  ]

  /// The exact sum; nil when a term passes 64 bits.
  func adding(_ other: CookingAmount) -> CookingAmount? {
    let g = CookingAmount.gcd(denominator, other.denominator)
    let (left, leftOverflow) = numerator.multipliedReportingOverflow(by: other.denominator / g)
    let (right, rightOverflow) = other.numerator.multipliedReportingOverflow(by: denominator / g)
    let (top, topOverflow) = left.addingReportingOverflow(right)
    let (bottom, bottomOverflow) = denominator.multipliedReportingOverflow(
      by: other.denominator / g)
    guard !leftOverflow, !rightOverflow, !topOverflow, !bottomOverflow else { return nil }
    return CookingAmount(top, bottom)
  }
}
