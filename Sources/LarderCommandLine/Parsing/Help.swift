/// Help text in the layout of Swift's argument parser: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, SUBCOMMANDS.
enum Help {
  static let overview =
    "Track what a household buys, what it costs, how fast it is used up and when it expires."

  /// The one-line usage of a command.
  static func usage(_ spec: CommandSpec) -> String {
    var parts = ["larder", spec.name]
    for argument in spec.arguments {
      parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
    }
    for option in spec.options {
      parts.append("[\(option.synopsis)\(option.repeatable ? " ..." : "")]")
    }
    return parts.joined(separator: " ")
  }

  /// The full help of a command.
  static func text(_ spec: CommandSpec) -> String {
    var out = "OVERVIEW: \(spec.abstract)\n"
    if !spec.discussion.isEmpty { out += "\n\(spec.discussion)\n" }
    out += "\nUSAGE: \(usage(spec))\n"
    if !spec.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in spec.arguments { out += entry("<\(argument.name)>", argument.help) }
    }
    out += "\nOPTIONS:\n"
    for option in spec.allOptions {
      var help = option.help
      var notes: [String] = []
      if !option.values.isEmpty { notes.append("values: " + option.values.joined(separator: ", ")) }
      if let value = option.defaultValue { notes.append("default: \(value)") }
      if !notes.isEmpty { help += " (\(notes.joined(separator: "; ")))" }
      out += entry(option.synopsis, help)
    }
    out += entry("-h, --help", "Show help information.")
    return out
  }

  /// The top-level help with the list of subcommands.
  static func overviewText(_ commands: [CommandSpec]) -> String {
    var out = "OVERVIEW: \(overview)\n\nUSAGE: larder <subcommand>\n\nOPTIONS:\n"
    out += entry("-h, --help", "Show help information.")
    out += "\nSUBCOMMANDS:\n"
    for spec in commands { out += entry(spec.name, spec.abstract) }
    out += "\n  See 'larder help <subcommand>' for detailed help.\n"
    return out
  }

  /// The lines printed after a usage error.
  static func errorFooter(_ spec: CommandSpec?) -> String {
    guard let spec else {
      return "Usage: larder <subcommand>\n  See 'larder --help' for more information.\n"
    }
    return "Usage: \(usage(spec))\n  See 'larder \(spec.name) --help' for more information.\n"
  }

  private static func entry(_ name: String, _ help: String) -> String {
    let column = 26
    let label = "  " + name
    guard label.count < column - 1 else {
      return label + "\n" + String(repeating: " ", count: column) + help + "\n"
    }
    return label + String(repeating: " ", count: column - label.count) + help + "\n"
  }
}
