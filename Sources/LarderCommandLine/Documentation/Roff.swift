/// Text for groff's man macros: escapes and the few requests the pages use.
enum Roff {
  /// `text` as roff prose: backslashes escaped, and a line that would start with `.` or
  /// `'` (a request) guarded with `\&`.
  static func escape(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\e")
    return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
    }.joined(separator: "\n")
  }

  /// A command-line word (an option, a command) in roff: escaped, its hyphens as the
  /// minus signs a shell needs.
  static func literal(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "-", with: "\\-")
  }

  /// Paragraphs separated by blank lines, each as `.PP` and its text on one line.
  static func paragraphs(_ text: String) -> String {
    text.components(separatedBy: "\n\n").map { paragraph in
      ".PP\n" + escape(paragraph.split(whereSeparator: \.isNewline).joined(separator: " "))
    }.joined(separator: "\n") + "\n"
  }

  /// A tagged paragraph: `tag` (already in roff) on its line, `text` indented under it.
  static func tagged(_ tag: String, _ text: String) -> String {
    ".TP\n\(tag)\n\(escape(text))\n"
  }

  /// An example: what it does, then the command line in a literal block.
  static func example(_ explanation: String, _ command: String) -> String {
    ".PP\n\(escape(explanation))\n.PP\n.RS 4\n.EX\n\(literal(command))\n.EE\n.RE\n"
  }
}
