import LarderReports

/// `larder rates`: how fast each item is used and when it runs out.
enum RatesCommand: Command {
  static let window = RateWindowOption.option
  static let minHistory = MinHistoryOption.option
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "rates", abstract: "Show how fast each item is used and when it will run out.",
    discussion: """
      The rate is what was consumed (not discarded) in the last W days, divided by the
      days of that window since the item was first bought; an item bought fewer than
      --min-history days ago has none yet. Usable stock is what has not expired; the
      run-out date counts only what can be used before it expires.
      """,
    options: [window, minHistory, asOf, format],
    examples: [
      .init(
        "How fast each item went on 1 November, over the last 30 days.",
        "larder rates --as-of 2026-11-01 --window 30")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let window = try command[Self.window]
    let rates = try context.openStore(command, forReading: true).projections(
      asOf: try asOf.date(command, context), window: window, minHistory: try command[minHistory],
      keepingWastedLots: false)
    context.write(try command[format] == .json ? RatesView.json(rates) : RatesView.text(rates))
  }
}
