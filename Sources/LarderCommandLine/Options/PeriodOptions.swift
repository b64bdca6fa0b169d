import LarderCore
import LarderLanguage
import LarderReports

/// `--month M | --year Y | --from D1 --to D2`: the period a figure covers; the as-of month
/// when none is given.
struct PeriodOptions: OptionGroup {
  /// A month.
  static let month = Option<Month?>.value("month", "month", "A month, as YYYY-MM.") {
    try Month(parsing: $0)
  }
  /// A calendar year.
  static let year = Option<Int?>.value("year", "year", "A calendar year, as YYYY.") { text in
    guard text.count == 4, let year = Int(text), year >= 1 else {
      throw Reason(Localization.current.tr("expected YYYY"))
    }
    return year
  }

  /// `--month`, `--year`, or `--from` with `--to` (spending).
  static let monthYearOrRange = PeriodOptions(includesYear: true)
  /// `--month`, or `--from` with `--to` (waste).
  static let monthOrRange = PeriodOptions(includesYear: false)

  /// Whether `--year` is one of the choices.
  let includesYear: Bool

  var specs: [OptionSpec] {
    [Self.month.spec] + (includesYear ? [Self.year.spec] : []) + DateRangeOptions().specs
  }

  /// The period asked for, and the month when it is one; by default the as-of month.
  ///
  /// - Throws: `UsageError` when more than one kind of period is given, for a value that
  ///   is not a month, year or date, and as `DateRangeOptions.range` does.
  func period(_ command: ParsedCommand, asOf: CalendarDate) throws(UsageError)
    -> (DateRange, Month?)
  {
    let given = specs.filter(command.isGiven)
    if given.count > 1 && given.contains(where: [Self.month.spec, Self.year.spec].contains) {
      throw UsageError(
        message: Localization.current.tr("Give one of --month, --year, or --from with --to"),
        command: command.spec.name)
    }
    if let month = try command[Self.month] {
      return (DateRange(month: month), month)
    }
    if includesYear, let year = try command[Self.year] {
      return (DateRange(year: year), nil)
    }
    guard let range = try DateRangeOptions().range(command) else {
      return (DateRange(month: asOf.month), asOf.month)
    }
    return (range, nil)
  }
}
