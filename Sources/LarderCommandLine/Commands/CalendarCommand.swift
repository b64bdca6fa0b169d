import LarderCore
import LarderReports

/// `larder calendar`: an iCalendar feed of expiry days.
enum CalendarCommand: Command {
  static let output = Option<String?>.path(
    "output", "path", "The .ics file to write; standard output when absent."
  ).completing(.file)
  static let locale = LocaleOption.standard
  static let asOf = AsOfOption.standard

  static let spec = CommandSpec(
    name: "calendar",
    abstract: "Write an iCalendar feed with an all-day event for each lot's expiry day.",
    discussion: """
      Every lot still on hand that has an expiry date becomes an all-day event on that day,
      titled with the item and quantity, with a reminder the day before. Each event's UID
      is the lot's id, so a calendar that subscribes to the file (or imports it again)
      updates events instead of duplicating them.
      """,
    options: [output, locale, asOf],
    examples: [
      .init(
        "Write the expiry calendar where a calendar app can subscribe to it.",
        "larder calendar --output larder.ics")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let asOf = try Self.asOf.date(command, context)
    let lots = try context.openStore(command, forReading: true).lotsWithExpiry(asOf: asOf)
    let text = ExpiryCalendar(
      lots: lots, stamp: asOf, locale: try locale.identifier(command, context)
    ).rendered()
    try context.emit(text, to: try command[output], command)
  }
}
