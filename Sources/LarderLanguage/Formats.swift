import Foundation
import LarderCore

/// Dates, numbers, percentages and money as a localization writes them, all through
/// Foundation's ICU: `mar. 3 nov.`, `11月3日(火)`, `33,9 %`, `560,33 €`.
///
/// Larder's English keeps its own plain formats, which its users' scripts and the
/// committed reports read: ISO dates (`2026-11-03`), `Tue 3 Nov` in the digest, numbers as
/// stored (`1.5`) and `33.9 %` under an English locale. Money always follows the locale.
/// Values are converted exactly (integers to `Decimal`), never through `Double`.
public final class Formats {
  /// The localization whose formats these are.
  public let localization: Localization
  /// Amounts in the locale's style.
  public let money: MoneyFormatter
  /// Made when a number or a date is first formatted: an English table of plain numbers
  /// and ISO dates never asks ICU for a locale.
  private lazy var locale = Locale(identifier: localization.locale)
  /// The language's words (month and day names) with the locale's region: `fr` under
  /// `en_US` writes French dates.
  private lazy var dateLocale: Locale = {
    let region = locale.region.map { "_" + $0.identifier } ?? ""
    return Locale(
      identifier: String(localization.language.code.map { $0 == "-" ? "_" : $0 }) + region)
  }()
  private var dateFormatters: [String: DateFormatter] = [:]
  private var numberFormatters: [String: NumberFormatter] = [:]

  /// The formats of `localization` (by default the current one).
  public init(_ localization: Localization = .current) {
    self.localization = localization
    self.money = MoneyFormatter(locale: localization.locale)
    self.plainNumbers = localization.localeIsEnglish
  }

  /// Whether numbers keep Larder's plain style: an English locale.
  private let plainNumbers: Bool

  // MARK: Dates

  /// A date in a table or a sentence: `2026-11-03` in English, else the locale's medium
  /// date (`3 nov. 2026`, `2026年11月3日`).
  public func date(_ date: CalendarDate) -> String {
    localization.isEnglish ? date.description : formatted(date, template: "yMMMd")
  }

  /// A day close to now, with its weekday and without the year: `Tue 3 Nov`,
  /// `mar. 3 nov.`, `11月3日(火)`, `11月3日 週二`.
  public func shortDay(_ date: CalendarDate) -> String {
    guard localization.isEnglish else { return formatted(date, template: "EEEdMMM") }
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let (_, month, day) = date.components
    return "\(weekdays[date.isoWeekday - 1]) \(day) \(months[month - 1])"
  }

  /// A day with its weekday and year, for a title: `Tue 3 Nov 2026`, `mar. 3 nov. 2026`.
  public func dayWithYear(_ date: CalendarDate) -> String {
    localization.isEnglish
      ? shortDay(date) + " \(date.year)" : formatted(date, template: "yEEEdMMM")
  }

