import LarderCore

/// A best-before date as `add --best-before` takes it: a day (`2027-03-15`) or a month
/// (`2027-03`, best before the end of March 2027, its last day).
struct BestBefore: Hashable, Sendable {
  /// The day: the one given, or the last of the month given.
  let lastDay: CalendarDate
  /// Whether a month was given.
  let isMonth: Bool

  /// `text` as a day, else as a month.
  ///
  /// - Throws: the day's `ValueError` when `text` is neither.
  init(parsing text: String) throws(ValueError) {
    do {
      lastDay = try CalendarDate(parsing: text)
      isMonth = false
    } catch let notADay {
      do { lastDay = try Month(parsing: text).lastDay } catch { throw notADay }
      isMonth = true
    }
  }
}
