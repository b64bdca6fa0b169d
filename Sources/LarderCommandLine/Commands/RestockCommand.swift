import LarderReports

/// `larder restock`: what to buy before it runs out.
enum RestockCommand: Command {
  static let horizon = Option<Int>.count(
    "horizon", "days", "How many days ahead to cover.", default: 7)
  static let window = Option<Int>.count(
    "window", "days", "The window for consumption rates, in days.", default: 90)
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "restock", abstract: "Suggest what to buy: items running out or below their minimum.",
    options: [horizon, window, asOf, format])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let suggestions = try context.openStore(command, forReading: true).restockSuggestions(
      asOf: try asOf.date(command, context), horizon: try command[horizon],
      window: try command[window])
    context.write(
      try command[format] == .json
        ? RestockView.json(suggestions) : RestockView.text(suggestions))
  }
}
