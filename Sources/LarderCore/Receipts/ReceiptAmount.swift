/// How a receipt prints an amount, read in the receipt's currency: `1,29`, `12.50`,
/// `1.234,56`, `¥1,280`, `396円`, `NT$85`, `-0,50`, `0,50-`.
enum ReceiptAmount {
  /// The amount that ends a line, with where it starts: digits with thousands groups
  /// and, for a currency with decimals, exactly its decimals after `.` or `,`. A
  /// currency sign may come before or after it, a minus sign before or after it, and a
  /// VAT letter or mark (`A`, `*`, `※`, `軽`, Taiwan's `TX`, and as OCR misreads them:
  /// `À`, `tX`, `YX`) after. It must stand apart from what comes before it (a space, or
  /// the line's start), so `18:32` and `ABC12,50` carry none.
  ///
  /// - Returns: nil when the line does not end in an amount of `currency`.
  static func trailing(_ line: Substring, currency: Currency) -> (Money, Substring.Index)? {
    guard let match = line.firstMatch(of: pattern),
      let start = line[match.range].firstIndex(where: { $0 != " " })
    else { return nil }
    if start > line.startIndex {
      let before = line[line.index(before: start)]
      guard before.isWhitespace else { return nil }
    }
    guard let minor = minorUnits(of: match.output.number, currency: currency) else {
      return nil
    }
    let negative = match.output.sign != nil || match.output.after != nil
    return (Money(minorUnits: negative ? -minor : minor, currency: currency), start)
  }

  /// The amount in minor units of `currency` of digits as a receipt prints them:
  /// `1,29` → 129 and `1.280` → 128000 euro cents; `1,280` → 1280 yen; `85` → 8500
  /// hundredths of a New Taiwan dollar.
  ///
  /// A currency printed with decimals needs them all (`12` is no amount of euros: a
  /// postal code or a count); one printed without takes none.
  ///
  /// - Returns: nil for other decimals than the receipt's, or past
  ///   `Money.maximumWholeUnits`.
  static func minorUnits(of number: Substring, currency: Currency) -> Int64? {
    let scale = printedDecimals(currency)
    var whole = Substring(number)
    var decimals: Substring = ""
    if let separator = number.lastIndex(where: { $0 == "," || $0 == "." }) {
      let after = number[number.index(after: separator)...]
      if after.count == 3 {
        whole = number
      } else {
        whole = number[..<separator]
        decimals = after
      }
    }
    guard decimals.count == scale else { return nil }
    let digits = whole.filter(\.isASCIIDigitCharacter)
    guard digits.count <= 10, let value = Int64(digits), value <= Money.maximumWholeUnits,
      let fraction = Int64(decimals.isEmpty ? "0" : String(decimals))
    else { return nil }
    var scaled = value
    for _ in 0..<scale { scaled *= 10 }
    scaled += fraction
    for _ in scale..<currency.minorUnits { scaled *= 10 }
    return scaled
  }

  /// The decimals a till prints in `currency`: its minor unit's, but none for the New
  /// Taiwan dollar, whose receipts (and e-invoices) count whole dollars.
  static func printedDecimals(_ currency: Currency) -> Int {
    currency.code == "TWD" ? 0 : currency.minorUnits
  }

  /// A number with or without thousands groups, a currency sign, minus signs and a VAT
  /// mark, at the end of a line.
  nonisolated(unsafe) static let pattern =
    #/(?<sign>-)?[ ]?(?:EUR|NT\$|[€$¥])?[ ]?(?<number>\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)[ ]?(?:EUR|€|円|元)?(?<after>-)?(?:[ ]?(?:[A-DÀ]|\*|※|軽|[TtYV1][Xx]|T))?[ ]*$/#
}

extension Character {
  /// Whether it is one of the ASCII digits 0-9.
  var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
