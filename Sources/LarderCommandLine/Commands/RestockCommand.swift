import LarderReports

/// `larder restock`: what to buy before it runs out.
enum RestockCommand: Command {
  static let spec = CommandSpec(
    name: "restock", abstract: "Suggest what to buy: items running out or below their minimum.",
    options: [
      .value("horizon", "days", "How many days ahead to cover.", default: "7"),
      .value("window", "days", "The window for consumption rates, in days.", default: "90"),
      CommandSpec.asOf, CommandSpec.textOrJSON,
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let suggestions = try context.openStore(command, forReading: true).restockSuggestions(
      asOf: try context.asOf(command), horizon: try command.count("horizon") ?? 7,
      window: try command.count("window") ?? 90)
    context.write(
      command.string("format") == "json"
        ? RestockView.json(suggestions) : RestockView.text(suggestions))
  }
}
