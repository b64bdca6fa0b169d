import LarderCore
import LarderStore

/// `larder consume` and `larder discard`: take stock away, first-expiring-first-out.
struct UseCommand {
  let kind: Event.Kind
  let spec: CommandSpec

  static let consume = UseCommand(
    kind: .consume,
    spec: CommandSpec(
      name: "consume", abstract: "Record that some of an item was used, earliest expiry first.",
      arguments: quantityArguments,
      options: [
        .value("date", "date", "The day it was used, as YYYY-MM-DD.", default: "today"),
        .value("note", "text", "A note."),
      ]))

  static let discard = UseCommand(
    kind: .discard,
    spec: CommandSpec(
      name: "discard",
      abstract: "Record that some of an item was thrown away (waste), earliest expiry first.",
      arguments: quantityArguments,
      options: [
        .value("date", "date", "The day it was thrown away, as YYYY-MM-DD.", default: "today"),
        .value("reason", "text", "Why it was thrown away, for example \"mouldy\"."),
      ]))

  private static let quantityArguments: [CommandSpec.Argument] = [
    .init(name: "name", help: "The item's name or id."),
    .init(name: "quantity", help: "How much, in the item's unit."),
  ]

  func run(_ command: ParsedCommand, _ context: Context) throws {
    let name = try AddCommand.itemName(command)
    let quantity = try command.argument(1) {
      try Quantity.positive(parsing: $0, what: "the quantity")
    }
    let row = EventRow(
      line: 0, date: try command.date("date") ?? context.today(), item: name, kind: kind,
      quantity: quantity ?? .zero, note: command.string("note") ?? command.string("reason") ?? "")
    let (item, events) = try context.openStore(command).record(row)
    let verb = kind == .consume ? "Consumed" : "Discarded"
    let lots = events.count == 1 ? "1 lot" : "\(events.count) lots"
    context.write("\(verb) \(row.quantity) \(item.unit) of \(item.name) from \(lots).\n")
  }
}
