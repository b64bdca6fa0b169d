import Foundation
import LarderCore
import LarderReports

/// `larder report`: the monthly summary in Markdown, CSV or XLSX.
enum ReportCommand: Command {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write the monthly report: spending, trend, waste, consumption, what is ahead.",
    discussion: """
      Markdown and CSV go to standard output unless --output is given. XLSX goes to
      --output, or to larder-YYYY-MM.xlsx in the current folder; '--output -' writes it
      to standard output, which must not be a terminal.
      """,
    options: [
      .value(
        "month", "month", "The month, as YYYY-MM.",
        default: "the last complete month before the as-of date"),
      .value(
        "format", "format", "The output format.", values: ["md", "csv", "xlsx"], default: "md"),
      .value("output", "path", "The file to write."),
      .value(
        "locale", "locale", "The locale for money in Markdown, such as fr_FR.",
        default: "$LANG, else en_US"),
      CommandSpec.asOf,
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let asOf = try context.asOf(command)
    let month =
      try command.value("month") { try Month(parsing: $0) } ?? asOf.month.adding(months: -1)
    let report = try context.openStore(command, forReading: true).monthlyReport(month, asOf: asOf)
    let output = command.string("output")
    switch command.string("format") ?? "md" {
    case "xlsx":
      if output == "-" && isatty(STDOUT_FILENO) != 0 {
        throw UsageError(
          message: "Refusing to write an XLSX workbook to a terminal; use --output FILE or a pipe",
          command: spec.name)
      }
      let target = try context.output(output ?? "larder-\(month).xlsx", command)
      try XLSXReport(report).write(to: target)
      if target.kind == .file { context.note("Wrote \(target.path).") }
    case "csv":
      try emit(CSVReport(report).rendered(), to: output, command, context)
    default:
      try emit(
        MarkdownReport(report, locale: locale(command, context)).rendered(), to: output, command,
        context)
    }
  }

  /// The locale from `--locale`, else `LC_ALL`, `LC_MONETARY` or `LANG`, else `en_US`.
  static func locale(_ command: ParsedCommand, _ context: Context) -> String {
    if let locale = command.string("locale") { return locale }
    for key in ["LC_ALL", "LC_MONETARY", "LANG"] {
      if let value = context.environment[key], !value.isEmpty, value != "C", value != "POSIX" {
        return String(value.prefix { $0 != "." && $0 != "@" })
      }
    }
    return "en_US"
  }

  /// Writes text to standard output, or atomically to the file `path` (`-` is standard
  /// output).
  static func emit(
    _ text: String, to path: String?, _ command: ParsedCommand, _ context: Context
  ) throws {
    guard let path, path != "-" else {
      context.write(text)
      return
    }
    let file = try AtomicFile(context.output(path, command))
    try file.write(text)
    try file.commit()
  }
}
