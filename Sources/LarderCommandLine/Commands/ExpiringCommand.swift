import LarderReports

/// `larder expiring`: what to eat first.
enum ExpiringCommand: Command {
  static let spec = CommandSpec(
    name: "expiring", abstract: "Show what has expired and what expires soon, with its value.",
    options: [
      .value("within", "days", "How many days ahead to look.", default: "7"),
      CommandSpec.asOf, CommandSpec.textOrJSON,
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let outlook = try context.openStore(command, forReading: true).expiryOutlook(
      asOf: try context.asOf(command), within: try command.count("within") ?? 7)
    context.write(
      command.string("format") == "json" ? ExpiryView.json(outlook) : ExpiryView.text(outlook))
  }
}
