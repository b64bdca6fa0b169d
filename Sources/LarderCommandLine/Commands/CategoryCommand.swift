import LarderCore
import LarderLanguage
import LarderStore

/// `larder category [CATEGORY --name-in LANGUAGE NAME…]`: the categories and their names in
/// each language.
enum CategoryCommand: Command {
  static let spec = CommandSpec(
    name: "category", abstract: "List the categories, or name one in each language.",
    discussion: """
      Without a category, lists every category the household uses, by its code (as items,
      budgets and JSON keep it), with its name in each language. With one and --name-in,
      gives it a name in a language (en, fr, ja, zh-Hant), which a reader of that language
      is shown in lists, spending and reports ('none' takes it off); typed as --category
      or in a budget, any of its names is the category. A category never named is shown
      by its code; the default one, other, in each reader's word for it (autre, その他,
      其他). No two categories share a name.
      """,
    arguments: [
      .init(
        name: "category", help: "The category, by its code or any of its names.",
        isOptional: true)
    ],
    options: [EditCommand.nameIn],
    examples: [
      .init(
        "Name the dairy category in French and Japanese.",
        "larder category dairy --name-in fr Crèmerie --name-in ja 乳製品")
    ])

  /// A category needs --name-in, and --name-in a category.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    if command.argument(0) != nil && !command.isGiven(EditCommand.nameIn.spec) {
      throw .missingValue(EditCommand.nameIn.spec, command: spec.name)
    }
    if command.argument(0) == nil && command.isGiven(EditCommand.nameIn.spec) {
      throw .missingArgument("category", command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let l = Localization.current
    guard let reference = command.argument(0) else {
      let store = try context.openStore(command, forReading: true)
      store.readingLanguage = nil
      let lines = try store.categories().map { category in
        ([category.code]
          + category.names.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
          .joined(separator: "  ")
      }
      context.write(lines.map { $0 + "\n" }.joined())
      return
    }
    let category = try context.openStore(command).nameCategory(
      reference, try command[EditCommand.nameIn], via: .commandLine(arguments: command.typed))
    context.write(l.tr("Named the category {category}.", ["category": category.code]) + "\n")
  }
}
