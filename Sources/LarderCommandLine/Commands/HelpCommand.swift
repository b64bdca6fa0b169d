import LarderLanguage
import LarderReports

/// `larder help [subcommand]`: the same help as `--help`.
enum HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help", abstract: "Show help for a subcommand.",
    arguments: [
      .init(
        name: "subcommand", help: "The subcommand to explain.", isOptional: true,
        completion: .subcommand)
    ],
    examples: [
      .init(
        "The help of add, as 'larder add --help' prints it.",
        "larder help add")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    guard let name = command.argument(0) else {
      context.write(Help.overviewText(Larder.commands.map(\.spec), width: context.width))
      return
    }
    guard let target = Larder.commands.first(where: { $0.name == name }) else {
      throw UsageError(
        message: Suggestion.message(
          Localization.current.tr("Unknown subcommand '{name}'", ["name": name]), typed: name,
          among: Larder.commands.map(\.name)),
        command: nil)
    }
    context.write(Help.text(target.spec, width: context.width))
  }
}
