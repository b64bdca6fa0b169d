import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder open`, `larder freeze` and `larder thaw`: change the state of some of an item,
/// earliest expiry first.
struct StateCommand {
  let state: FoodState
  let spec: CommandSpec
  /// `--date`, today when absent.
  static let date = Option<CalendarDate?>.date(
    "date", "date", "The day it happened, as YYYY-MM-DD.", describedDefault: "today")

  static let open = StateCommand(
    state: .opened, name: "open", abstract: "Record that some of an item was opened.",
    discussion: """
      Draws from the sealed lots, earliest expiry first, as 'larder consume' does. Each
      lot's expiry becomes the earlier of its date and the day opened plus the item's
      opened life ('larder edit --opened-life'); without that life nothing changes.
      Opening part of a lot splits it in two: the opened part and the sealed rest.
      """,
    examples: [
      .init("Open the first bottle of milk.", "larder open \"Whole milk\""),
      .init(
        "Open half a litre of milk yesterday.",
        "larder open \"Whole milk\" 0.5 --date 2026-11-30"),
    ])

  static let freeze = StateCommand(
    state: .frozen, name: "freeze", abstract: "Record that some of an item was frozen.",
    discussion: """
      Draws from the sealed and opened lots, earliest expiry first. Each lot frozen
      keeps the item's frozen life from that day ('larder edit --frozen-life'), as a
      best-before: frozen food keeps safe, the life is its quality. Freezing part of a lot
      splits it in two. A thawed lot is not frozen again.
      """,
    examples: [.init("Freeze half a litre of milk.", "larder freeze \"Whole milk\" 0.5")])

  static let thaw = StateCommand(
    state: .thawed, name: "thaw", abstract: "Record that some of a frozen item was thawed.",
    discussion: """
      Draws from the frozen lots, earliest expiry first. Each lot thawed keeps the item's
      thawed life from that day ('larder edit --thawed-life'), as a use-by. Thawing part
      of a lot splits it in two.
      """,
    examples: [.init("Thaw the milk in the freezer.", "larder thaw \"Whole milk\"")])

  private init(
    state: FoodState, name: String, abstract: String, discussion: String,
    examples: [CommandSpec.Example]
  ) {
    self.state = state
    spec = CommandSpec(
      name: name, abstract: abstract, discussion: discussion,
      arguments: [
        .init(name: "name", help: "The item's name or id.", completion: .item),
        .init(
          name: "quantity",
          help:
            "How much: in the item's unit (0.5), in a unit of its family (250 g), or in its usual packs (1 pack); the whole first lot if omitted.",
          isOptional: true),
        AmountArguments.unitArgument,
      ],
      options: [Self.date, AmountArguments.unit], examples: examples)
  }

  func run(_ command: ParsedCommand, _ context: Context) throws {
    let name = try command.itemName()
    let today = context.today()
    let store = try context.openStore(command)
    let quantity =
      command.argument(1) == nil
      ? nil
      : try store.quantity(command.amount(at: 1, unit: AmountArguments.unit), of: name).quantity
    let (item, changed, lots) = try store.change(
      name, to: state, quantity: quantity, on: try command[Self.date] ?? today, today: today,
      via: .commandLine(arguments: command.typed))
    let line = Formats().stateChange(
      to: state, quantity: changed, unit: item.unit, item: item.name, lots: lots)
    context.write(line + "\n")
  }
}
