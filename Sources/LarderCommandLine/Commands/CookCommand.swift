import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder cook`: what to cook to use up what expires first, and cooking it.
enum CookCommand: Command {
  static let suggest = Flag(
    "suggest", "Rank the recipes by the value they rescue of what expires first.")
  static let within = Option<Int>.count(
    "within", "days", "With --suggest: rescue what expires within this many days.", default: 3)
  static let limit = Option<Int>.count(
    "limit", "count", "With --suggest: how many recipes to show.", in: 1...1_000_000, default: 5)
  static let servings = Option<Int?>.count(
    "servings", "count", "How many servings to cook.", in: 1...Recipe.maximumServings)
  static let date = Option<CalendarDate?>.date(
    "date", "date", "The day it is cooked: YYYY-MM-DD, yesterday, -2…", describedDefault: "today")
  static let partial = Flag("partial", "Cook with what there is when an ingredient is missing.")
  static let leftovers = Option<Int?>.count(
    "leftovers", "count", "Keep this many portions of leftovers, to eat first.", in: 1...1000)
  static let leftoverDays = Option<Int>.count(
    "leftovers-days", "days", "How many days the leftovers keep.", in: 0...365, default: 3)
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "cook",
    abstract: "See what to cook to use up what expires first, and cook a recipe.",
    discussion: """
      'larder cook --suggest' ranks the recipes by the value they rescue: what cooking one
      now would draw (first expiring first) from lots expiring within --within days, at
      the lots' prices; then by fewest missing ingredients (docs definition 27). Stock a
      planned meal reserves is left to it. 'larder cook RECIPE' consumes its ingredients,
      scaled to --servings, in one change that 'larder undo' takes back: from what the
      meal planned that day reserved first, then first expiring first; it closes that
      meal. A missing ingredient refuses the cook, naming it, unless --partial.
      --leftovers keeps portions as a lot named after the recipe, costing 0, to eat first.
      """,
    arguments: [
      .init(
        name: "recipe", help: "The recipe's name or id (not with --suggest).", isOptional: true)
    ],
    options: [
      suggest, within, limit, servings, date, partial, leftovers, leftoverDays, asOf, format,
    ],
    examples: [
      .init("See what to cook tonight to use up what expires.", "larder cook --suggest")
    ])

  static func validate(_ command: ParsedCommand) throws(UsageError) {
    let l = Localization.current
    let suggesting = command[suggest]
    let cooking = [
      servings.spec, date.spec, partial.spec, leftovers.spec, leftoverDays.spec,
    ]
    if suggesting {
      guard command.argument(0) == nil else {
        throw UsageError(
          message: l.tr("Give it as 'larder {usage}'", ["usage": "cook --suggest"]),
          command: spec.name)
      }
      if let stray = cooking.first(where: command.isGiven) {
        throw UsageError(
          message: l.tr("'--{option}' goes with 'cook RECIPE'", ["option": stray.name]),
          command: spec.name)
      }
      return
    }
    guard command.argument(0).trimmedLabel != nil, command.arguments.count == 1 else {
      throw UsageError(
        message: l.tr("Give it as 'larder {usage}'", ["usage": "cook RECIPE"]), command: spec.name)
    }
    if let stray = [within.spec, limit.spec, format.spec].first(where: command.isGiven) {
      throw UsageError(
        message: l.tr("'--{option}' goes with 'cook --suggest'", ["option": stray.name]),
        command: spec.name)
    }
    if command.isGiven(leftoverDays.spec) && !command.isGiven(leftovers.spec) {
      throw UsageError(
        message: l.tr("'--{option}' goes with '--leftovers'", ["option": leftoverDays.spec.name]),
        command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let l = Localization.current
    let f = Formats(l)
    let today = try asOf.date(command, context)
    if command[suggest] {
      let days = try command[within]
      let first = try command[limit]
      let ranked = try context.openStore(command, forReading: true).cookingSuggestions(
        asOf: today, within: days, first: first)
      let shown = Array(ranked.prefix(first))
      if try command[format] == .json {
        context.write(CookingView.json(shown, asOf: today, within: days))
      } else if shown.isEmpty {
        context.write(l.tr("No recipes yet. Import some with 'larder recipe import FILE'.") + "\n")
      } else {
        context.write(CookingView.text(shown))
      }
      return
    }
    let day = try command[date] ?? today
    let cooked = try context.openStore(command).cook(
      Store.CookRequest(
        recipe: command.argument(0)?.trimmedLabel ?? "", servings: try command[servings],
        date: day, partial: command[partial],
        leftovers: try command[leftovers].map { Quantity(Int32($0)) },
        leftoverDays: try command[leftoverDays], currency: try context.defaultCurrency()),
      today: context.today(), via: .commandLine(arguments: command.typed))
    let servings = l.trn("{count} serving", "{count} servings", count: cooked.servings)
    let used = cooked.used.map { item, quantity in
      l.tr(
        "{quantity} {unit} of {item}",
        ["quantity": f.tableQuantity(quantity), "unit": item.unit, "item": item.name])
    }
    context.write(
      (used.isEmpty
        ? l.tr(
          "Cooked {recipe} ({servings}); nothing measured was in stock to use.",
          ["recipe": cooked.recipe.name, "servings": servings])
        : l.tr(
          "Cooked {recipe} ({servings}): used {used}.",
          ["recipe": cooked.recipe.name, "servings": servings, "used": l.list(used)])) + "\n")
    if !cooked.missing.isEmpty {
      context.write(l.tr("Missing: {missing}.", ["missing": l.list(cooked.missing)]) + "\n")
    }
    if let meal = cooked.meal {
      context.write(
        l.tr("The meal planned on {day} is cooked.", ["day": f.shortDay(meal.day)]) + "\n")
    }
    if let (item, lot) = cooked.leftovers {
      context.write(
        l.tr(
          "Kept {quantity} {unit} of {item} as leftovers, to eat by {date}.",
          [
            "quantity": f.tableQuantity(lot.quantity), "unit": item.unit, "item": item.name,
            "date": lot.expiresOn.map(f.date) ?? "",
          ]) + "\n")
    }
  }
}
