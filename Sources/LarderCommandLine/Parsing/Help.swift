/// Help text in the layout of Swift's argument parser: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, EXAMPLES, SUBCOMMANDS; wrapped to the width given (the terminal's, or 80).
enum Help {
  static let overview =
    "Track what a household buys, what it costs, how fast it is used up and when it expires."
  /// The column where descriptions start, as in Swift's argument parser.
  static let labelColumn = 26

  /// The full help of a command, wrapped to `width` columns.
  static func text(_ spec: CommandSpec, width: Int = 80) -> String {
    var out =
      TextWrapping.lines("OVERVIEW: \(spec.abstract)", width: width).joined(
        separator: "\n") + "\n"
    if !spec.discussion.isEmpty {
      out += "\n" + TextWrapping.paragraphs(spec.discussion, width: width) + "\n"
    }
    out += "\n" + usageLines(spec, lead: "USAGE:", width: width)
    if !spec.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in spec.arguments {
        out += entry("<\(argument.name)>", argument.help, width: width)
      }
    }
    out += "\nOPTIONS:\n"
    for option in spec.allOptions {
      out += entry(option.synopsis, optionHelp(option), width: width)
    }
    out += entry("-h, --help", "Show help information.", width: width)
    if !spec.examples.isEmpty {
      out += "\nEXAMPLES:\n"
      for example in spec.examples {
        for line in TextWrapping.lines(example.explanation, width: width - 2) {
          out += "  " + line + "\n"
        }
        out += "    $ " + example.command + "\n"
      }
    }
    return out
  }

  /// An option's help with its values and default: `The output format. (values: text,
  /// json; default: text)`.
  static func optionHelp(_ option: OptionSpec) -> String {
    var notes: [String] = []
    if !option.values.isEmpty { notes.append("values: " + option.values.joined(separator: ", ")) }
    if let value = option.defaultValue { notes.append("default: \(value)") }
    return notes.isEmpty ? option.help : option.help + " (\(notes.joined(separator: "; ")))"
  }

  /// The top-level help with the list of subcommands.
  static func overviewText(_ commands: [CommandSpec], width: Int = 80) -> String {
    var out = TextWrapping.lines("OVERVIEW: \(overview)", width: width).joined(separator: "\n")
    out += "\n\nUSAGE: larder <subcommand>\n\nOPTIONS:\n"
    out += entry("--version", "Show the version.", width: width)
    out += entry("-h, --help", "Show help information.", width: width)
    out += "\nSUBCOMMANDS:\n"
    for spec in commands { out += entry(spec.name, spec.abstract, width: width) }
    out += "\n  See 'larder help <subcommand>' for detailed help.\n"
    return out
  }

  /// The lines printed after a usage error.
  static func errorFooter(_ spec: CommandSpec?, width: Int = 80) -> String {
    guard let spec else {
      return "Usage: larder <subcommand>\n  See 'larder --help' for more information.\n"
    }
    return usageLines(spec, lead: "Usage:", width: width)
      + "  See 'larder \(spec.name) --help' for more information.\n"
  }

  /// `name` in the label column and `help` wrapped beside it; a label too long for the
  /// column stands on a line of its own, as in Swift's argument parser.
  static func entry(_ name: String, _ help: String, width: Int) -> String {
    let label = "  " + name
    let text = TextWrapping.lines(help, width: max(width - labelColumn, 20))
    let margin = String(repeating: " ", count: labelColumn)
    var out: String
    if label.count < labelColumn - 1 {
      out = label + String(repeating: " ", count: labelColumn - label.count) + text[0] + "\n"
    } else {
      out = label + "\n" + margin + text[0] + "\n"
    }
    for line in text.dropFirst() { out += margin + line + "\n" }
    return out
  }
}
