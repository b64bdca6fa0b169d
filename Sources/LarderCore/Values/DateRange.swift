/// An inclusive range of calendar dates, the period a spending or waste figure covers.
public struct DateRange: Hashable, Sendable {
  /// The first day in the period.
  public let from: CalendarDate
  /// The last day in the period (inclusive).
  public let to: CalendarDate

  /// Creates a period.
  ///
  /// - Throws: `ValueError.emptyPeriod` when `to` is before `from`.
  public init(from: CalendarDate, to: CalendarDate) throws(ValueError) {
    guard from <= to else { throw .emptyPeriod(from: from, to: to) }
    self.from = from
    self.to = to
  }

  /// The whole of a month.
  public init(month: Month) {
    self.from = month.firstDay
    self.to = month.lastDay
  }

  /// The whole of a calendar year.
  public init(year: Int) {
    self.from = CalendarDate(year: year, month: 1, day: 1) ?? CalendarDate(daysSinceEpoch: 0)
    self.to = CalendarDate(year: year, month: 12, day: 31) ?? CalendarDate(daysSinceEpoch: 0)
  }

  /// Whether `date` falls in the period.
  public func contains(_ date: CalendarDate) -> Bool { from <= date && date <= to }
}
