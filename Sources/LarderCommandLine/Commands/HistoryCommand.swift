import LarderReports

/// `larder history`: the changes made to the household, newest first.
enum HistoryCommand: Command {
  static let limit = Option<Int>.count(
    "limit", "count", "How many changes to show.", in: 1...1_000_000, default: 20)
  static let item = Option<String?>.label("item", "name", "Only the changes to this item.")
    .completing(.item)
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "history", abstract: "Show the changes made, newest first, for undo and redo.",
    discussion: """
      Every command that writes (add, consume, discard, edit, delete, import, budget set
      and unset, undo, redo), and every form of 'larder serve' that writes, is one change,
      with an id, the local time (of the time zone TZ names; '--format json' keeps UTC),
      what it did, written in the reader's language, and where it was asked for: the
      command as typed, or the web page. 'larder undo' reverses the
      newest change not undone, or 'larder undo ID' a given one (its first 4+ characters
      are enough). '--format json' gives each change's typed fields.
      """,
    options: [limit, item, format],
    examples: [
      .init(
        "The last five changes.",
        "larder history --limit 5"),
      .init(
        "The changes made to one item.",
        "larder history --item \"Whole milk\""),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let changes = try context.openStore(command, forReading: true).changes(
      limit: try command[limit], item: try command[item])
    context.write(
      try command[format] == .json
        ? HistoryView.json(changes) : HistoryView.text(changes, zone: context.timeZone))
  }
}
