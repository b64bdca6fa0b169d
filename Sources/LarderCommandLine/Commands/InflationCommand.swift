import LarderCore
import LarderLanguage
import LarderReports

/// `larder inflation`: the household's own price index against a base month.
enum InflationCommand: Command {
  static let month = Option<Month?>.value(
    "month", "month", "The month, as YYYY-MM.", describedDefault: "the month before the as-of date"
  ) { try Month(parsing: $0) }
  static let base = Option<Month?>.value(
    "base", "month", "The base month, as YYYY-MM.", describedDefault: "12 months before"
  ) { try Month(parsing: $0) }
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "inflation", abstract: "Show how much your own prices moved, and how much you bought.",
    discussion: """
      For the items bought in both the month and the base month (the basket), the index
      is what the base month's quantities would cost at this month's median unit prices,
      divided by what they cost then. The change in spending on the basket splits into a
      price effect and a quantity effect; what was bought only this month is outside the
      basket. Each currency has its own index.
      """,
    options: [month, base, asOf, format],
    examples: [
      .init(
        "How October 2026's prices compare with October 2025's.",
        "larder inflation --month 2026-10")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let asOf = try Self.asOf.date(command, context)
    let month = try command[Self.month] ?? asOf.month.adding(months: -1)
    if let base = try command[base], base >= month {
      throw UsageError(
        message: Localization.current.tr(
          "The base month {base} must come before the month {month}",
          ["base": "\(base)", "month": "\(month)"]), command: spec.name)
    }
    let inflation = try context.openStore(command, forReading: true).inflation(
      month, base: try command[base] ?? month.adding(months: -12))
    context.write(
      try command[format] == .json ? InflationView.json(inflation) : InflationView.text(inflation))
  }
}
