import LarderReports

/// `larder waste`: what was thrown away in a period.
enum WasteCommand: Command {
  static let period = PeriodOptions.monthOrRange
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "waste", abstract: "Show what was discarded in a period, its value and waste ratio.",
    options: [period, asOf, format],
    examples: [
      .init(
        "What was thrown away in October.",
        "larder waste --month 2026-10")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let (range, _) = try period.period(command, asOf: try asOf.date(command, context))
    let waste = try context.openStore(command, forReading: true).waste(in: range)
    context.write(try command[format] == .json ? WasteView.json(waste) : WasteView.text(waste))
  }
}
