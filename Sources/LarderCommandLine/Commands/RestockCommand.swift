import LarderReports

/// `larder restock`: what to buy before it runs out.
enum RestockCommand: Command {
  static let horizon = Option<Int>.count(
    "horizon", "days", "How many days ahead to cover.", default: 7)
  static let window = RateWindowOption.option
  static let minHistory = MinHistoryOption.option
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "restock", abstract: "Suggest what to buy: items running out or below their minimum.",
    discussion: """
      Suggests an item that runs out within the horizon (counting only what can be used
      before it expires), one that is out of stock but in use, and one below its minimum.
      An item bought fewer than --min-history days ago is suggested only by its minimum.
      BUY BY is the day the usable stock runs out at the current pace, at the latest the
      day its last usable lot expires (today for an item that is out, or below its
      minimum with nothing going to waste); BUY is in whole usual packs (the quantity the
      item is most often bought in).
      """,
    options: [horizon, window, minHistory, asOf, format],
    examples: [
      .init(
        "What to buy to last 3 days from 1 November.",
        "larder restock --as-of 2026-11-01 --horizon 3")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let store = try context.openStore(command, forReading: true)
    let plan = try store.restockPlan(
      asOf: try asOf.date(command, context), window: try command[window],
      minHistory: try command[minHistory], horizon: try command[horizon])
    context.write(
      try command[format] == .json
        ? RestockView.json(plan.suggestions) : RestockView.text(plan))
  }
}
