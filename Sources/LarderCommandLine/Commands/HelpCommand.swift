/// `larder help [subcommand]`: the same help as `--help`.
enum HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help", abstract: "Show help for a subcommand.",
    arguments: [.init(name: "subcommand", help: "The subcommand to explain.", isOptional: true)])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    guard let name = command.argument(0) else {
      context.write(Help.overviewText(Larder.commands.map(\.spec)))
      return
    }
    guard let target = Larder.commands.first(where: { $0.spec.name == name }) else {
      throw UsageError(message: "Unknown subcommand '\(name)'", command: nil)
    }
    context.write(Help.text(target.spec))
  }
}
