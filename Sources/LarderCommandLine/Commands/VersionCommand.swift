/// `larder version` (and `larder --version`): Larder's version and its libraries'.
enum VersionCommand: Command {
  static let spec = CommandSpec(
    name: "version", abstract: "Show Larder's version and those of the libraries it uses.",
    discussion: """
      The first line is Larder's own version; the next ones name the SQLite,
      libxlsxwriter and libcurl libraries this run is using, as they report themselves.
      """,
    examples: [.init("Show the versions.", "larder version")])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    context.write(Version.report())
  }
}
