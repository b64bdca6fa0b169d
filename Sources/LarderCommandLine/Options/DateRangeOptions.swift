import LarderCore
import LarderLanguage
import LarderReports

/// `--from D1 --to D2`: a range of days, given both or neither.
struct DateRangeOptions: OptionGroup {
  /// The first day.
  static let from = Option<CalendarDate?>.date("from", "date", "The first day, with --to.")
  /// The last day, inclusive.
  static let to = Option<CalendarDate?>.date(
    "to", "date", "The last day (inclusive), with --from.")

  var specs: [OptionSpec] { [Self.from.spec, Self.to.spec] }

  /// The range given, or nil when neither option is.
  ///
  /// - Throws: `UsageError` for a date that is not one, for one option without the other
  ///   ("--from and --to go together"), and for a range that ends before it starts.
  func range(_ command: ParsedCommand) throws(UsageError) -> DateRange? {
    switch (try command[Self.from], try command[Self.to]) {
    case (nil, nil): return nil
    case (let from?, let to?):
      do { return try DateRange(from: from, to: to) } catch {
        throw UsageError(
          message: ErrorMessage.text(error).capitalizedFirst, command: command.spec.name)
      }
    default:
      throw UsageError(
        message: Localization.current.tr("--from and --to go together"), command: command.spec.name)
    }
  }
}
