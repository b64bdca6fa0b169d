import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder plan`: the meals planned, each reserving the stock it will use.
enum PlanCommand: Command {
  /// What `plan` does, by its first word.
  enum Action: String {
    case add, remove
  }

  static let servings = Option<Int?>.count(
    "servings", "count", "With add: how many servings.", in: 1...Recipe.maximumServings)
  static let week = Flag("week", "Show only the next seven days.")
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "plan",
    abstract: "Plan meals; each reserves the stock it will use, first expiring first.",
    discussion: """
      'larder plan add DATE RECIPE' plans a meal. The meals reserve usable stock in date
      order, first expiring first, from lots still usable on the meal's day: what one meal
      reserved is not there for a later one. What a meal lacks is on the shopping list,
      marked for the meal, to buy by its day; 'larder plan remove DATE RECIPE' takes the
      meal off, and its lines with it. Planned meals count in the forecast, eat-first and
      the digest: what they reserve is eaten on their day, never wasted (docs definition
      28). 'larder cook RECIPE' on the meal's day consumes what it reserved and closes it.
      """,
    arguments: [
      .init(name: "action", help: "add or remove; none to show the plan.", isOptional: true),
      .init(name: "date", help: "The meal's day: YYYY-MM-DD, tomorrow, +2…", isOptional: true),
      .init(name: "recipe", help: "The recipe's name or id.", isOptional: true),
    ],
    options: [servings, week, asOf, format],
    examples: [
      .init("Show the meals planned, what each reserves and what is missing.", "larder plan")
    ])

  static func validate(_ command: ParsedCommand) throws(UsageError) {
    let l = Localization.current
    guard let first = command.argument(0) else {
      if command.isGiven(servings.spec) {
        throw UsageError(
          message: l.tr("'--{option}' goes with 'plan add'", ["option": servings.spec.name]),
          command: spec.name)
      }
      return
    }
    guard let action = Action(rawValue: first) else {
      throw UsageError(
        message: l.tr("Unknown action '{action}': use add or remove", ["action": first]),
        command: spec.name)
    }
    guard command.arguments.count == 3, command.argument(2).trimmedLabel != nil else {
      throw UsageError(
        message: l.tr("Give it as 'larder {usage}'", ["usage": "plan \(first) DATE RECIPE"]),
        command: spec.name)
    }
    if let stray = [week.spec, format.spec].first(where: command.isGiven) {
      throw UsageError(
        message: l.tr("'--{option}' goes with 'plan'", ["option": stray.name]), command: spec.name)
    }
    if action == .remove && command.isGiven(servings.spec) {
      throw UsageError(
        message: l.tr("'--{option}' goes with 'plan add'", ["option": servings.spec.name]),
        command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let l = Localization.current
    let f = Formats(l)
    let today = try asOf.date(command, context)
    let origin = ChangeOrigin.commandLine(arguments: command.typed)
    guard let action = command.argument(0).flatMap(Action.init(rawValue:)) else {
      let plan = try context.openStore(command, forReading: true).mealPlan(asOf: today)
      let last = today.adding(days: 6)
      let meals = command[week] ? plan.meals.filter { $0.meal.day <= last } : plan.meals
      if try command[format] == .json {
        context.write(PlanView.json(plan, meals: meals))
      } else if meals.isEmpty {
        context.write(
          l.tr("No meals are planned. Plan one with 'larder plan add DATE RECIPE'.") + "\n")
      } else {
        context.write(PlanView.text(meals))
      }
      return
    }
    let day =
      try command.argument(1) { try TypedInput.current.date($0, missingYear: .next) } ?? today
    let recipe = command.argument(2)?.trimmedLabel ?? ""
    let store = try context.openStore(command)
    switch action {
    case .add:
      let meal = try store.planMeal(
        recipe, on: day, servings: try command[servings], today: today, via: origin)
      context.write(
        l.tr(
          "Planned {recipe} on {day} ({servings}).",
          [
            "recipe": meal.recipeName, "day": f.shortDay(meal.day),
            "servings": l.trn("{count} serving", "{count} servings", count: meal.servings),
          ]) + "\n")
      if let planned = try store.mealPlan(asOf: today).meal(meal.id), !planned.missing.isEmpty {
        let lacks = planned.missing.map { $0.item?.name ?? $0.name }
        context.write(
          l.tr("On the shopping list for it: {items}.", ["items": l.list(lacks)]) + "\n")
      }
    case .remove:
      let meal = try store.unplanMeal(recipe, on: day, via: origin)
      context.write(
        l.tr(
          "Took {recipe} on {day} off the plan.",
          ["recipe": meal.recipeName, "day": f.shortDay(meal.day)]) + "\n")
    }
  }
}
