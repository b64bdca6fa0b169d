/// Dates as people type them (docs/definitions.md, "Typed dates"): `2026-12-31`,
/// `today`, `tomorrow`, `yesterday` (and the language's words), `+3` or `3d` (3 days
/// after today), `-2` (2 days before), `2w` (14 days after), and the language's short
/// forms (`31/12/2026`, `2026年12月31日`). Full-width digits read as ASCII.
extension CalendarDate {
  /// The largest offset from today a relative date may give, in days: a century.
  public static let maximumOffset = 36_600

  /// Reads `text` as typed, relative to `today`; a day without a year falls in the year
  /// `missingYear` says.
  ///
  /// - Throws: `ValueError.ambiguousDate` for a short form in a language without one
  ///   (`12/31` in English), `.invalidDate` for anything else that is not a day.
  public init(
    typing text: String, today: CalendarDate, reading: DateReading, missingYear: MissingYear
  ) throws(ValueError) {
    let folded = String(
      String.UnicodeScalarView(text.unicodeScalars.map(TypedNumber.halfWidth))
    ).trimmingSpaces
    if let date = CalendarDate.iso(folded) {
      self = date
      return
    }
    let word = DateReading.key(folded)
    if let offset = reading.words[word] ?? DateReading.englishWords[word] {
      self = today.adding(days: offset)
      return
    }
    if let offset = CalendarDate.offset(folded) {
      guard let date = today.adding(checkedDays: Int128(offset)) else {
        throw .invalidDate(text)
      }
      self = date
      return
    }
    guard let parts = CalendarDate.shortParts(folded) else { throw .invalidDate(text) }
    let day: Int
    let month: Int
    var year = parts.year
    switch (parts.kind, reading.order) {
    case (.ideographic, _), (.yearFirst, _):
      (month, day) = (parts.first, parts.second)
    case (.slashes, .dayMonth): (day, month) = (parts.first, parts.second)
    case (.slashes, .monthDay): (month, day) = (parts.first, parts.second)
    case (.slashes, .none): throw .ambiguousDate(text)
    }
    if year == nil {
      year = CalendarDate.year(month: month, day: day, today: today, missingYear)
    }
    guard let year, let date = CalendarDate(year: year, month: month, day: day) else {
      throw .invalidDate(text)
    }
    self = date
  }

  /// The day of the ISO text `YYYY-MM-DD`, or nil.
  static func iso(_ text: String) -> CalendarDate? {
    do { return try CalendarDate(parsing: text) } catch { return nil }
  }

  /// Days from today of `+3`, `-2`, `3d`, `-3d`, `2w`, `+2w`; nil for another shape or
  /// beyond `maximumOffset`.
  static func offset(_ text: String) -> Int? {
    var rest = Substring(text.lowercased())
    var sign = 1
    if rest.first == "+" || rest.first == "-" {
      sign = rest.first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    var factor = 1
    if rest.last == "d" || rest.last == "w" {
      factor = rest.last == "w" ? 7 : 1
      rest = rest.dropLast()
    } else if sign == 1 && text.first != "+" {
      return nil  // a bare number is not a date
    }
    guard !rest.isEmpty, rest.count <= 6, rest.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(rest), count * factor <= maximumOffset
    else { return nil }
    return sign * count * factor
  }

  /// The shapes of a short date.
  enum ShortKind { case slashes, yearFirst, ideographic }

  /// The numbers of `31/12`, `31/12/2026`, `2026/12/31`, `12月31日` or `2026年12月31日`:
  /// for `.slashes` the first two in the order typed; for the others month then day.
  static func shortParts(_ text: String) -> (kind: ShortKind, first: Int, second: Int, year: Int?)?
  {
    if text.hasSuffix("日") {
      var rest = Substring(text.dropLast())
      var year: Int?
      if let mark = rest.firstIndex(of: "年") {
        guard let value = number(rest[..<mark], digits: 4...4) else { return nil }
        year = value
        rest = rest[rest.index(after: mark)...]
      }
      guard let mark = rest.firstIndex(of: "月"),
        let month = number(rest[..<mark], digits: 1...2),
        let day = number(rest[rest.index(after: mark)...], digits: 1...2)
      else { return nil }
      return (.ideographic, month, day, year)
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 3, let year = number(parts[0], digits: 4...4),
      let month = number(parts[1], digits: 1...2), let day = number(parts[2], digits: 1...2)
    {
      return (.yearFirst, month, day, year)
    }
    guard parts.count == 2 || parts.count == 3,
      let first = number(parts[0], digits: 1...2), let second = number(parts[1], digits: 1...2)
    else { return nil }
    if parts.count == 3 {
      guard let year = number(parts[2], digits: 4...4) else { return nil }
      return (.slashes, first, second, year)
    }
    return (.slashes, first, second, nil)
  }

  /// The whole number of `text`, when it is `digits` ASCII digits long.
  static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
    guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }

  /// The year of the next (or last) `month`/`day` from `today`: this year's when it is not
  /// yet past (or already past), else the following (or previous) one in which the day
  /// exists, so 29/02 finds a leap year. Nil when no year within 8 has it.
  static func year(month: Int, day: Int, today: CalendarDate, _ missing: MissingYear) -> Int? {
    let base: CalendarDate
    let forward: Bool
    switch missing {
    case .next: (base, forward) = (today, true)
    case .nextFrom(let day): (base, forward) = (day, true)
    case .last: (base, forward) = (today, false)
    }
    let step = forward ? 1 : -1
    var year = base.year
    for _ in 0..<9 {
      if let date = CalendarDate(year: year, month: month, day: day),
        forward ? date >= base : date <= base
      {
        return year
      }
      year += step
    }
    return nil
  }
}

extension Month {
  /// The month of the ISO text `YYYY-MM`, or nil.
  static func iso(_ text: String) -> Month? {
    do { return try Month(parsing: text) } catch { return nil }
  }

