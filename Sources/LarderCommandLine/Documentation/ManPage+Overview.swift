/// `larder(1)`: what Larder is, its commands, exit status, environment and files.
extension ManPage {
  /// The exit statuses, as `Larder.main` and `Larder.describe` return them.
  static let exitStatus: [(String, String)] = [
    ("0", "Success."),
    ("1", "Any other failure, such as a full disk or a database Larder cannot read."),
    (
      "64",
      "A usage error: an unknown command or option, a bad value, an output that is the "
        + "database."
    ),
    (
      "65",
      "Bad data: an unknown item, not enough stock, a bad import row, a file that is not "
        + "a Larder database."
    ),
    ("66", "A missing input file."),
    ("75", "The database stayed busy with another writer past $LARDER_LOCK_TIMEOUT seconds."),
    ("130, 143", "Interrupted by SIGINT (Ctrl-C) or SIGTERM; the output being written is removed."),
  ]

  /// The environment variables Larder reads.
  static let environment: [(String, String)] = [
    ("LARDER_DB", "The database file when --db is not given."),
    ("XDG_DATA_HOME", "Without LARDER_DB, the database is $XDG_DATA_HOME/larder/larder.sqlite."),
    ("LARDER_CURRENCY", "The currency of a purchase that names none (default EUR)."),
    ("LARDER_MAIL_TO", "The digest's recipients when no --to is given, comma-separated."),
    (
      "LARDER_SENDMAIL",
      "The program 'larder digest --send' hands the message to (default sendmail)."
    ),
    ("LARDER_SMTP_USER", "The login for 'larder digest --send --smtp URL'; else ~/.netrc is read."),
    ("LARDER_SMTP_PASSWORD", "The password that goes with LARDER_SMTP_USER."),
    ("LARDER_LOCK_TIMEOUT", "How many seconds a writer waits for another (default 60)."),
    ("LARDER_DEBUG", "Set to 1 to add a Detail: line to every error, as --verbose does."),
    (
      "LARDER_LANG",
      "The language of text output when --lang is not given (en, fr, ja, zh-Hant, or a "
        + "locale such as fr_FR.UTF-8); else the first set of LC_ALL, LC_MESSAGES and LANG "
        + "(after the list LANGUAGE, as GNU gettext reads it, unless that locale is C), else "
        + "English."
    ),
    (
      "LARDER_WEB_PASSWORD",
      "The household password of 'larder serve', over one stored with --set-password."
    ),
    (
      "LARDER_WEB_KEY",
      "The key of the address 'larder serve' prints without a password (32 to 256 letters, "
        + "digits or -._~), instead of a new random one at each start."
    ),
    (
      "LARDER_WEB_SESSION_SECONDS",
      "How long an idle web session lasts, in seconds (default 43200, 12 hours)."
    ),
    ("LARDER_WEB_SESSIONS", "How many web sessions of each kind are kept (default 10000)."),
    (
      "LARDER_WEBHOOK_SECRET",
      "The secret 'larder serve --webhook' signs its events with, as Standard Webhooks writes it: "
        + "whsec_ then 24 to 64 bytes in base64."
    ),
    (
      "LARDER_WEBHOOK_RETRY_SCALE",
      "For tests: a number above 0 and at most 1 that shortens the pauses between a "
        + "webhook's attempts (default 1)."
    ),
    (
      "NO_COLOR",
      "When set and not empty, text output is never coloured (--color always overrides it)."
    ),
    ("COLUMNS", "The width help is wrapped to; else the terminal's, else 80."),
    (
      "LC_ALL, LC_MONETARY, LANG",
      "The locale money is written in when --locale is not given (default en_US)."
    ),
    ("TERM", "A terminal called dumb gets no colour."),
  ]

  /// The files Larder reads and writes.
  static let files: [(String, String)] = [
    (
      "~/.local/share/larder/larder.sqlite",
      "The database when neither --db, LARDER_DB nor "
        + "XDG_DATA_HOME says otherwise; created with mode 0600 in a folder with mode 0700."
    ),
    ("larder.sqlite.bak-vN", "The copy kept beside the database before an upgrade to schema N."),
    ("~/.netrc", "A login for the SMTP server, when LARDER_SMTP_USER is not set."),
  ]

  /// The page `larder(1)`.
  static func overview(_ commands: [CommandSpec]) -> String {
    var out = header("larder")
    out += ".SH NAME\nlarder \\- \(Roff.escape(lowered(Help.overview)))\n"
    out += ".SH SYNOPSIS\n.B larder\n.I command\n[\\fIoptions\\fR]\n.br\n"
    out += ".B larder\n[\\fB\\-\\-version\\fR] [\\fB\\-h\\fR|\\fB\\-\\-help\\fR]\n"
    out +=
      ".SH DESCRIPTION\n"
      + Roff.paragraphs(
        """
        Larder tracks what a household buys, what it costs, how fast it is used up and when it
        expires, in one SQLite file. It keeps exact money per currency, draws stock
        first-expiring-first-out, and forecasts run-outs and waste. Every change can be
        undone.

        Each command has its own page, larder-COMMAND(1), and prints the same help with
        'larder COMMAND --help' or 'larder help COMMAND'. A bare 'larder' prints the list of
        commands.
        """)
    out += ".SH COMMANDS\n"
    for spec in commands {
      out += Roff.tagged(".BR larder\\-\(Roff.literal(spec.name)) (1)", spec.abstract)
    }
    out += ".SH OPTIONS\n"
    out += Roff.tagged("\\fB\\-\\-version\\fR", "Show the version of Larder and its libraries.")
    out += Roff.tagged("\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show the list of commands.")
    out += ".SH EXIT STATUS\n"
    for (code, meaning) in exitStatus { out += Roff.tagged("\\fB\(code)\\fR", meaning) }
    out += ".SH ENVIRONMENT\n"
    for (name, meaning) in environment {
      out += Roff.tagged("\\fB\(Roff.literal(name))\\fR", meaning)
    }
    out += ".SH FILES\n"
    for (path, meaning) in files { out += Roff.tagged("\\fI\(Roff.literal(path))\\fR", meaning) }
    out += ".SH EXAMPLES\n"
    for spec in commands.prefix(3) {
      if let example = spec.examples.first {
        out += Roff.example(example.explanation, example.command)
      }
    }
    out += ".SH SEE ALSO\n"
    out += commands.map { ".BR larder\\-\(Roff.literal($0.name)) (1)" }.joined(separator: ",\n")
    out += ",\n" + formatPages.map { ".BR \(Roff.literal($0.name)) (5)" }.joined(separator: ",\n")
    return out + "\n"
  }
}
