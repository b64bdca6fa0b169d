import LarderCore
import LarderReports

/// `larder spending`: what was spent in a period, by category, store, item or month.
enum SpendingCommand: Command {
  static let spec = CommandSpec(
    name: "spending", abstract: "Show spending for a period, per currency, with a breakdown.",
    discussion: """
      Spending is the sum of the prices of purchases made in the period. Currencies are
      never added together. For a month it also shows the previous month and the average
      of the 12 months before it. Without a period, the month of the as-of date.
      """,
    options: [
      PeriodOptions.month, PeriodOptions.year, PeriodOptions.from, PeriodOptions.to,
      .value(
        "by", "dimension", "What to break down by.",
        values: SpendingDimension.allCases.map(\.rawValue), default: "category"),
      CommandSpec.asOf, CommandSpec.textOrJSON,
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let (period, month) = try PeriodOptions.resolve(command, asOf: try context.asOf(command))
    let dimension = SpendingDimension(rawValue: command.string("by") ?? "category") ?? .category
    let store = try context.openStore(command, forReading: true)
    let spending = try store.spending(in: period, by: dimension)
    let comparison = try month.map { try store.monthComparison($0) }
    context.write(
      command.string("format") == "json"
        ? SpendingView.json(spending, comparison: comparison)
        : SpendingView.text(spending, comparison: comparison))
  }
}
