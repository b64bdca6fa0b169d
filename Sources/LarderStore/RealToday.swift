import Foundation
import LarderCore

extension Store {
  /// The last day a write may be dated: `today` as the caller has it (`--as-of`, say), but
  /// never after the real today of this machine's clock, so that no purchase or event is
  /// ever dated in the future, whatever day a program pretends it is.
  static func lastWritableDay(_ today: CalendarDate) -> CalendarDate {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    guard let year = parts.year, let month = parts.month, let day = parts.day,
      let real = CalendarDate(year: year, month: month, day: day)
    else { return today }
    return min(today, real)
  }
}
