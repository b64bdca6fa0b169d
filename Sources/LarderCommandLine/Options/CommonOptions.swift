/// `--db PATH`, `--verbose`, `--color WHEN` and `--lang LANGUAGE`, which every command takes: `CommandSpec.allOptions` adds
/// them after the command's own.
struct CommonOptions: OptionGroup {
  /// The database file; `Context.databasePath` falls back to `$LARDER_DB` and the XDG path.
  static let db = Option<String?>.path(
    "db", "path",
    "The database file (default: $LARDER_DB, else $XDG_DATA_HOME/larder/larder.sqlite)."
  ).completing(.file)
  /// Whether an error also prints what lies under it.
  static let verbose = Flag(
    "verbose",
    "On an error, also print what lies under it, such as the SQL (as LARDER_DEBUG=1 does).")

  /// Whether text output is coloured.
  static let color = ColorOption.option

  /// The language of text output.
  static let lang = LanguageOption.option

  var specs: [OptionSpec] { [Self.db.spec, Self.verbose.spec, Self.color.spec, Self.lang.spec] }

  /// `arguments` with the options every command takes, when given before the command (as
  /// git and hledger accept them: `larder --db X list`, `larder --lang fr help add`),
  /// moved after the command's name, where the command's parser reads them. Before an
  /// option of Larder itself (`--help`, `--version`) they are dropped: the language was
  /// already taken from them.
  static func afterTheCommand(_ arguments: [String]) -> [String] {
    var rest = arguments[...]
    var leading: [String] = []
    while let first = rest.first, first.hasPrefix("--") {
      let name = String(first.dropFirst(2).prefix { $0 != "=" })
      guard let spec = CommonOptions().specs.first(where: { $0.name == name }) else { break }
      let count = spec.isFlag || first.contains("=") ? 1 : 2
      leading += rest.prefix(count)
      rest = rest.dropFirst(count)
    }
    guard !leading.isEmpty else { return arguments }
    guard let command = rest.first, !command.hasPrefix("-") else { return Array(rest) }
    return [command] + leading + rest.dropFirst()
  }
}
