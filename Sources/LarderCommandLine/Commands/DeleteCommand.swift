import LarderLanguage
import LarderReports

/// `larder delete`: removes an item that has no history, or one event.
enum DeleteCommand: Command {
  static let purge = Flag("purge", "Also delete the item's purchases and events.")
  static let event = Option<String?>.text(
    "event", "id", "Delete this consume or discard event instead, by its id or first 4+ characters."
  )

  static let spec = CommandSpec(
    name: "delete", abstract: "Delete an item that has no purchases, or one event.",
    discussion: """
      An item with purchases keeps its spending history and is not deleted; --purge
      deletes it with all its purchases and events. --event deletes one consume or
      discard (ids are printed by 'larder show'), and its lot gets back what it took.
      'larder undo' brings back what was deleted.
      """,
    arguments: [
      .init(
        name: "item", help: "The item's name or id (not with --event).", isOptional: true,
        completion: .item)
    ],
    options: [purge, event],
    examples: [
      .init(
        "Delete an item with all its purchases and events.",
        "larder delete Eggs --purge")
    ])

  /// An item, or `--event` without an item or `--purge`.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    guard command.isGiven(event.spec) else {
      _ = try command.itemName()
      return
    }
    guard command.argument(0) == nil, !command[purge] else {
      throw UsageError(
        message: Localization.current.tr(
          "--event deletes one event: give no item and no --purge with it"),
        command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    if let event = try command[Self.event] {
      let (item, deleted) = try context.openStore(command).deleteEvent(
        event, via: .commandLine(arguments: command.typed))
      let f = Formats()
      context.write(
        f.localization.tr(
          "Deleted event {event}: {action} {quantity} {unit} of {item} on {date}.",
          [
            "event": ItemHistoryView.shortID(deleted.id),
            "action": deleted.kind.word(),
            "quantity": f.tableQuantity(deleted.quantity), "unit": item.unit, "item": item.name,
            "date": f.date(deleted.occurredOn),
          ]) + "\n")
      return
    }
    let item = try context.openStore(command).deleteItem(
      try command.itemName(), purge: command[purge], via: .commandLine(arguments: command.typed))
    context.write(Localization.current.tr("Deleted {item}.", ["item": item.name]) + "\n")
  }
}
