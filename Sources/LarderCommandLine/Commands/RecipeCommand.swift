import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderScan
import LarderStore

/// `larder recipe`: the household's recipes: import, add, list, show, edit, delete.
enum RecipeCommand: Command {
  /// What `recipe` does, by its first word.
  enum Action: String, CaseIterable {
    case `import`, add, list, show, edit, delete
  }

  static let ingredient = Option<[String]>.list(
    "ingredient", "line", "With add: an ingredient line (200 g de farine); may be repeated.")
  static let step = Option<[String]>.list("step", "text", "With add: a step; may be repeated.")
  static let servings = Option<Int?>.count(
    "servings", "count", "With add and edit: how many servings its amounts make.",
    in: 1...Recipe.maximumServings)
  static let language = Option<RecipeLanguage?>.value(
    "language", "code",
    "With add: the language of its lines (en, fr, ja, zh-Hant), for their units and cups.",
    describedDefault: "the language the lines are written in"
  ) { text in
    guard let language = RecipeLanguage(tag: text) else {
      throw Reason(Localization.current.tr("use en, fr, ja or zh-Hant"))
    }
    return language
  }
  static let name = Option<String?>.label("name", "name", "With edit: its new name.")
  static let add = Option<[String]>.list(
    "add", "line", "With edit: an ingredient line to add; may be repeated.")
  static let remove = Option<[String]>.list(
    "remove", "number", "With edit: the number of an ingredient to take off; may be repeated.")
  static let match = Option<[String]>.list(
    "match", "food=item",
    "With edit: the item a food of the recipes is, for every recipe (lait=Whole milk); may be repeated."
  )
  static let noMatch = Option<[String]>.list(
    "no-match", "food", "With edit: forget the item a food was matched to; may be repeated.")
  static let atHand = Option<[String]>.list(
    "at-hand", "food",
    "With edit: a food always at hand, for every recipe (water, salt): never drawn, never missing; may be repeated."
  )
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "recipe",
    abstract: "Keep the household's recipes: import them, add, list, show, edit and delete.",
    discussion: """
      'larder recipe import FILE…' reads recipes in schema.org Recipe JSON-LD: a .json
      file, or an .html page saved from a browser (as recipe sites publish them and Mealie,
      Tandoor and Nextcloud Cookbook export them), keeping the name, servings,
      ingredients, steps, time and source; a recipe of a name already kept is skipped.
      Each ingredient line is read as a food, an amount and a unit in English, French,
      Japanese or Traditional Chinese (200 g de farine, 大さじ1 醤油, 雞蛋 2 顆); a line
      without an amount (a pinch of salt, 塩 少々) is needed but unmeasured. A food is
      matched to the item of that name or alias; 'recipe edit R --match FOOD=ITEM' teaches
      the household's own, for every recipe, and '--at-hand FOOD' says it is always there
      (water, salt): never drawn, never missing. 'larder cook --suggest' ranks the recipes by
      what they rescue; 'larder plan' plans them.
      """,
    arguments: [
      .init(
        name: "action", help: "import, add, list, show, edit or delete; none to list.",
        isOptional: true),
      .init(
        name: "name", help: "The recipe's name or id; the files to import.", isOptional: true,
        completion: .file, repeats: true),
    ],
    options: [
      ingredient, step, servings, language, name, add, remove, match, noMatch, atHand, asOf,
      format,
    ],
    examples: [
      .init("List the recipes kept.", "larder recipe list"),
      .init(
        "Add a recipe from the command line.",
        "larder recipe add \"Pancakes\" --servings 4 --ingredient \"250 g flour\" --ingredient \"2 eggs\" --ingredient \"500 ml milk\""
      ),
    ])

  static func validate(_ command: ParsedCommand) throws(UsageError) {
    let l = Localization.current
    let action = try self.action(command)
    let names = command.arguments.dropFirst()
    switch action {
    case .list:
      guard names.isEmpty else {
        throw UsageError(
          message: l.tr("Give it as 'larder {usage}'", ["usage": "recipe list"]), command: spec.name
        )
      }
    case .import:
      guard !names.isEmpty else {
        throw UsageError(
          message: l.tr("Give it as 'larder {usage}'", ["usage": "recipe import FILE…"]),
          command: spec.name)
      }
    case .add, .show, .edit, .delete:
      guard names.count == 1, names.first.trimmedLabel != nil else {
        throw UsageError(
          message: l.tr("Give it as 'larder {usage}'", ["usage": "recipe \(action.rawValue) NAME"]),
          command: spec.name)
      }
    }
    let owners: [(OptionSpec, [Action])] = [
      (ingredient.spec, [.add]), (step.spec, [.add]), (language.spec, [.add]),
      (servings.spec, [.add, .edit]), (name.spec, [.edit]), (add.spec, [.edit]),
      (remove.spec, [.edit]), (match.spec, [.edit]), (noMatch.spec, [.edit]),
      (atHand.spec, [.edit]),
      (format.spec, [.list, .show]),
    ]
    for (option, actions) in owners where command.isGiven(option) && !actions.contains(action) {
      throw UsageError(
        message: l.tr(
          "'--{option}' goes with 'recipe {action}'",
          ["option": option.name, "action": actions.map(\.rawValue).joined(separator: "/")]),
        command: spec.name)
    }
    if action == .edit,
      ![servings.spec, name.spec, add.spec, remove.spec, match.spec, noMatch.spec, atHand.spec]
        .contains(where: command.isGiven)
    {
      throw UsageError(
        message: l.tr(
          "Nothing to change: give at least one of --name, --servings, --add, --remove, --match, --no-match, --at-hand"
        ), command: spec.name)
    }
  }

  /// The action the first argument names; `list` when none is given.
  private static func action(_ command: ParsedCommand) throws(UsageError) -> Action {
    guard let first = command.argument(0) else { return .list }
    guard let action = Action(rawValue: first) else {
      throw UsageError(
        message: Localization.current.tr(
          "Unknown action '{action}': use import, add, list, show, edit or delete",
          ["action": first]),
        command: spec.name)
    }
    return action
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let l = Localization.current
    let today = try asOf.date(command, context)
    let origin = ChangeOrigin.commandLine(arguments: command.typed)
    let name = command.argument(1)?.trimmedLabel ?? ""
    switch try action(command) {
    case .list:
      let recipes = try context.openStore(command, forReading: true).recipes()
      if try command[format] == .json {
        context.write(RecipeView.listJSON(recipes))
      } else if recipes.isEmpty {
        context.write(
          l.tr("No recipes yet. Import some with 'larder recipe import FILE'.") + "\n")
      } else {
        context.write(RecipeView.listText(recipes))
      }
    case .show:
      let store = try context.openStore(command, forReading: true)
      let recipe = try store.recipe(name)
      let items = try store.matchedItems(of: recipe)
      let atHand = try store.atHand(in: recipe)
      context.write(
        try command[format] == .json
          ? RecipeView.showJSON(recipe, items: items, atHand: atHand)
          : RecipeView.showText(recipe, items: items, atHand: atHand))
    case .add:
      let lines = try command[ingredient]
      let language =
        try command[Self.language]
        ?? (lines.isEmpty
          ? RecipeLanguage(tag: l.language.code) ?? .english : RecipeLanguage.guess(from: lines))
      let recipe = Recipe(
        id: UUIDText.random(), name: name, servings: try command[servings] ?? 1,
        language: language.rawValue,
        ingredients: lines.map { RecipeIngredient(line: $0, language: language) },
        steps: try command[step])
      let kept = try context.openStore(command, creating: true).addRecipe(
        recipe, today: today, via: origin)
      context.write(
        l.trn(
          "Kept the recipe {recipe} with {count} ingredient.",
          "Kept the recipe {recipe} with {count} ingredients.", count: kept.ingredients.count,
          ["recipe": kept.name]) + "\n")
    case .import:
      var recipes: [(file: String, Recipe)] = []
      for file in command.arguments.dropFirst() {
        let data = try ReceiptCommand.readFile(file, context)
        do {
          for draft in try RecipeFile.recipes(in: [UInt8](data), named: file) {
            recipes.append((file, Recipe(draft: draft, id: UUIDText.random())))
          }
        } catch {
          throw UnreadableRecipeFile(path: file, reason: error)
        }
      }
      let files = command.arguments.dropFirst().joined(separator: ", ")
      let done = try context.openStore(command, creating: true).importRecipes(
        recipes.map(\.1), file: files, today: today, via: origin)
      for recipe in done.added {
        context.write(
          l.trn(
            "Imported {recipe} ({count} ingredient).", "Imported {recipe} ({count} ingredients).",
            count: recipe.ingredients.count, ["recipe": recipe.name]) + "\n")
      }
      for skipped in done.skipped {
        context.write(
          l.tr("Skipped {recipe}: a recipe of that name is kept already.", ["recipe": skipped])
            + "\n")
      }
    case .edit:
      var matches: [(food: String, item: String)] = []
      for pair in try command[match] {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let food = Optional(parts[0]).trimmedLabel,
          let item = Optional(parts[1]).trimmedLabel
        else {
          throw UsageError(
            message: l.tr("Give --match as FOOD=ITEM, not '{text}'", ["text": pair]),
            command: spec.name)
        }
        matches.append((food, item))
      }
      var places: [Int] = []
      for text in try command[remove] {
        guard let place = Int(text), place >= 1 else {
          throw UsageError(
            message: l.tr("Give --remove as an ingredient's number, not '{text}'", ["text": text]),
            command: spec.name)
        }
        places.append(place)
      }
      let store = try context.openStore(command)
      let current = try store.recipe(name)
      let language = RecipeLanguage(tag: current.language) ?? .english
      let changes = Store.RecipeChanges(
        name: try command[Self.name], servings: try command[servings],
        addIngredients: try command[add].map { RecipeIngredient(line: $0, language: language) },
        removeIngredients: places, matches: matches, unmatch: try command[noMatch],
        atHand: try command[atHand])
      let edited = try store.editRecipe(name, changes, via: origin)
      context.write(l.tr("Updated the recipe {recipe}.", ["recipe": edited.name]) + "\n")
    case .delete:
      let deleted = try context.openStore(command).deleteRecipe(name, via: origin)
      context.write(l.tr("Deleted the recipe {recipe}.", ["recipe": deleted.name]) + "\n")
    }
  }
}

/// A recipe file that could not be read: exits 65, naming the file.
struct UnreadableRecipeFile: Error {
  var path: String
  var reason: any Error
}
