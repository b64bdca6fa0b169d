import LarderReports

/// `larder forecast`: what goes to waste at the current pace, and when each item runs out.
enum ForecastCommand: Command {
  static let window = RateWindowOption.option
  static let within = Option<Int?>.count(
    "within", "days", "Only the lots that expire within this many days.")
  static let minHistory = MinHistoryOption.option
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "forecast",
    abstract: "Show what goes to waste at the current pace, and when each item runs out.",
    discussion: """
      Each item's usable lots are used first-expiring-first at its rate (consumed in the
      last W days); what its rate cannot reach before a lot expires is projected wasted.
      """,
    options: [asOf, window, within, minHistory, format],
    examples: [
      .init(
        "What goes to waste within 3 days at the current pace.",
        "larder forecast --as-of 2026-11-01 --within 3")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let within = try command[Self.within]
    let forecast = try context.openStore(command, forReading: true).forecast(
      asOf: try asOf.date(command, context), window: try command[window],
      minHistory: try command[minHistory])
    context.write(
      try command[format] == .json
        ? ForecastView.json(forecast, within: within) : ForecastView.text(forecast, within: within))
  }
}
