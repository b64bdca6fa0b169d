import LarderLanguage
import LarderReports

/// `larder show`: an item with its lots and events.
enum ShowCommand: Command {
  static let all = Flag("all", "Show every purchase and event, not only the last 20 of each.")
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "show", abstract: "Show an item with its purchases and events.",
    discussion: """
      Prints the item, a summary of its history, then its latest 20 purchases (lots, with
      each one's price per kg, per L or per piece) and its latest 20 events; --all prints
      them all. The JSON always holds everything.
      """,
    arguments: [
      .init(
        name: "item", help: "The item's name, or its id (or the first 4+ characters).",
        completion: .item)
    ],
    options: [all, format],
    examples: [
      .init(
        "The latest purchases and events of an item, with their ids and unit prices.",
        "larder show \"Whole milk\""),
      .init("Every purchase and event, however many.", "larder show \"Whole milk\" --all"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let history = try context.openStore(command, forReading: true).history(
      of: command.argument(0) ?? "")
    context.write(
      try command[format] == .json
        ? ItemHistoryView.json(history)
        : ItemHistoryView.text(
          history, limit: command[all] ? nil : ItemHistoryView.defaultLimit,
          more: Localization.current.tr("--all shows everything")))
  }
}
