import LarderReports

/// `larder show`: an item with its lots and events.
enum ShowCommand: Command {
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "show", abstract: "Show an item with all its purchases and events.",
    arguments: [
      .init(
        name: "item", help: "The item's name, or its id (or the first 4+ characters).",
        completion: .item)
    ],
    options: [format],
    examples: [
      .init(
        "Every purchase and event of an item, with their ids.",
        "larder show \"Whole milk\"")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let history = try context.openStore(command, forReading: true).history(
      of: command.argument(0) ?? "")
    context.write(
      try command[format] == .json
        ? ItemHistoryView.json(history) : ItemHistoryView.text(history))
  }
}
