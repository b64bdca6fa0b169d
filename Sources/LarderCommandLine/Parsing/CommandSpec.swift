/// Everything a command declares about its command line, in one place: help and parsing
/// are both derived from it.
struct CommandSpec: Sendable {
  /// A positional argument.
  struct Argument: Sendable {
    var name: String
    var help: String
    var isOptional = false
    /// What a shell offers when completing it.
    var completion: Completion = .none
    /// Whether it may be given more than once (`scan IMAGE…`); only the last argument may.
    var repeats = false
  }

  /// A command line shown in the help's EXAMPLES, with what it does; a test runs each one
  /// against the sample household.
  struct Example: Sendable {
    /// What it does, one sentence.
    var explanation: String
    /// The command line, starting with `larder`.
    var command: String

    init(_ explanation: String, _ command: String) {
      self.explanation = explanation
      self.command = command
    }
  }

  var name: String
  var abstract: String
  var discussion: String
  var arguments: [Argument]
  /// The command's own options, in help order; `allOptions` adds the common ones.
  var options: [OptionSpec]
  /// The help's EXAMPLES, 1 to 3.
  var examples: [Example]

  /// A command's spec; `options` are its typed declarations and shared groups, in the
  /// order the usage line and the help list them.
  init(
    name: String, abstract: String, discussion: String = "", arguments: [Argument] = [],
    options: [any OptionGroup] = [], examples: [Example] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options.flatMap(\.specs)
    self.examples = examples
  }

  /// The command's options and then the common ones (`--db`, `--verbose`).
  var allOptions: [OptionSpec] { options + CommonOptions().specs }

  /// The option called `name` (without dashes), if the command takes it.
  func option(named name: String) -> OptionSpec? { allOptions.first { $0.name == name } }
}
