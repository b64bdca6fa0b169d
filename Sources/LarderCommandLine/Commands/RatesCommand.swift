import LarderReports

/// `larder rates`: how fast each item is used and when it runs out.
enum RatesCommand: Command {
  static let spec = CommandSpec(
    name: "rates", abstract: "Show how fast each item is used and when it will run out.",
    discussion: """
      The rate is what was consumed (not discarded) in the last W days, divided by the
      days of that window since the item was first bought.
      """,
    options: [
      .value("window", "days", "The window W, in days.", default: "90"),
      CommandSpec.asOf, CommandSpec.textOrJSON,
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let window = try command.count("window") ?? 90
    let rates = try context.openStore(command, forReading: true).consumptionRates(
      asOf: try context.asOf(command), window: window)
    context.write(
      command.string("format") == "json" ? RatesView.json(rates) : RatesView.text(rates))
  }
}
