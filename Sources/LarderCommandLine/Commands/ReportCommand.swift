import Foundation
import LarderCore
import LarderLanguage
import LarderReports

/// `larder report`: the monthly summary in Markdown, CSV or XLSX.
enum ReportCommand: Command {
  /// The formats `--format` takes.
  enum Format: String, OptionValues {
    case md, csv, xlsx
  }

  static let month = Option<Month?>.value(
    "month", "month", "The month, as YYYY-MM.",
    describedDefault: "the last complete month before the as-of date"
  ) { try Month(parsing: $0) }
  static let format = Option.choice("format", "format", "The output format.", default: Format.md)
  static let output = Option<String?>.path("output", "path", "The file to write.")
    .completing(.file)
  static let locale = LocaleOption(help: "The locale for money in Markdown, such as fr_FR.")
  static let asOf = AsOfOption.standard
  static let minHistory = MinHistoryOption.option

  static let spec = CommandSpec(
    name: "report",
    abstract: "Write the monthly report: spending, trend, waste, consumption, what is ahead.",
    discussion: """
      Markdown and CSV go to standard output unless --output is given. XLSX goes to
      --output, or to larder-YYYY-MM.xlsx in the current folder; '--output -' writes it
      to standard output, which must not be a terminal.

      Spending, trend and waste are about the month (by default the one before the as-of
      date). Consumption and run-out, expired, expiring, eat first and restock are as of
      the as-of date, and their headings say so.
      """,
    options: [month, format, output, locale, asOf, minHistory],
    examples: [
      .init(
        "October's report in Markdown, with money in French style.",
        "larder report --month 2026-10 --as-of 2026-11-01 --locale fr_FR"),
      .init(
        "The same as a workbook.",
        "larder report --month 2026-10 --as-of 2026-11-01 --format xlsx --output october.xlsx"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let asOf = try Self.asOf.date(command, context)
    let month = try command[Self.month] ?? asOf.month.adding(months: -1)
    let report = try context.openStore(command, forReading: true).monthlyReport(
      month, asOf: asOf, minHistory: try command[minHistory])
    let output = try command[Self.output]
    switch try command[format] {
    case .xlsx:
      if output == "-" && context.isTerminal(STDOUT_FILENO) {
        throw UsageError(
          message: Localization.current.tr(
            "Refusing to write an XLSX workbook to a terminal; use --output FILE or a pipe"),
          command: spec.name)
      }
      let target = try context.output(output ?? "larder-\(month).xlsx", command)
      try XLSXReport(report).write(to: target)
      if target.kind == .file {
        context.note(Localization.current.tr("Wrote {path}.", ["path": target.path]))
      }
    case .csv:
      try context.emit(CSVReport(report).rendered(), to: output, command)
    case .md:
      try context.emit(
        MarkdownReport(report, locale: try locale.identifier(command, context)).rendered(),
        to: output, command)
    }
  }
}
