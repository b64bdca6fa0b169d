import LarderReports

/// `larder search`: finds items by part of their name.
enum SearchCommand: Command {
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "search",
    abstract: "Find items whose name contains some text, ignoring case and accents.",
    arguments: [
      .init(name: "text", help: "The text to look for: 'creme' finds \"Crème fraîche\".")
    ],
    options: [format],
    examples: [
      .init(
        "Find \"Crème fraîche\" without typing the accents.",
        "larder search creme")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let store = try context.openStore(command, forReading: true)
    let today = context.today()
    let lines = try store.search(command.argument(0) ?? "", asOf: today)
    context.write(
      try command[format] == .json
        ? StockListing.json(lines) : StockListing.text(lines, asOf: today))
  }
}
