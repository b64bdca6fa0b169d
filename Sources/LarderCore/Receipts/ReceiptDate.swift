/// The day a receipt prints (not a period: `115年11-12月` is none): `28/11/2026` or `28/11/26` (day first), `2026-11-28`, `2026年12月 2日`,
/// `2026/11/28`, `2026年11月28日`, and Taiwan's Republic of China years (`115/11/28`,
/// `民國115年11月28日`, year + 1911).
enum ReceiptDate {
  /// The first real day printed in `line`, or nil.
  static func first(in line: Substring) -> CalendarDate? {
    for match in line.matches(of: pattern) {
      let (first, second, third) = (match.output.1, match.output.2, match.output.3)
      guard let a = Int(first), let b = Int(second), let c = Int(third) else { continue }
      let date: CalendarDate?
      switch first.count {
      case 4: date = CalendarDate(year: a, month: b, day: c)
      case 3: date = CalendarDate(year: a + 1911, month: b, day: c)
      default:
        // Day first, then a year of 2 or 4 digits.
        let year = third.count == 2 ? 2000 + c : c
        date = [1, 3].contains(third.count) ? nil : CalendarDate(year: year, month: b, day: a)
      }
      if let date { return date }
    }
    return nil
  }

  /// Three numbers separated by `/`, `-`, `.` or the CJK year, month and day signs; a
  /// day after a year may have one digit (`2026年12月 2日`, `2026/12/2`).
  nonisolated(unsafe) static let pattern =
    #/(?:^|\D)(\d{1,4})\s?[\/.\-年]\s?(\d{1,2})\s?[\/.\-月]\s?(\d{1,4})(?![\d月])/#
}
