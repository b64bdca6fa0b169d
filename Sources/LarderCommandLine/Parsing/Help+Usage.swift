import LarderReports

/// The usage line of a command: `larder add <name> <quantity> [--unit <unit>] …`.
extension Help {
  /// The words of the usage: `larder`, the command, its arguments and one bracketed group
  /// per option, each kept whole when the line is broken.
  static func usageParts(_ spec: CommandSpec) -> [String] {
    var parts = ["larder", spec.name]
    for argument in spec.arguments {
      let name = "<\(argument.name)>" + (argument.repeats ? " ..." : "")
      parts.append(argument.isOptional ? "[\(name)]" : name)
    }
    for option in spec.options {
      parts.append("[\(option.synopsis)\(option.repeatable ? " ..." : "")]")
    }
    return parts
  }

  /// The usage on one line.
  static func usage(_ spec: CommandSpec) -> String {
    usageParts(spec).joined(separator: " ")
  }

  /// `lead` (`USAGE:` or `Usage:`) and the usage, broken between groups into lines of at
  /// most `width` columns; the lines after the first line up under the command's first
  /// argument or option (or are indented 2 when that would leave too little room).
  static func usageLines(_ spec: CommandSpec, lead: String, width: Int) -> String {
    let parts = usageParts(spec)
    // A full-width colon (`用法：`) already holds its space.
    let head = Help.lead(lead) + "larder \(spec.name)"
    let columns = TextTable.width(head)
    let indent = columns + 1 <= width / 2 ? columns + 1 : 2
    let lines = TextWrapping.words([head] + parts.dropFirst(2), width: width, indent: indent)
    return lines.joined(separator: "\n") + "\n"
  }
}
