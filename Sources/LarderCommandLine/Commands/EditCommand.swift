import LarderCore
import LarderReports
import LarderStore

/// `larder edit`: changes an item, or corrects a lot.
enum EditCommand: Command {
  static let spec = CommandSpec(
    name: "edit", abstract: "Change an item, or correct a purchase (lot).",
    discussion: """
      With an item, change its name, category, unit, minimum stock or location.
      With --lot, correct that purchase's quantity, price or expiry instead; lot ids are
      printed by 'larder show'.
      """,
    arguments: [
      .init(name: "item", help: "The item's name or id (not needed with --lot).", isOptional: true)
    ],
    options: [
      .value("name", "name", "A new name."),
      .value("category", "category", "A new category."),
      .value("unit", "unit", "A new unit (quantities are not converted)."),
      .value("min-stock", "quantity", "The stock below which to restock, or 'none'."),
      .value("location", "location", "A new default location."),
      .value("lot", "id", "The lot to correct, by its id or first 4+ characters."),
      .value("quantity", "quantity", "With --lot: the corrected quantity bought."),
      .value("price", "price", "With --lot: the corrected total price."),
      .value("expires", "date", "With --lot: the corrected expiry date, or 'none'."),
    ])

  static let itemOptions = ["name", "category", "unit", "min-stock", "location"]
  static let lotOptions = ["quantity", "price", "expires"]

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    if let lot = command.string("lot") {
      try editLot(lot, command, context)
      return
    }
    if let stray = lotOptions.first(where: { command.string($0) != nil }) {
      throw UsageError(message: "'--\(stray)' needs '--lot <id>'", command: spec.name)
    }
    let reference = try AddCommand.itemName(command)
    guard itemOptions.contains(where: { command.string($0) != nil }) else {
      throw UsageError(
        message: "Nothing to change: give at least one of --name, --category, --unit, "
          + "--min-stock, --location", command: spec.name)
    }
    let minimum: Quantity?? = try command.value("min-stock") { text -> Quantity? in
      if text == "none" { return nil }
      let value = try Quantity(parsing: text)
      guard value >= .zero else {
        throw ValueError.negative(what: "the minimum stock", value: text)
      }
      return value
    }
    let changes = Store.ItemChanges(
      name: try command.label("name"), category: try command.label("category"),
      unit: try command.label("unit"), minimumStock: minimum, location: command.string("location"))
    let item = try context.openStore(command).editItem(reference, changes)
    context.write("Updated \(item.name).\n")
  }

  static func editLot(_ lot: String, _ command: ParsedCommand, _ context: Context) throws {
    if let stray = itemOptions.first(where: { command.string($0) != nil }) {
      throw UsageError(message: "'--\(stray)' cannot be combined with '--lot'", command: spec.name)
    }
    guard lotOptions.contains(where: { command.string($0) != nil }) else {
      throw UsageError(
        message: "Nothing to correct: give --quantity, --price or --expires", command: spec.name)
    }
    let quantity = try command.value("quantity") {
      try Quantity.positive(parsing: $0, what: "the quantity")
    }
    let expires: CalendarDate?? = try command.value("expires") {
      $0 == "none" ? nil : try CalendarDate(parsing: $0)
    }
    if let price = command.string("price") {
      guard !price.hasPrefix("-") else {
        throw UsageError.invalidValue(
          price, for: .value("price", "price", ""), command: spec.name,
          reason: "the price must not be negative")
      }
    }
    let changes = Store.LotChanges(
      quantity: quantity, price: command.string("price"), expiresOn: expires)
    let status = try context.openStore(command).editLot(lot, changes)
    context.write(
      "Updated lot \(ItemHistoryView.shortID(status.lot.id)): \(status.lot.quantity) for "
        + "\(status.lot.price), expires \(status.lot.expiresOn?.description ?? "never").\n")
  }
}
