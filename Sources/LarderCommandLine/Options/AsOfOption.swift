import LarderCore

/// `--as-of D`, for commands that depend on today: the day to compute for, today when
/// absent.
struct AsOfOption: OptionGroup {
  /// `--as-of` as the analytics, the report, the export, the digest and the calendar take it.
  static let standard = AsOfOption(help: "The day to compute for, as YYYY-MM-DD.")

  /// The option itself; absent, it reads as nil and `date` gives today.
  let option: Option<CalendarDate?>

  /// `--as-of` with its own help, for a command that uses the day otherwise (`import`
  /// records it as the import's date).
  init(help: String) {
    option = .date("as-of", "date", help, describedDefault: "today")
  }

  var specs: [OptionSpec] { option.specs }

  /// The as-of date: `--as-of` when given, else the local date today.
  ///
  /// - Throws: `UsageError` when the date given is not one.
  func date(_ command: ParsedCommand, _ context: Context) throws(UsageError) -> CalendarDate {
    try command[option] ?? context.today()
  }
}
