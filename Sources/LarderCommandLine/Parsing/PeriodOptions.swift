import LarderCore

/// `--month M | --year Y | --from D1 --to D2`: the period a figure covers.
enum PeriodOptions {
  static let month = CommandSpec.Option.value("month", "month", "A month, as YYYY-MM.")
  static let year = CommandSpec.Option.value("year", "year", "A calendar year, as YYYY.")
  static let from = CommandSpec.Option.value("from", "date", "The first day, with --to.")
  static let to = CommandSpec.Option.value("to", "date", "The last day (inclusive), with --from.")

  /// The period asked for, and the month when it is one; by default the as-of month.
  static func resolve(_ command: ParsedCommand, asOf: CalendarDate) throws(UsageError)
    -> (DateRange, Month?)
  {
    let given = ["month", "year", "from", "to"].filter { command.string($0) != nil }
    if given.contains("month") && given.count > 1 || given.contains("year") && given.count > 1 {
      throw UsageError(
        message: "Give one of --month, --year, or --from with --to", command: command.spec.name)
    }
    if let month = try command.value("month", { try Month(parsing: $0) }) {
      return (DateRange(month: month), month)
    }
    if let year = try command.value(
      "year",
      { text -> Int in
        guard text.count == 4, let year = Int(text), year >= 1 else {
          throw Reason("expected YYYY")
        }
        return year
      })
    {
      return (DateRange(year: year), nil)
    }
    let from = try command.date("from")
    let to = try command.date("to")
    switch (from, to) {
    case (let from?, let to?):
      do { return (try DateRange(from: from, to: to), nil) } catch {
        throw UsageError(message: "\(error)".capitalizedFirst, command: command.spec.name)
      }
    case (nil, nil):
      return (DateRange(month: asOf.month), asOf.month)
    default:
      throw UsageError(message: "--from and --to go together", command: command.spec.name)
    }
  }
}

extension String {
  /// The string with its first letter in upper case.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
