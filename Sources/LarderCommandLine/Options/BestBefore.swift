import LarderCore

/// A best-before date as `add --best-before` takes it: a day as every date option takes it
/// (`2027-03-15`, `31/12` in French; without a year, the next such day) or a month
/// (`2027-03`, `03/2027`, `2027年3月`: best before the end of March 2027, its last day).
struct BestBefore: Hashable, Sendable {
  /// The day: the one given, or the last of the month given.
  let lastDay: CalendarDate
  /// Whether a month was given.
  let isMonth: Bool

  /// `text` as a month, else as a day typed in `input`'s conventions.
  ///
  /// - Throws: the day's `ValueError` when `text` is neither.
  init(typing text: String, input: TypedInput) throws(ValueError) {
    do {
      lastDay = try Month(typing: text).lastDay
      isMonth = true
    } catch {
      lastDay = try input.date(text, missingYear: .next)
      isMonth = false
    }
  }
}
