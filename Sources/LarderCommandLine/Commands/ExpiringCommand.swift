import LarderReports

/// `larder expiring`: what to eat first.
enum ExpiringCommand: Command {
  static let within = Option<Int>.count(
    "within", "days", "How many days ahead to look.", default: 7)
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "expiring", abstract: "Show what has expired and what expires soon, with its value.",
    options: [within, asOf, format],
    examples: [
      .init(
        "What has expired and what expires within 2 days of 1 November.",
        "larder expiring --as-of 2026-11-01 --within 2")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let outlook = try context.openStore(command, forReading: true).expiryOutlook(
      asOf: try asOf.date(command, context), within: try command[within])
    context.write(
      try command[format] == .json ? ExpiryView.json(outlook) : ExpiryView.text(outlook))
  }
}
