/// A day in the proleptic Gregorian calendar, with no time and no time zone.
///
/// Stored as the number of days since 1970-01-01, so comparing and adding days is
/// integer arithmetic. Written and parsed as `YYYY-MM-DD` only.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  public let daysSinceEpoch: Int

  /// Creates the date that is `daysSinceEpoch` days after 1970-01-01.
  public init(daysSinceEpoch: Int) {
    self.daysSinceEpoch = daysSinceEpoch
  }

  /// Creates a date from its parts, or returns nil when the day does not exist
  /// (for example 2026-02-30 or 2026-13-01). Years run from 1 to 9999.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...CalendarDate.daysIn(year: year, month: month)).contains(day)
    else { return nil }
    self.daysSinceEpoch = CalendarDate.days(year: year, month: month, day: day)
  }

  /// Parses a strict ISO date `YYYY-MM-DD`.
  ///
  /// - Throws: `ValueError.invalidDate` for any other shape and for days that do not exist.
  public init(parsing text: some StringProtocol) throws(ValueError) {
    // Read through the string's own UTF-8 buffer: dates are read a million at a time, and
    // generic iteration over `some StringProtocol` is not specialised across modules.
    var string = String(text)
    guard let date = string.withUTF8({ CalendarDate(isoBytes: $0) }) else {
      throw .invalidDate(String(text))
    }
    self = date
  }

  /// The date of the ten bytes `YYYY-MM-DD`, or nil.
  private init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
    func digits(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
      let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10),
      let date = CalendarDate(year: year, month: month, day: day)
    else { return nil }
    self = date
  }

  /// The year, month and day of this date.
  public var components: (year: Int, month: Int, day: Int) {
    // Civil-from-days, after the well-known era-based algorithm.
    let z = daysSinceEpoch + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// The year of this date.
  public var year: Int { components.year }

  /// The month containing this date.
  public var month: Month {
    let parts = components
    return Month(uncheckedYear: parts.year, month: parts.month)
  }

  /// The day of the week, 1 = Monday … 7 = Sunday (ISO 8601).
  public var isoWeekday: Int {
    // 1970-01-01 was a Thursday (4).
    let offset = (daysSinceEpoch + 3) % 7
    return (offset < 0 ? offset + 7 : offset) + 1
  }

  /// The date `days` days later (earlier when negative), held within `earliest` …
  /// `latest`: a horizon past 9999-12-31 (`--as-of` 9999-12-30 and 7 days ahead) is that
  /// last day, so that nothing before it is left out, and no count of days overflows.
  public func adding(days: Int) -> CalendarDate {
    let (target, overflow) = daysSinceEpoch.addingReportingOverflow(days)
    if overflow { return days > 0 ? .latest : .earliest }
    return CalendarDate(
      daysSinceEpoch: min(
        max(target, CalendarDate.earliest.daysSinceEpoch), CalendarDate.latest.daysSinceEpoch))
  }

  /// 0001-01-01, the first day Larder reads or writes.
  public static let earliest = CalendarDate(daysSinceEpoch: -719_162)
  /// 9999-12-31, the last day Larder reads or writes.
  public static let latest = CalendarDate(daysSinceEpoch: 2_932_896)

  /// The date `days` days later (earlier when negative), or nil when it falls outside
  /// `earliest` … `latest`; `days` may be any 128-bit count, such as a floor of days of
  /// supply.
  public func adding(checkedDays days: Int128) -> CalendarDate? {
    let (target, overflow) = Int128(daysSinceEpoch).addingReportingOverflow(days)
    guard !overflow, Int128(CalendarDate.earliest.daysSinceEpoch) <= target,
      target <= Int128(CalendarDate.latest.daysSinceEpoch)
    else { return nil }
    return CalendarDate(daysSinceEpoch: Int(target))
  }

  /// The date of a purchase or an event, which cannot be after `today`.
  ///
  /// - Throws: `ValueError.futureDate` when it is after `today`.
  public func checkedNotAfter(_ today: CalendarDate) throws(ValueError) -> CalendarDate {
    guard self <= today else { throw .futureDate(self) }
    return self
  }

  /// The number of days from `other` to this date (positive when this date is later).
  public func days(since other: CalendarDate) -> Int {
    daysSinceEpoch - other.daysSinceEpoch
  }

  /// The ISO form, `YYYY-MM-DD`.
  public var description: String {
    let (year, month, day) = components
    guard (0...9999).contains(year) else {
      return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }
    // Ten ASCII bytes written in place: dates are formatted for every row a store writes.
    return String(unsafeUninitializedCapacity: 10) { bytes in
      func put(_ value: Int, width: Int, at start: Int) {
        var rest = value
        for offset in (start..<start + width).reversed() {
          bytes[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
      }
      put(year, width: 4, at: 0)
      bytes[4] = UInt8(ascii: "-")
      put(month, width: 2, at: 5)
      bytes[7] = UInt8(ascii: "-")
      put(day, width: 2, at: 8)
      return 10
    }
  }

  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    lhs.daysSinceEpoch < rhs.daysSinceEpoch
  }

  /// Whether `year` is a Gregorian leap year.
  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in a month of a year.
  public static func daysIn(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }
}

/// Left-pads a non-negative number with zeros to `width` digits.
func pad(_ value: Int, _ width: Int) -> String {
  let text = String(value)
  return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}
