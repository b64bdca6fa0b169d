/// A `larder` subcommand: its declared command line, the rules between its options, and
/// what it does. `Larder.main` parses, then validates, then runs.
protocol Command: Sendable {
  /// The command's name, help, arguments and options.
  static var spec: CommandSpec { get }

  /// Checks what parsing alone cannot: an option that needs another, options that exclude
  /// each other, a required option. It runs after parsing and before `run`, and by default
  /// checks nothing.
  ///
  /// - Throws: `UsageError` naming the rule broken.
  static func validate(_ command: ParsedCommand) throws(UsageError)

  /// Does what the command does.
  ///
  /// - Throws: `UsageError` for a value refused in context, and the errors of the store,
  ///   the files and the mail, which `Larder.main` turns into messages and exit codes.
  static func run(_ command: ParsedCommand, _ context: Context) throws
}

extension Command {
  static func validate(_ command: ParsedCommand) throws(UsageError) {}
}
