/// A calendar month such as 2026-10, written `YYYY-MM`.
public struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 1…9999.
  public let year: Int
  /// The month of the year, 1…12.
  public let month: Int

  init(uncheckedYear year: Int, month: Int) {
    self.year = year
    self.month = month
  }

  /// Creates a month, or returns nil when `month` is not 1…12 or `year` not 1…9999.
  public init?(year: Int, month: Int) {
    guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
    self.init(uncheckedYear: year, month: month)
  }

  /// Parses `YYYY-MM`.
  ///
  /// - Throws: `ValueError.invalidMonth` for any other shape.
  public init(parsing text: some StringProtocol) throws(ValueError) {
    // Read through the string's own UTF-8 buffer, as `CalendarDate(parsing:)` does: the
    // price index reads a month per summary row.
    var string = String(text)
    guard let value = string.withUTF8({ Month(isoBytes: $0) }) else {
      throw .invalidMonth(String(text))
    }
    self = value
  }

  /// The month of the seven bytes `YYYY-MM`, or nil.
  private init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 7, bytes[4] == 0x2D else { return nil }
    var year = 0
    var month = 0
    for index in [0, 1, 2, 3, 5, 6] {
      let byte = bytes[index]
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      if index < 4 {
        year = year * 10 + Int(byte - 0x30)
      } else {
        month = month * 10 + Int(byte - 0x30)
      }
    }
    guard let value = Month(year: year, month: month) else { return nil }
    self = value
  }

  /// The first day of the month.
  public var firstDay: CalendarDate {
    CalendarDate(year: year, month: month, day: 1) ?? CalendarDate(daysSinceEpoch: 0)
  }

  /// The last day of the month.
  public var lastDay: CalendarDate {
    firstDay.adding(days: CalendarDate.daysIn(year: year, month: month) - 1)
  }

  /// The month `count` months later (earlier when negative).
  public func adding(months count: Int) -> Month {
    let index = year * 12 + (month - 1) + count
    return Month(uncheckedYear: index / 12, month: index % 12 + 1)
  }

  /// The number of months from `other` to this month.
  public func months(since other: Month) -> Int {
    (year * 12 + month) - (other.year * 12 + other.month)
  }

  public var description: String { pad(year, 4) + "-" + pad(month, 2) }

  public static func < (lhs: Month, rhs: Month) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}
