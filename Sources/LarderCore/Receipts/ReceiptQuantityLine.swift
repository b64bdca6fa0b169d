/// A line that prints only how many and at what price, on its own line above or below its
/// product's (`2 x 7,90`, `0,512 kg x 4,50 EUR/kg`, `2コ X 単118`, and Taiwan's `159 x 2`,
/// price first). Which product it belongs to is told by arithmetic: the one whose amount it
/// makes.
struct ReceiptQuantityLine {
  /// A count (or weight) and a unit price the line may say.
  struct Reading {
    var count: Quantity
    var unit: String?
    var unitPrice: Money
  }

  /// What the line may say: for two whole numbers around the `x`, either may be the count.
  var readings: [Reading]

  /// The quantity line `line` (normalized), nil for any other line.
  init?(_ line: String, currency: Currency) {
    if let match = line.wholeMatch(of: Self.weighed),
      let quantity = try? Quantity(parsing: match.output.quantity.replacing(",", with: ".")),
      quantity > .zero,
      let price = ReceiptAmount.minorUnits(of: match.output.price, currency: currency)
    {
      readings = [
        Reading(
          count: quantity, unit: match.output.unit.lowercased(),
          unitPrice: Money(minorUnits: price, currency: currency))
      ]
      return
    }
    guard let match = line.wholeMatch(of: Self.counted) else { return nil }
    var readings: [Reading] = []
    if let count = Int32(match.output.first), count > 0,
      let price = ReceiptAmount.minorUnits(of: match.output.second, currency: currency)
    {
      readings.append(
        Reading(count: Quantity(count), unitPrice: Money(minorUnits: price, currency: currency)))
    }
    if let count = Int32(match.output.second), count > 0,
      let price = ReceiptAmount.minorUnits(of: match.output.first, currency: currency)
    {
      readings.append(
        Reading(count: Quantity(count), unitPrice: Money(minorUnits: price, currency: currency)))
    }
    guard !readings.isEmpty else { return nil }
    // The smaller number is the count first: `159 x 2` is two at 159 sooner than 159 at 2.
    self.readings = readings.sorted { $0.count < $1.count }
  }

  /// `line` with this quantity, when it is a product line that prints none and a reading
  /// makes its amount: exactly, or (`nearly`) to within one misread digit.
  func applied(to line: ReceiptLine, nearly: Bool = false) -> ReceiptLine? {
    guard line.kind == .product, line.unitPrice == nil, line.measuredUnit == nil else {
      return nil
    }
    for reading in readings where line.count == Quantity(1) || line.count == reading.count {
      var quantified = line
      quantified.count = reading.count
      quantified.measuredUnit = reading.unit
      quantified.unitPrice = reading.unitPrice
      if quantified.agrees == true || (nearly && quantified.agreeingReading != nil) {
        return quantified
      }
    }
    return nil
  }

  /// `0,512 kg x 4,50 EUR/kg`, `0.753kg x 139/kg`, `0,210 kg 1,69/kg`.
  nonisolated(unsafe) static let weighed =
    #/(?<quantity>\d+(?:[.,]\d{1,3})?)\s?(?<unit>kg|g|l|L)\s?(?:[xX×*@]\s?)?(?:[€¥$]|NT\$)?\s?(?<price>\d+(?:[.,]\d{1,2})?)\s?(?:€|EUR|円|元)?\s?\/\s?(?:kg|l|L)/#
  /// `2 x 7,90`, `2コ X 単118`, `3 x @1,20 €`, `159 x 2`.
  nonisolated(unsafe) static let counted =
    #/(?<first>\d{1,3}(?:[.,]\d{1,2})?)\s?(?:個|コ|点|件|pcs?)?\s?[xX×*]{1,2}\s?(?:@|単|單價|单价)?\s?(?:[€¥$]|NT\$)?\s?(?<second>\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?)\s?(?:€|EUR|円|元)?/#
}
