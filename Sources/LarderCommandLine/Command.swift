/// A `larder` subcommand: its declared command line and what it does.
protocol Command {
  static var spec: CommandSpec { get }
  static func run(_ command: ParsedCommand, _ context: Context) throws
}
