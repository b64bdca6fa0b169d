import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder stocktake`: records what is actually there of an item; the difference from the
/// records is noted as lost or found, neither eaten nor wasted.
enum StocktakeCommand: Command {
  static let date = Option<CalendarDate?>.date(
    "date", "date", "The day of the count: YYYY-MM-DD, yesterday, -2…", describedDefault: "today")
  static let note = Option<String?>.text("note", "text", "A note kept with the correction.")

  static let spec = CommandSpec(
    name: "stocktake", abstract: "Record what is actually there of an item, after counting it.",
    discussion: """
      The count is compared with what the item's lots bought by that day hold. What is
      missing is noted as lost (earliest expiry first) and what is more as found (given
      back to the lots last drawn from); neither counts as eaten in the rates nor as
      waste. A count above everything ever bought is refused: record that purchase with
      'larder add'. 'larder undo' takes a stocktake back.
      """,
    arguments: [
      .init(name: "name", help: "The item's name or id.", completion: .item),
      .init(
        name: "quantity",
        help:
          "What is there: in the item's unit (0 when none is left), in a unit of its family (750 g), or in its usual packs (2 packs)."
      ),
      AmountArguments.unitArgument,
    ],
    options: [date, AmountArguments.unit, note],
    examples: [
      .init("Record that 3 eggs are left.", "larder stocktake Eggs 3"),
      .init("Record that none is left.", "larder stocktake \"Whole milk\" 0"),
      .init(
        "Record a count made yesterday, with a note.",
        "larder stocktake Rice 1.5 --date 2026-11-30 --note \"pantry shelf\""),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let name = try command.itemName()
    let amount = try command.amount(at: 1, unit: AmountArguments.unit, allowsZero: true)
    let today = context.today()
    let day = try command[date] ?? today
    let store = try context.openStore(command)
    let counted = try store.quantity(amount, of: name).quantity
    let lines = try store.stocktake(
      [.init(item: name, counted: counted)], on: day, today: today,
      note: try command[note] ?? "", via: .commandLine(arguments: command.typed))
    for line in lines { context.write(Self.sentence(line) + "\n") }
  }

  /// What a count did, in the reader's language: `Counted 1.5 L of Whole milk: 0.5 L less
  /// than recorded, noted as lost.`
  static func sentence(_ line: StocktakeLine, _ f: Formats = Formats()) -> String {
    let l = f.localization
    let values: KeyValuePairs<String, String> = [
      "counted": f.tableQuantity(line.counted), "unit": line.unit, "item": line.item,
      "lost": f.tableQuantity(line.lost), "found": f.tableQuantity(line.found),
    ]
    if line.lost > .zero {
      return l.tr(
        "Counted {counted} {unit} of {item}: {lost} {unit} less than recorded, noted as lost.",
        values)
    }
    if line.found > .zero {
      return l.tr(
        "Counted {counted} {unit} of {item}: {found} {unit} more than recorded, noted as found.",
        values)
    }
    return l.tr("Counted {counted} {unit} of {item}, as recorded: nothing changed.", values)
  }
}
