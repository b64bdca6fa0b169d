/// What a shell offers when completing an argument or an option's value: generated
/// completion scripts read it from the specs.
enum Completion: Sendable, Equatable {
  /// Nothing in particular.
  case none
  /// A file's path.
  case file
  /// A folder's path.
  case folder
  /// The name of an item in the database.
  case item
  /// The name of a subcommand.
  case subcommand
}

extension Option {
  /// The same option, completed by a shell as `completion` says.
  func completing(_ completion: Completion) -> Option {
    var spec = spec
    spec.completion = completion
    return Option(spec: spec, read: read)
  }
}