  /// Reads a month as typed in a language that writes month names as `reading` has them:
  /// any form `init(typing:)` reads, or a month's name and a year of 4 digits in either
  /// order (`mars 2027`, `March 2027`, `déc. 2026`), case and accents ignored.
  ///
  /// - Throws: `ValueError.invalidMonth` for any other text.
  public init(typing text: String, reading: DateReading) throws(ValueError) {
    do {
      self = try Month(typing: text)
      return
    } catch {}
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" || $0 == "　" })
    guard parts.count == 2 else { throw .invalidMonth(text) }
    let digits = parts.map {
      String(String.UnicodeScalarView($0.unicodeScalars.map(TypedNumber.halfWidth)))
    }
    for (name, year) in [(parts[0], digits[1]), (parts[1], digits[0])] {
      let key = DateReading.key(String(name))
      let number =
        reading.months[key] ?? reading.months[key.hasSuffix(".") ? String(key.dropLast()) : key]
      if let number, let year = CalendarDate.number(Substring(year), digits: 4...4),
        let month = Month(year: year, month: number)
      {
        self = month
        return
      }
    }
    throw .invalidMonth(text)
  }

  /// Reads a month as typed for a best-before date: `2027-03`, `2027/03`, `03/2027`,
  /// `3/2027` or `2027年3月` (full-width digits read as ASCII), in every language.
  ///
  /// - Throws: `ValueError.invalidMonth` for any other shape.
  public init(typing text: String) throws(ValueError) {
    let folded = String(
      String.UnicodeScalarView(text.unicodeScalars.map(TypedNumber.halfWidth))
    ).trimmingSpaces
    if let month = Month.iso(folded) {
      self = month
      return
    }
    var year: Int?
    var month: Int?
    if folded.hasSuffix("月"), let mark = folded.firstIndex(of: "年") {
      year = CalendarDate.number(folded[..<mark], digits: 4...4)
      month = CalendarDate.number(
        folded[folded.index(after: mark)..<folded.index(before: folded.endIndex)], digits: 1...2)
    } else {
      let parts = folded.split(separator: "/", omittingEmptySubsequences: false)
      if parts.count == 2 {
        if let first = CalendarDate.number(parts[0], digits: 4...4) {
          (year, month) = (first, CalendarDate.number(parts[1], digits: 1...2))
        } else {
          (year, month) = (
            CalendarDate.number(parts[1], digits: 4...4),
            CalendarDate.number(parts[0], digits: 1...2)
          )
        }
      }
    }
    guard let year, let month, let value = Month(year: year, month: month) else {
      throw .invalidMonth(text)
    }
    self = value
  }
}
