/// Whether a line's quantity, unit price and amount agree, as a till prints them: the
/// quantity times the unit price is the amount, to within one of the smallest units the
/// receipt prints (tills round or cut). A line read by OCR that does not agree has a
/// misread value; the reading that changes one digit of one value so the three agree is
/// proposed (`9,688 kg x 3,99 €/kg 2,75` → `0,688 kg`; `3 x 0,99 2,90` → `2,97`).
extension ReceiptLine {
  /// Whether the three values agree; nil for a line that prints no unit price.
  public var agrees: Bool? {
    guard let unitPrice else { return nil }
    return Self.agree(
      count: count, unitPrice: unitPrice.minorUnits, total: total.minorUnits,
      step: Self.printedStep(total.currency))
  }

  /// The line with one digit of one value changed so the three agree, when the line does
  /// not agree and exactly one such change exists; nil otherwise.
  public var agreeingReading: ReceiptLine? {
    guard agrees == false, let unitPrice else { return nil }
    let step = Self.printedStep(total.currency)
    // The quantity or the unit price first: an amount the receipt's total confirms is the
    // likelier right.
    var readings: [ReceiptLine] = []
    let countStep: Int64 = measuredUnit == nil ? 1_000 : 1
    for thousandths in Self.oneDigitAway(count.thousandths / countStep).map({ $0 * countStep })
    where thousandths > 0
      && Self.agree(
        count: Quantity(thousandths: thousandths), unitPrice: unitPrice.minorUnits,
        total: self.total.minorUnits, step: step)
    {
      var line = self
      line.count = Quantity(thousandths: thousandths)
      readings.append(line)
    }
    for price in Self.oneDigitAway(unitPrice.minorUnits / step).map({ $0 * step })
    where Self.agree(count: count, unitPrice: price, total: self.total.minorUnits, step: step) {
      var line = self
      line.unitPrice = Money(minorUnits: price, currency: unitPrice.currency)
      readings.append(line)
    }
    if readings.count == 1 { return readings[0] }
    guard readings.isEmpty else { return nil }
    for total in Self.oneDigitAway(self.total.minorUnits / step).map({ $0 * step })
    where Self.agree(count: count, unitPrice: unitPrice.minorUnits, total: total, step: step) {
      var line = self
      line.total = Money(minorUnits: total, currency: self.total.currency)
      readings.append(line)
    }
    return readings.count == 1 ? readings[0] : nil
  }

  /// Whether `count` × `unitPrice` is `total` to within less than `step` minor units.
  static func agree(count: Quantity, unitPrice: Int64, total: Int64, step: Int64) -> Bool {
    let priced = Int128(count.thousandths) * Int128(unitPrice)
    let difference = priced - Int128(total) * 1_000
    return difference.magnitude < UInt128(step) * 1_000
  }

  /// The minor units in one unit the till prints: 1 for euros and yen, 100 for New Taiwan
  /// dollars (printed whole).
  static func printedStep(_ currency: Currency) -> Int64 {
    var step: Int64 = 1
    for _ in ReceiptAmount.printedDecimals(currency)..<currency.minorUnits { step *= 10 }
    return step
  }

  /// The non-negative numbers of as many digits as `value` (leading zeros kept) that differ
  /// from it in exactly one digit.
  static func oneDigitAway(_ value: Int64) -> [Int64] {
    guard value >= 0 else { return [] }
    let digits = Array(String(value).utf8)
    var numbers: [Int64] = []
    for position in digits.indices {
      for digit in UInt8(ascii: "0")...UInt8(ascii: "9") where digit != digits[position] {
        var changed = digits
        changed[position] = digit
        if let number = Int64(String(decoding: changed, as: UTF8.self)) {
          numbers.append(number)
        }
      }
    }
    return numbers
  }
}
