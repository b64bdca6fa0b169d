/// `larder version` (and `larder --version`): Larder's version and its libraries'.
enum VersionCommand: Command {
  static let libraries = Flag(
    "libraries",
    "Also load the libraries that only some commands load (XLSX, mail, the web server, photos, MQTT) and show their versions."
  )

  static let spec = CommandSpec(
    name: "version", abstract: "Show Larder's version and those of the libraries it uses.",
    discussion: """
      The first line is Larder's own version, the second the SQLite library's, as it
      reports itself. The libraries only some commands need (libxlsxwriter for XLSX,
      libcurl for mail over SMTP, libmicrohttpd for larder serve, libzbar for photos,
      libmosquitto for larder serve --mqtt) are loaded by those commands when they run, not by the others; --libraries loads
      them and shows their versions, or why one cannot be loaded.
      """,
    options: [libraries],
    examples: [
      .init("Show the versions.", "larder version"),
      .init("Show the versions of every library, loading them.", "larder version --libraries"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    context.write(Version.report(libraries: command[libraries]))
  }
}