  /// A moment the history keeps in UTC (`2026-12-01T23:15:00Z`) as the day and the time
  /// in `zone`, on a 24-hour clock: `2026-12-02 00:15` in English, `2 déc. 2026 00:15` in
  /// French for Paris. A stamp that does not read as one is shown as it is.
  public func moment(_ stamp: String, in zone: TimeZone) -> String {
    guard let instant = Formats.instant(stamp) else { return stamp }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
    guard let year = parts.year, let month = parts.month, let day = parts.day,
      let hour = parts.hour, let minute = parts.minute,
      let local = CalendarDate(year: year, month: month, day: day)
    else { return stamp }
    let clock = (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    return date(local) + " " + clock
  }

  /// The instant of a UTC stamp `YYYY-MM-DDTHH:MM[:SS[.fff]]Z`; nil for another text.
  static func instant(_ stamp: String) -> Date? {
    let characters = Array(stamp.utf8)
    guard characters.count >= 17, characters[10] == UInt8(ascii: "T"),
      characters.last == UInt8(ascii: "Z")
    else { return nil }
    func number(_ from: Int, _ count: Int) -> Int? {
      guard from + count <= characters.count else { return nil }
      var value = 0
      for byte in characters[from..<(from + count)] {
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2),
      let date = CalendarDate(year: year, month: month, day: day), hour < 24, minute < 60
    else { return nil }
    let second = characters.count >= 20 ? number(17, 2) ?? 0 : 0
    let seconds = ((date.daysSinceEpoch * 24 + hour) * 60 + minute) * 60 + second
    return Date(timeIntervalSince1970: Double(seconds))
  }

  /// A month: `2026-10` in English, else `octobre 2026`, `2026年10月`.
  public func month(_ month: Month) -> String {
    localization.isEnglish ? month.description : formatted(month.firstDay, template: "yMMMM")
  }

  /// A month's name alone, as it reads in a sentence: `October`, `octobre`, `10月`.
  public func monthName(_ month: Month) -> String {
    guard localization.isEnglish else { return formatted(month.firstDay, template: "MMMM") }
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    return names[month.month - 1]
  }

  /// A month's short name, for a chart's axis: `Oct`, `oct.`, `10月`; `withYear` adds the
  /// year (`Oct 2026`, `oct. 2026`, `2026年10月`).
  public func shortMonth(_ month: Month, withYear: Bool) -> String {
    guard localization.isEnglish else {
      return formatted(month.firstDay, template: withYear ? "yMMM" : "MMM")
    }
    let names = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    return names[month.month - 1] + (withYear ? " \(month.year)" : "")
  }

  private func formatted(_ date: CalendarDate, template: String) -> String {
    let (year, month, day) = date.components
    // French writes the first of a month as an ordinal: 1er décembre, 1er déc. 2026.
    let first = day == 1 && localization.language.code == "fr"
    let key = first ? template + "|1er" : template
    return Formats.formattedDates.text("\(dateLocale.identifier)|\(key)|\(date)") {
      let formatter = dateFormatters[key] ?? makeDateFormatter(template, firstOfMonth: first)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = formatter.timeZone
      guard
        let instant = calendar.date(from: DateComponents(year: year, month: month, day: day))
      else { return date.description }
      return formatter.string(from: instant)
    }
  }

  /// Dates as formatted, by locale, template and day, shared by every `Formats` of the
  /// process.
  private static let formattedDates = FormattedTexts(capacity: 4096)

  /// The formatter of `template`, made once; with `firstOfMonth`, its day field is followed
  /// by the literal `er` (the pattern `d MMM y` becomes `d'er' MMM y`).
  private func makeDateFormatter(_ template: String, firstOfMonth: Bool = false)
    -> DateFormatter
  {
    let formatter = DateFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = dateLocale
    formatter.setLocalizedDateFormatFromTemplate(template)
    if firstOfMonth { formatter.dateFormat = Formats.firstOfMonth(formatter.dateFormat) }
    dateFormatters[firstOfMonth ? template + "|1er" : template] = formatter
    return formatter
  }

  /// `pattern` with `er` after its day field: each lone `d`, not beside another `d` or a
  /// quote, becomes `d'er'` (`d MMM y` gives `d'er' MMM y`). A scan, not a regular
  /// expression: compiling one costs more than the rest of a command.
  static func firstOfMonth(_ pattern: String) -> String {
    let characters = Array(pattern)
    var out = ""
    for (offset, character) in characters.enumerated() {
      out.append(character)
      guard character == "d" else { continue }
      let before = offset > 0 ? characters[offset - 1] : " "
      let after = offset + 1 < characters.count ? characters[offset + 1] : " "
      if before != "d" && before != "'" && after != "d" && after != "'" { out += "'er'" }
    }
    return out
  }

  // MARK: Numbers

  /// A quantity: `1.5` under an English locale, else the locale's `1,5` with its grouping.
  public func quantity(_ quantity: Quantity) -> String {
    plainNumbers
      ? quantity.description
      : decimal(Int128(quantity.thousandths), places: Quantity.scale, minimum: 0)
  }

  /// A fraction rounded half away from zero to `places` decimals, all shown: `0.143`,
  /// `0,143`.
  public func ratio(_ ratio: Ratio, places: Int) -> String {
    plainNumbers
      ? ratio.formatted(places: places)
      : decimal(ratio.scaled(to: places), places: places, minimum: places)
  }

  /// A fraction as a percentage with one decimal: `33.9 %` under an English locale, else
  /// the locale's own (`33,9 %` in French, `33.9%` in Japanese).
  public func percent(_ ratio: Ratio) -> String {
    plainNumbers ? ratio.percentText : percent(ratio, signed: false)
  }

  /// `percent` with an explicit sign: `+11.9 %`, `+11,9 %`.
  public func signedPercent(_ ratio: Ratio) -> String {
    plainNumbers ? ratio.signedPercentText : percent(ratio, signed: true)
  }

  // MARK: Command-line tables

  /// An amount in a table, beside its currency's column: `560.33` in English (as stored,
  /// which scripts read), else the locale's number with the currency's decimals (`560,33`,
  /// `1,200`).
  public func amount(_ money: Money) -> String {
    guard !localization.isEnglish else { return money.amount }
    let places = money.currency.minorUnits
    return decimal(Int128(money.minorUnits), places: places, minimum: places)
  }

  /// A unit price in a table with the currency's decimals plus two: `1.1900` in English,
  /// else the locale's `1,1900`.
  public func amount(_ price: UnitPrice) -> String {
    guard !localization.isEnglish, let value = Formats.majorUnits(price) else {
      return price.amount
    }
    let places = price.currency.minorUnits + 2
    return decimal(value.scaled(to: places), places: places, minimum: places)
  }

  /// A unit price as a shelf label shows it: the currency's decimals (`4.51`), one more
  /// when it is under one unit of the currency (`0.899` for a per-gram price), rounded half
  /// away from zero; `1.50`, `0,899` in French. Exact values stay in JSON and exports.
  public func shelfPrice(_ price: UnitPrice) -> String {
    guard let value = Formats.majorUnits(price) else { return price.amount }
    let underOne = value.numerator.magnitude < value.denominator.magnitude
    let places = price.currency.minorUnits + (underOne ? 1 : 0)
    return localization.isEnglish
      ? value.formatted(places: places)
      : decimal(value.scaled(to: places), places: places, minimum: places)
  }

  /// A unit price in its currency's major units (1.19 for 119 cents a piece), exact; nil
  /// when it does not fit a ratio.
  private static func majorUnits(_ price: UnitPrice) -> Ratio? {
    var power: Int128 = 1
    for _ in 0..<price.currency.minorUnits { power *= 10 }
    return Ratio(price.minorUnits.numerator, price.minorUnits.denominator * power)
  }

  /// A quantity in a table: as stored in English (`1.5`), else the locale's (`1,5`).
  public func tableQuantity(_ quantity: Quantity) -> String {
    localization.isEnglish ? quantity.description : self.quantity(quantity)
  }

  /// A percentage in a table: `33.9 %` in English, else the locale's (`33,9 %`, `33.9%`).
  public func tablePercent(_ ratio: Ratio) -> String {
    localization.isEnglish ? ratio.percentText : percent(ratio, signed: false)
  }

  /// A fraction in a table, all `places` shown: `0.9821` in English, else `0,9821`.
  public func tableRatio(_ ratio: Ratio, places: Int) -> String {
    localization.isEnglish ? ratio.formatted(places: places) : self.ratio(ratio, places: places)
  }

  /// A signed percentage in a table or a sentence: `+11.9 %` in English, else the locale's.
  public func tableSignedPercent(_ ratio: Ratio) -> String {
    localization.isEnglish ? ratio.signedPercentText : percent(ratio, signed: true)
  }

  /// Money in a sentence: `12.30 EUR` as Larder's English writes it (`Money.description`),
  /// else the locale's (`12,30 €`).
  public func sentenceMoney(_ money: Money) -> String {
    localization.isEnglish ? money.description : self.money.string(money)
  }

  private func percent(_ ratio: Ratio, signed: Bool) -> String {
    let key = signed ? "signed-percent" : "percent"
    let formatter =
      numberFormatters[key]
      ?? {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .percent
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 1
        if signed { formatter.positivePrefix = formatter.plusSign + formatter.positivePrefix }
        numberFormatters[key] = formatter
        return formatter
      }()
    let thousandths = ratio.scaled(to: 3)
    let value = Decimal(
      sign: thousandths < 0 ? .minus : .plus, exponent: -3,
      significand: Decimal(string: String(thousandths.magnitude)) ?? 0)
    return formatter.string(from: value as NSDecimalNumber) ?? ratio.percentText
  }

  private func decimal(_ scaled: Int128, places: Int, minimum: Int) -> String {
    let key = "decimal-\(places)-\(minimum)"
    let formatter =
      numberFormatters[key]
      ?? {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = minimum
        formatter.maximumFractionDigits = places
        numberFormatters[key] = formatter
        return formatter
      }()
    let value = Decimal(
      sign: scaled < 0 ? .minus : .plus, exponent: -places,
      significand: Decimal(string: String(scaled.magnitude)) ?? 0)
    return formatter.string(from: value as NSDecimalNumber) ?? String(scaled)
  }
}
