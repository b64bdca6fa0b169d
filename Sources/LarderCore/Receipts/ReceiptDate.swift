/// The day a receipt prints (not a period: `115年11-12月` is none): `28/11/2026` or
/// `28/11/26` (day first), `2026-11-28`, `2026/11/28`, `2026年11月28日`, `2026年12月 2日`,
/// Taiwan's Republic of China years (`115/11/28`, `民國115年11月28日`: year + 1911), Japan's
/// Reiwa years (`令和8年12月2日`: year + 2018), and French months in words (`VEN 27 NOV 2026`).
enum ReceiptDate {
  /// The first real day printed in `line`, with the rest of the line (trimmed), or nil.
  static func first(in line: Substring) -> (CalendarDate, String)? {
    for match in line.matches(of: reiwa) {
      guard let year = Int(match.output.1), let month = Int(match.output.2),
        let day = Int(match.output.3),
        let date = CalendarDate(year: year + 2018, month: month, day: day)
      else { continue }
      return (date, rest(of: line, without: match.range))
    }
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
      if let date { return (date, rest(of: line, without: match.range)) }
    }
    let folded = SearchKey.fold(String(line))[...]
    for match in folded.matches(of: inWords) {
      guard let day = Int(match.output.day), let year = Int(match.output.year),
        let month = months.firstIndex(where: { match.output.month.hasPrefix($0) }),
        let date = CalendarDate(year: year, month: month + 1, day: day)
      else { continue }
      return (date, "")
    }
    return nil
  }

  /// `line` without `range`, trimmed.
  private static func rest(of line: Substring, without range: Range<Substring.Index>) -> String {
    (line[..<range.lowerBound] + " " + line[range.upperBound...]).trimmingSpaces
  }

  /// Three numbers separated by `/`, `-`, `.` or the CJK year, month and day signs; a
  /// day after a year may have one digit (`2026年12月 2日`, `2026/12/2`).
  nonisolated(unsafe) static let pattern =
    #/(?:^|\D)(\d{1,4})\s?[\/.\-年]\s?(\d{1,2})\s?[\/.\-月]\s?(\d{1,4})(?![\d月])/#
  /// `令和8年12月2日`.
  nonisolated(unsafe) static let reiwa = #/令和\s?(\d{1,2})\s?年\s?(\d{1,2})\s?月\s?(\d{1,2})\s?日/#
  /// `27 nov 2026`, `4 novembre 2026` (folded: lower case, no accents).
  nonisolated(unsafe) static let inWords =
    #/(?:^|[^\d])(?<day>\d{1,2})\s(?<month>[a-z]{3,9})\.?\s(?<year>\d{4})(?!\d)/#
  /// The French months' first letters, as tills shorten them (`fevr`, `juil`), in order.
  static let months = [
    "janv", "fev", "mars", "avr", "mai", "juin", "juil", "aou", "sep", "oct", "nov", "dec",
  ]
}
