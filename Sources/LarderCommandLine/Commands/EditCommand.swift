import LarderCore
import LarderReports
import LarderStore

/// `larder edit`: changes an item, or corrects a lot.
enum EditCommand: Command {
  static let name = Option<String?>.label("name", "name", "A new name.")
  static let category = Option<String?>.label("category", "category", "A new category.")
  static let unit = Option<String?>.label(
    "unit", "unit", "A new unit (quantities are not converted).")
  /// The new minimum stock: nil when absent, `.some(nil)` for `none`.
  static let minStock = Option<Quantity??>.value(
    "min-stock", "quantity", "The stock below which to restock, or 'none'."
  ) { text -> Quantity? in
    if text == "none" { return nil }
    let value = try Quantity(parsing: text)
    guard value >= .zero else { throw ValueError.negative(what: "the minimum stock", value: text) }
    return value
  }
  static let location = Option<String?>.text("location", "location", "A new default location.")
  static let lot = Option<String?>.text(
    "lot", "id", "The lot to correct, by its id or first 4+ characters.")
  static let quantity = Option<Quantity?>.value(
    "quantity", "quantity", "With --lot: the corrected quantity bought."
  ) { try Quantity.positive(parsing: $0, what: "the quantity") }
  /// The corrected price as given: the store parses it in the lot's currency.
  static let price = Option<String?>.value(
    "price", "price", "With --lot: the corrected total price."
  ) { text in
    guard !text.hasPrefix("-") else { throw Reason("the price must not be negative") }
    return text
  }
  /// The corrected expiry: nil when absent, `.some(nil)` for `none`.
  static let expires = Option<CalendarDate??>.value(
    "expires", "date", "With --lot: the corrected expiry date, or 'none'."
  ) { $0 == "none" ? nil : try CalendarDate(parsing: $0) }

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
    options: [name, category, unit, minStock, location, lot, quantity, price, expires])

  /// The options that change an item.
  static let itemOptions = [name.spec, category.spec, unit.spec, minStock.spec, location.spec]
  /// The options that correct a lot, with `--lot`.
  static let lotOptions = [quantity.spec, price.spec, expires.spec]

  /// With `--lot`, only lot options and at least one of them; without, an item, no lot
  /// options and at least one item option.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    if command.isGiven(lot.spec) {
      if let stray = itemOptions.first(where: command.isGiven) {
        throw UsageError(
          message: "'--\(stray.name)' cannot be combined with '--lot'", command: spec.name)
      }
      guard lotOptions.contains(where: command.isGiven) else {
        throw UsageError(
          message: "Nothing to correct: give --quantity, --price or --expires", command: spec.name)
      }
      return
    }
    if let stray = lotOptions.first(where: command.isGiven) {
      throw UsageError(message: "'--\(stray.name)' needs '--lot <id>'", command: spec.name)
    }
    _ = try command.itemName()
    guard itemOptions.contains(where: command.isGiven) else {
      throw UsageError(
        message: "Nothing to change: give at least one of --name, --category, --unit, "
          + "--min-stock, --location", command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    if let lot = try command[Self.lot] {
      try editLot(lot, command, context)
      return
    }
    let reference = try command.itemName()
    let minimum = try command[minStock]
    let changes = Store.ItemChanges(
      name: try command[name], category: try command[category],
      unit: try command[unit], minimumStock: minimum, location: try command[location])
    let item = try context.openStore(command).editItem(reference, changes)
    context.write("Updated \(item.name).\n")
  }

  static func editLot(_ lot: String, _ command: ParsedCommand, _ context: Context) throws {
    let quantity = try command[Self.quantity]
    let expires = try command[Self.expires]
    let changes = Store.LotChanges(
      quantity: quantity, price: try command[price], expiresOn: expires)
    let status = try context.openStore(command).editLot(lot, changes)
    context.write(
      "Updated lot \(ItemHistoryView.shortID(status.lot.id)): \(status.lot.quantity) for "
        + "\(status.lot.price), expires \(status.lot.expiresOn?.description ?? "never").\n")
  }
}
