import LarderReports

/// `larder waste`: what was thrown away in a period.
enum WasteCommand: Command {
  static let spec = CommandSpec(
    name: "waste", abstract: "Show what was discarded in a period, its value and waste ratio.",
    options: [
      PeriodOptions.month, PeriodOptions.from, PeriodOptions.to, CommandSpec.asOf,
      CommandSpec.textOrJSON,
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let (period, _) = try PeriodOptions.resolve(command, asOf: try context.asOf(command))
    let waste = try context.openStore(command, forReading: true).waste(in: period)
    context.write(
      command.string("format") == "json" ? WasteView.json(waste) : WasteView.text(waste))
  }
}
