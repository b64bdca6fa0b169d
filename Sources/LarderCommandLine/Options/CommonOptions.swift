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
}
