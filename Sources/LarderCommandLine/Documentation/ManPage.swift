import Foundation

/// The man pages, generated from the command specs so that they say what `--help` says:
/// `larder(1)` with the overview, the exit status, the environment and the files, and
/// `larder-COMMAND(1)` for each command.
enum ManPage {
  /// The page's header line: name, section, no date (so the pages are reproducible), and
  /// the version; then no hyphenation and a ragged right margin, so that option names
  /// stay whole.
  static func header(_ name: String) -> String {
    ".TH \"\(name.uppercased())\" 1 \"\" \"larder \(Version.number)\" \"Larder Manual\"\n"
      + ".nh\n.ad l\n"
  }

  /// `larder-COMMAND(1)`, from the command's spec.
  static func page(_ spec: CommandSpec) -> String {
    var out = header("larder-\(spec.name)")
    out +=
      ".SH NAME\nlarder\\-\(Roff.literal(spec.name)) \\- \(Roff.escape(lowered(spec.abstract)))\n"
    out += ".SH SYNOPSIS\n.B larder \(Roff.literal(spec.name))\n"
    // Each group of the usage stays on one line: its spaces do not break.
    out += Help.usageParts(spec).dropFirst(2).map {
      Roff.literal($0).replacingOccurrences(of: " ", with: "\\~")
    }.joined(separator: "\n")
    out += "\n.SH DESCRIPTION\n" + Roff.paragraphs(spec.abstract)
    if !spec.discussion.isEmpty { out += Roff.paragraphs(spec.discussion) }
    if !spec.arguments.isEmpty {
      out += ".SH ARGUMENTS\n"
      for argument in spec.arguments {
        out += Roff.tagged("\\fI\(Roff.literal(argument.name))\\fR", argument.help)
      }
    }
    out += ".SH OPTIONS\n"
    for option in spec.allOptions {
      var tag = "\\fB\\-\\-\(Roff.literal(option.name))\\fR"
      if let value = option.valueName { tag += " \\fI\(Roff.literal(value))\\fR" }
      if let second = option.secondValueName { tag += " \\fI\(Roff.literal(second))\\fR" }
      out += Roff.tagged(tag, Help.optionHelp(option))
    }
    out += Roff.tagged("\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show help information.")
    if !spec.examples.isEmpty {
      out += ".SH EXAMPLES\n"
      for example in spec.examples { out += Roff.example(example.explanation, example.command) }
    }
    out += ".SH SEE ALSO\n.BR larder (1)"
    // The commands that read or write the import format point at its page.
    if spec.name == "import" || spec.name == "export" { out += ",\n.BR larder\\-import (5)" }
    return out + "\n"
  }

  /// `text` with its first letter in lower case, as a NAME line's description is.
  static func lowered(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst().trimmingCharacters(in: ["."])
  }

  /// Writes `larder.1`, `larder-COMMAND.1` for each command and the file formats' pages
  /// (`larder-import.5`) into `folder`, creating it.
  ///
  /// - Throws: the file system's error when the folder or a page cannot be written.
  static func write(_ commands: [CommandSpec], to folder: String) throws {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    var pages = [("larder.1", overview(commands))]
    pages += commands.map { ("larder-\($0.name).1", page($0)) }
    pages += formatPages.map { ("\($0.name).5", $0.text) }
    for (name, text) in pages {
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name), options: .atomic)
    }
  }
}
