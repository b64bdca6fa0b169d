import LarderCore
import LarderReports

/// `larder prices`: an item's unit prices over time and by store, or every recent item's.
enum PricesCommand: Command {
  static let range = DateRangeOptions()
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "prices", abstract: "Show unit prices: an item's history and stores, or all items'.",
    discussion: """
      A unit price is the price paid ÷ the quantity, per kg for items counted in g or kg,
      per L for ml, cl, dl or L, and per the item's own unit otherwise, shown with the
      currency's decimals plus two. With an item: every purchase up to the as-of date (or
      from --from to --to, given together), the minimum, median, maximum and last
      unit price per store, and the cheapest store by median over the 90 days up to the
      as-of date. Without: each item bought in those 90 days, its last unit price, the
      change from a year before, and its cheapest store.
      """,
    arguments: [.init(name: "item", help: "The item's name or id.", isOptional: true)],
    options: [range, asOf, format],
    examples: [
      .init(
        "What whole milk cost per litre, store by store, and where it is cheapest.",
        "larder prices \"Whole milk\" --as-of 2026-11-01"),
      .init(
        "Every item bought in the last 90 days, with its change in a year.",
        "larder prices --as-of 2026-11-01"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let asOf = try Self.asOf.date(command, context)
    let store = try context.openStore(command, forReading: true)
    let json = try command[format] == .json
    guard let item = command.argument(0) else {
      let lines = try store.priceOverview(asOf: asOf)
      context.write(json ? PricesView.json(lines) : PricesView.text(lines))
      return
    }
    let period = try range.range(command)
    let prices = try store.priceHistory(
      of: item, from: period?.from, to: period?.to ?? asOf, asOf: asOf)
    context.write(json ? PricesView.json(prices) : PricesView.text(prices, asOf: asOf))
  }
}
