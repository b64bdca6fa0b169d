/// Everything a command declares about its command line, in one place: help and parsing
/// are both derived from it.
struct CommandSpec: Sendable {
  /// A positional argument.
  struct Argument: Sendable {
    var name: String
    var help: String
    var isOptional = false
  }

  var name: String
  var abstract: String
  var discussion: String
  var arguments: [Argument]
  /// The command's own options, in help order; `allOptions` adds the common ones.
  var options: [OptionSpec]

  /// A command's spec; `options` are its typed declarations and shared groups, in the
  /// order the usage line and the help list them.
  init(
    name: String, abstract: String, discussion: String = "", arguments: [Argument] = [],
    options: [any OptionGroup] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options.flatMap(\.specs)
  }

  /// The command's options and then the common ones (`--db`, `--verbose`).
  var allOptions: [OptionSpec] { options + CommonOptions().specs }

  /// The option called `name` (without dashes), if the command takes it.
  func option(named name: String) -> OptionSpec? { allOptions.first { $0.name == name } }
}
