import LarderCore
import LarderReports

extension DateKindFilter: OptionValues {}

/// `larder calendar`: an iCalendar feed of expiry days.
enum CalendarCommand: Command {
  static let output = Option<String?>.path(
    "output", "path", "The .ics file to write; standard output when absent."
  ).completing(.file)
  static let locale = LocaleOption.standard
  static let asOf = AsOfOption.standard
  static let alarmTime = AlarmTimeOption.option
  static let kind = Option<DateKindFilter>.choice(
    "kind", "kind",
    "Which dates: use-by ones (and dates of unknown kind), best-before ones, or all.",
    default: .all)

  static let spec = CommandSpec(
    name: "calendar",
    abstract: "Write an iCalendar feed with an all-day event for each lot's expiry day.",
    discussion: """
      Every lot still on hand that has an expiry date becomes an all-day event on that day,
      titled with the item and quantity, with a reminder at --alarm-time (local time,
      09:00 unless given) the day before; a lot expiring today has its reminder on the
      day. Summaries and reminders are in the chosen language (--lang). Each event's UID
      is the lot's id, so a calendar that subscribes to the file (or imports it again)
      updates events instead of duplicating them; the feed asks subscribing apps to read
      it again every 12 hours. --kind use-by keeps only the dates after which food is
      unsafe (and those of unknown kind); --kind best-before only the others.
      """,
    options: [output, locale, asOf, alarmTime, kind],
    examples: [
      .init(
        "Write the expiry calendar where a calendar app can subscribe to it.",
        "larder calendar --output larder.ics"),
      .init(
        "Have the reminders pop up at half past seven in the morning.",
        "larder calendar --alarm-time 07:30 --output larder.ics"),
      .init(
        "Keep only the use-by dates, after which food is unsafe.",
        "larder calendar --kind use-by --output use-by.ics"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let asOf = try Self.asOf.date(command, context)
    let kept = try command[kind]
    let lots = try context.openStore(command, forReading: true).lotsWithExpiry(asOf: asOf)
      .filter { kept.keeps($0.dateKind) }
    let text = ExpiryCalendar(
      lots: lots, stamp: asOf, locale: try locale.identifier(command, context),
      alarmTime: try command[alarmTime]
    ).rendered()
    try context.emit(text, to: try command[output], command)
  }
}
