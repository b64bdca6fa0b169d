/// `larder delete`: removes an item that has no history.
enum DeleteCommand: Command {
  static let purge = Flag("purge", "Also delete the item's purchases and events.")

  static let spec = CommandSpec(
    name: "delete", abstract: "Delete an item that has no purchases.",
    discussion: """
      An item with purchases keeps its spending history and is not deleted; --purge
      deletes it with all its purchases and events.
      """,
    arguments: [.init(name: "item", help: "The item's name or id.")],
    options: [purge])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let item = try context.openStore(command).deleteItem(
      try command.itemName(), purge: command[purge])
    context.write("Deleted \(item.name).\n")
  }
}
