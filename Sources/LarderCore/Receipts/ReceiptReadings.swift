/// Which of several readings of one receipt to keep (a photo read in several page
/// layouts): the first whose lines add up to the total it states; else the one with most
/// lines whose quantity × unit price is their amount, then the one with most lines.
public enum ReceiptReadings {
  /// Whether `receipt` is read whole: it states a total and its lines add up to it.
  public static func addsUp(_ receipt: Receipt) -> Bool {
    guard !receipt.lines.isEmpty else { return false }
    return (try? ReceiptTotalCheck(receipt)) == .addsUp
  }

  /// The reading to keep of `readings`, nil when there is none.
  public static func best(_ readings: [Receipt]) -> Receipt? {
    if let whole = readings.first(where: addsUp) { return whole }
    func agreeing(_ receipt: Receipt) -> Int { receipt.lines.count { $0.agrees == true } }
    // The first of the best: `max` would keep the last of equals.
    return readings.enumerated().max { a, b in
      let (left, right) = (a.element, b.element)
      let leftKey = (agreeing(left), left.lines.count, -a.offset)
      let rightKey = (agreeing(right), right.lines.count, -b.offset)
      return leftKey < rightKey
    }?.element
  }
}
