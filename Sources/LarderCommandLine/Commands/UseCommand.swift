import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder consume` and `larder discard`: take stock away, first-expiring-first-out.
struct UseCommand {
  let kind: Event.Kind
  /// `--date`, today when absent.
  let date: Option<CalendarDate?>
  /// `--note` or `--reason`: the event's note.
  let note: Option<String?>
  /// `--expired` (consume only): draw from lots past their date first.
  let expired: Flag?
  let spec: CommandSpec

  /// `consume --expired`.
  static let expiredFirst = Flag(
    "expired", "Use lots past their expiry date first (usable lots are used first otherwise).")

  static let consume = UseCommand(
    kind: .consume, name: "consume",
    abstract: "Record that some of an item was used, earliest expiry first.",
    date: .date(
      "date", "date", "The day it was used: YYYY-MM-DD, yesterday, -2…", describedDefault: "today"),
    note: .text("note", "text", "A note."), expired: expiredFirst,
    examples: [
      .init("Record that half a litre of milk was drunk.", "larder consume \"Whole milk\" 0.5"),
      .init(
        "Record a quarter of a litre, in another unit, naming the item without its capitals.",
        "larder consume \"whole milk\" 250 ml"),
      .init(
        "Record it on the day it happened, with a note.",
        "larder consume Avocados 1 --date 2026-11-01 --note guacamole"),
    ])

  static let discard = UseCommand(
    kind: .discard, name: "discard",
    abstract: "Record that some of an item was thrown away (waste), earliest expiry first.",
    date: .date(
      "date", "date", "The day it was thrown away: YYYY-MM-DD, yesterday, -2…",
      describedDefault: "today"),
    note: .text("reason", "text", "Why it was thrown away, for example \"mouldy\"."),
    expired: nil,
    examples: [
      .init(
        "Record that an avocado went bad.",
        "larder discard Avocados 1 --date 2026-11-01 --reason \"too ripe\""),
      .init(
        "Record that one of the packs it is usually bought in went off.",
        "larder discard Croissants 1 pack --reason stale"),
    ])

  private init(
    kind: Event.Kind, name: String, abstract: String, date: Option<CalendarDate?>,
    note: Option<String?>, expired: Flag?, examples: [CommandSpec.Example]
  ) {
    self.kind = kind
    self.date = date
    self.note = note
    self.expired = expired
    spec = CommandSpec(
      name: name, abstract: abstract,
      arguments: [
        .init(name: "name", help: "The item's name or id.", completion: .item),
        AmountArguments.quantity, AmountArguments.unitArgument,
      ],
      options: [date, AmountArguments.unit, note] + (expired.map { [$0] } ?? []),
      examples: examples)
  }

  func run(_ command: ParsedCommand, _ context: Context) throws {
    let name = try command.itemName()
    let amount = try command.amount(at: 1, unit: AmountArguments.unit)
    let today = context.today()
    let day = try command[date] ?? today
    let note = try command[note] ?? ""
    let store = try context.openStore(command)
    let (named, quantity) = try store.quantity(amount, of: name)
    let row = EventRow(
      line: 0, date: day, item: named.name, kind: kind, quantity: quantity, note: note)
    let preference: FEFOAllocation.Preference =
      expired.map { command[$0] } == true ? .expiredFirst : .usableFirst
    let use = try store.record(
      row, today: today, via: .commandLine(arguments: command.typed), preferring: preference)
    let (item, events) = (use.item, use.events)
    let f = Formats()
    let l = f.localization
    let lots = l.trn("{count} lot", "{count} lots", count: events.count)
    let values: KeyValuePairs<String, String> = [
      "quantity": f.tableQuantity(row.quantity), "unit": item.unit, "item": item.name,
      "lots": lots,
    ]
    context.write(
      (kind == .consume
        ? l.tr("Consumed {quantity} {unit} of {item} from {lots}.", values)
        : l.tr("Discarded {quantity} {unit} of {item} from {lots}.", values)) + "\n")
    guard kind == .consume else { return }
    for draw in use.fromExpired {
      context.write(
        l.tr(
          "Used {quantity} {unit} from lot {lot}, which expired on {date}.",
          [
            "quantity": f.tableQuantity(draw.quantity), "unit": item.unit,
            "lot": ItemHistoryView.shortID(draw.lotID), "date": f.date(draw.expiresOn),
          ]) + "\n")
    }
  }
}
