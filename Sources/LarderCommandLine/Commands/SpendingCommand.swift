import LarderCore
import LarderReports

/// `larder spending`: what was spent in a period, by category, store, item or month.
enum SpendingCommand: Command {
  static let period = PeriodOptions.monthYearOrRange
  static let by = Option.choice(
    "by", "dimension", "What to break down by.", default: SpendingDimension.category)
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "spending", abstract: "Show spending for a period, per currency, with a breakdown.",
    discussion: """
      Spending is the sum of the prices of purchases made in the period. Currencies are
      never added together. For a month it also shows the previous month and the average
      of the 12 months before it. Without a period, the month of the as-of date.
      """,
    options: [period, by, asOf, format],
    examples: [
      .init(
        "What October cost, by category.",
        "larder spending --month 2026-10"),
      .init(
        "Each month of 2026.",
        "larder spending --year 2026 --by month"),
      .init(
        "By store over a quarter, as JSON.",
        "larder spending --from 2026-07-01 --to 2026-09-30 --by store --format json"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let (range, month) = try period.period(command, asOf: try asOf.date(command, context))
    let dimension = try command[by]
    let store = try context.openStore(command, forReading: true)
    let overview =
      try month.map { try store.spendingOverview(of: $0, by: dimension) }
      ?? store.spendingOverview(in: range, by: dimension)
    context.write(
      try command[format] == .json ? SpendingView.json(overview) : SpendingView.text(overview))
  }
}

extension SpendingDimension: OptionValues {}
