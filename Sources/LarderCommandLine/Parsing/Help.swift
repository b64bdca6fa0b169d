import LarderLanguage
import LarderReports

/// Help text in the layout of Swift's argument parser: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, EXAMPLES, SUBCOMMANDS; wrapped to the width given (the terminal's, or 80).
enum Help {
  static let overview =
    "Track what a household buys, what it costs, how fast it is used up and when it expires."
  /// The column where descriptions start, as in Swift's argument parser.
  static let labelColumn = 26

  /// The full help of a command, wrapped to `width` columns.
  /// Texts come from the spec in the current language (`Localization.text`); option and
  /// command names and the example command lines stay as they are typed.
  static func text(_ spec: CommandSpec, width: Int = 80) -> String {
    let l = Localization.current
    var out =
      TextWrapping.lines(lead(l.tr("OVERVIEW:")) + l.text(spec.abstract), width: width).joined(
        separator: "\n") + "\n"
    if !spec.discussion.isEmpty {
      let paragraphs = HelpTexts.paragraphs(spec.discussion).map(l.text)
      out +=
        "\n" + TextWrapping.paragraphs(paragraphs.joined(separator: "\n\n"), width: width)
        + "\n"
    }
    out += "\n" + usageLines(spec, lead: l.tr("USAGE:"), width: width)
    if !spec.arguments.isEmpty {
      out += "\n" + l.tr("ARGUMENTS:") + "\n"
      for argument in spec.arguments {
        out += entry("<\(argument.name)>", l.text(argument.help), width: width)
      }
    }
    out += "\n" + l.tr("OPTIONS:") + "\n"
    for option in spec.allOptions {
      out += entry(option.synopsis, optionHelp(option), width: width)
    }
    out += entry("-h, --help", l.tr("Show help information."), width: width)
    if !spec.examples.isEmpty {
      out += "\n" + l.tr("EXAMPLES:") + "\n"
      for example in spec.examples {
        for line in TextWrapping.lines(l.text(example.explanation), width: width - 2) {
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
    let l = Localization.current
    var notes: [String] = []
    if !option.values.isEmpty {
      notes.append(l.tr("values: {values}", ["values": option.values.joined(separator: ", ")]))
    }
    if let value = option.defaultValue {
      notes.append(l.tr("default: {value}", ["value": l.text(value)]))
    }
    let help = l.text(option.help)
    // TRANSLATORS: between the notes after an option's help, as in "(values: a, b; default: a)".
    guard !notes.isEmpty else { return help }
    // TRANSLATORS: the notes after an option's help, as in "(values: a, b; default: a)".
    return help + l.tr(" ({notes})", ["notes": notes.joined(separator: l.tr("; "))])
  }

  /// A heading such as `USAGE:` and the space after it, which a full-width colon holds.
  static func lead(_ label: String) -> String {
    label.hasSuffix("：") ? label : label + " "
  }

  /// The top-level help with the list of subcommands.
  static func overviewText(_ commands: [CommandSpec], width: Int = 80) -> String {
    let l = Localization.current
    var out = TextWrapping.lines(lead(l.tr("OVERVIEW:")) + l.text(overview), width: width)
      .joined(separator: "\n")
    let usage = l.tr("USAGE:")
    out += "\n\n" + lead(usage) + "larder <subcommand>\n\n"
    out += l.tr("OPTIONS:") + "\n"
    out += entry("--version", l.tr("Show the version."), width: width)
    out += entry("-h, --help", l.tr("Show help information."), width: width)
    out += "\n" + l.tr("SUBCOMMANDS:") + "\n"
    for spec in commands { out += entry(spec.name, l.text(spec.abstract), width: width) }
    out += "\n  " + l.tr("See 'larder help <subcommand>' for detailed help.") + "\n"
    return out
  }

  /// The lines printed after a usage error.
  static func errorFooter(_ spec: CommandSpec?, width: Int = 80) -> String {
    let l = Localization.current
    guard let spec else {
      let usage = l.tr("Usage:")
      return lead(usage) + "larder <subcommand>\n  "
        + l.tr("See 'larder --help' for more information.") + "\n"
    }
    return usageLines(spec, lead: l.tr("Usage:"), width: width) + "  "
      + l.tr("See 'larder {command} --help' for more information.", ["command": spec.name])
      + "\n"
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
