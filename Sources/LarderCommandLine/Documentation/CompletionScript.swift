/// Shell completion scripts for bash, zsh and fish, generated from the command specs:
/// commands, options, the values of options that take one of a list, files where a path
/// goes, and item names read from the database where an item goes.
enum CompletionScript {
  /// The shells a script can be generated for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  /// The hidden option that prints the database's item names, one per line, for the
  /// scripts to offer.
  static let itemNamesOption = "---item-names"

  /// The script for `shell`.
  static func script(_ shell: Shell, _ commands: [CommandSpec]) -> String {
    switch shell {
    case .bash: bash(commands)
    case .zsh: zsh(commands)
    case .fish: fish(commands)
    }
  }

  /// `text` in single quotes for a POSIX shell (and zsh and fish).
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` in single quotes for fish, where a backslash and a quote are escaped inside.
  static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  /// The values a shell offers for an option: a choice's values, else by its completion.
  static func values(_ option: OptionSpec) -> [String] { option.values }
}
