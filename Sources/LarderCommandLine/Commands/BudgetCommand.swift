import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder budget`: monthly budgets per category, and the month against them.
enum BudgetCommand: Command {
  /// What `budget` does, by its first word.
  enum Action: String {
    case set, unset, list
  }

  static let month = Option<Month?>.value("month", "month", "The month to show, as YYYY-MM.") {
    try Month(parsing: $0)
  }
  static let from = Option<Month?>.value(
    "from", "month", "With set or unset: the first month it applies to, as YYYY-MM.",
    describedDefault: "the as-of month"
  ) { try Month(parsing: $0) }
  static let currency = Option<Currency?>.value(
    "currency", "code", "With set or unset: the budget's currency, as ISO 4217.",
    describedDefault: "$LARDER_CURRENCY, else EUR"
  ) { try Currency(code: $0.uppercased()) }
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "budget", abstract: "Set monthly budgets per category, and see the month against them.",
    discussion: """
      'larder budget set CATEGORY AMOUNT' sets a monthly budget from the as-of month (or
      --from) on; '*' is the whole household. Earlier months keep the budget they had.
      'larder budget unset CATEGORY' ends it; 'larder budget list' shows every budget with
      its history. 'larder budget' shows each budget of the month (default: the as-of
      month) with what was spent, what remains, the share used, and what the month comes
      to at the pace so far: spent × days in the month ÷ day of the month.
      """,
    arguments: [
      .init(name: "action", help: "set, unset or list; none to show the month.", isOptional: true),
      .init(name: "category", help: "The category, or '*' for the household.", isOptional: true),
      .init(name: "amount", help: "With set: the amount a month.", isOptional: true),
    ],
    options: [month, from, currency, asOf, format],
    examples: [
      .init(
        "A monthly budget of 140.00 for meat from November 2026 on.",
        "larder budget set meat 140 --from 2026-11"),
      .init(
        "October's budgets on the 10th: spent, left, and the month at this pace.",
        "larder budget --as-of 2026-10-10"),
      .init("Every budget, with its history.", "larder budget list"),
    ])

  /// The action and its arguments: a category for set and unset, an amount for set only.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    let arguments = (0..<3).compactMap(command.argument)
    guard let first = arguments.first else {
      if let stray = [from.spec, currency.spec].first(where: command.isGiven) {
        throw UsageError(
          message: Localization.current.tr(
            "'--{option}' goes with 'budget set' or 'budget unset'", ["option": stray.name]),
          command: spec.name)
      }
      return
    }
    if command.isGiven(month.spec) {
      throw UsageError(
        message: Localization.current.tr(
          "'--month' goes with 'larder budget' alone, to show a month"), command: spec.name)
    }
    guard let action = Action(rawValue: first) else {
      throw UsageError(
        message: Localization.current.tr(
          "Unknown action '{action}': use set, unset or list", ["action": first]),
        command: spec.name)
    }
    let wanted: Int
    switch action {
    case .set: wanted = 3
    case .unset: wanted = 2
    case .list: wanted = 1
    }
    guard arguments.count == wanted else {
      let usage = [
        Action.set: "budget set CATEGORY AMOUNT", .unset: "budget unset CATEGORY",
        .list: "budget list",
      ]
      throw UsageError(
        message: Localization.current.tr(
          "Give it as 'larder {usage}'", ["usage": usage[action] ?? ""]), command: spec.name)
    }
    if action != .list, command.argument(1)?.trimmedLabel == nil {
      throw UsageError(
        message: Localization.current.tr("The category must not be blank"), command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let asOf = try Self.asOf.date(command, context)
    switch command.argument(0).flatMap(Action.init(rawValue:)) {
    case .list?:
      let budgets = try context.openStore(command, forReading: true).budgets()
      context.write(
        try command[format] == .json ? BudgetView.json(budgets) : BudgetView.text(budgets))
    case let action?:
      let category = command.argument(1)?.trimmedLabel ?? ""
      let currency = try command[Self.currency] ?? context.defaultCurrency()
      let amount =
        action == .set
        ? try command.argument(2) { text in
          try TypedInput.current.price(text, currency: currency, what: .budget)
        } : nil
      let first = try command[from] ?? asOf.month
      try context.openStore(command, creating: true).setBudget(
        category, amount: amount, currency: currency, from: first,
        via: .commandLine(arguments: command.typed))
      let f = Formats()
      let l = f.localization
      let name = category == Budget.household ? l.tr("the household") : category
      context.write(
        (amount.map {
          l.tr(
            "Budget of {name}: {amount} a month from {month}.",
            ["name": name, "amount": f.sentenceMoney($0), "month": f.month(first)])
        }
          ?? l.tr(
            "Ended the {currency} budget of {name} from {month}.",
            ["currency": currency.code, "name": name, "month": f.month(first)])) + "\n")
    case nil:
      let report = try context.openStore(command, forReading: true).budgetReport(
        try command[month] ?? asOf.month, asOf: asOf)
      if try command[format] == .json {
        context.write(try BudgetView.json(report))
      } else if report.lines.isEmpty {
        context.write(
          Localization.current.tr(
            "No budget for {month}. Set one with 'larder budget set CATEGORY AMOUNT'.",
            ["month": Formats().month(report.month)]) + "\n")
      } else {
        context.write(try BudgetView.text(report))
      }
    }
  }
}
