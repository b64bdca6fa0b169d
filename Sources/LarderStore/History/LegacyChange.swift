import Foundation
import LarderCore

/// Reads a change recorded before changes were typed (schema 13 and before: the command's
/// arguments and an English summary) back into a `ChangeAction`, for migration 14.
///
/// Only what the summary says exactly is taken: a summary that does not match one of the
/// forms Larder wrote, or whose values do not parse (a unit with a space, a lot id that no
/// longer names one lot), stays `.legacy` with its text.
enum LegacyChange {
  /// What an old change did.
  ///
  /// - Parameters:
  ///   - summary: the English summary as recorded.
  ///   - command: the arguments as recorded, which tell the fields an edit gave.
  ///   - target: for an undo or redo, the id of the write it reversed, and that write's
  ///     arguments.
  ///   - resolve: the full id of the lot or event (`"lots"`, `"events"`) whose id starts
  ///     with the 8 characters given, or nil when none or several do.
  static func action(
    summary: String, command: [String], target: (id: UUID, command: [String])?,
    resolve: (String, String) throws -> UUID?
  ) throws -> ChangeAction {
    if let target {
      for (prefix, undo) in [("undid: ", true), ("redid: ", false)] where summary.hasPrefix(prefix)
      {
        let inner = try action(
          summary: String(summary.dropFirst(prefix.count)), command: target.command, target: nil,
          resolve: resolve)
        return undo
          ? .undid(change: target.id, action: inner) : .redid(change: target.id, action: inner)
      }
    }
    return try write(summary, command, resolve) ?? .legacy(summary: summary)
  }

  /// A write's action, or nil when its summary is not one Larder wrote.
  private static func write(
    _ summary: String, _ command: [String], _ resolve: (String, String) throws -> UUID?
  ) throws -> ChangeAction? {
    if let match = summary.wholeMatch(
      of: /added (\S+) (\S+) of (.+) for (\S+) ([A-Z]{3}) \(lot ([0-9a-f]{8})\)/)
    {
      guard let quantity = quantity(match.1), let price = money(match.4, match.5),
        let lot = try resolve("lots", String(match.6))
      else { return nil }
      return .added(
        item: String(match.3), quantity: quantity, unit: String(match.2), price: price, lot: lot)
    }
    if let match = summary.wholeMatch(
      of: /(consumed|discarded) (\S+) (\S+) of (.+) from (\d+) lots?/)
    {
      guard let quantity = quantity(match.2), let lots = Int(match.5) else { return nil }
      return .used(
        use: match.1 == "consumed" ? .consume : .discard, item: String(match.4),
        quantity: quantity, unit: String(match.3), lots: lots)
    }
    if let match = summary.wholeMatch(
      of:
        /deleted event ([0-9a-f]{8}) of (.+) \((consumed|discarded) (\S+) (\S+) on (\d{4}-\d{2}-\d{2})\)/
    ) {
      guard let quantity = quantity(match.4), let date = day(match.6),
        let event = try resolve("events", String(match.1))
      else { return nil }
      return .deletedEvent(
        event: event, item: String(match.2), use: match.3 == "consumed" ? .consume : .discard,
        quantity: quantity, unit: String(match.5), date: date)
    }
    let verb = command.first
    if verb == "edit", given("--event", command) {
      guard let match = summary.wholeMatch(of: /edited event ([0-9a-f]{8}) of (.+)/),
        let event = try resolve("events", String(match.1))
      else { return nil }
      let fields = ChangeAction.EventField.allCases.filter { given(option($0), command) }
      return .editedEvent(event: event, item: String(match.2), fields: fields)
    }
    if verb == "edit", given("--lot", command) {
      guard let match = summary.wholeMatch(of: /edited lot ([0-9a-f]{8})/),
        let lot = try resolve("lots", String(match.1))
      else { return nil }
      let fields = ChangeAction.LotField.allCases.filter { given(option($0), command) }
      return .editedLot(lot: lot, item: nil, fields: fields)
    }
    if verb == "edit", let match = summary.wholeMatch(of: /edited (.+)/) {
      let fields = ChangeAction.ItemField.allCases.filter { given(option($0), command) }
      return .editedItem(item: String(match.1), fields: fields)
    }
    if verb == "delete", let match = summary.wholeMatch(of: /deleted (.+)/) {
      return .deletedItem(item: String(match.1))
    }
    if let match = summary.wholeMatch(
      of: /set the budget of (.+) to (\S+) ([A-Z]{3}) a month from (\d{4}-\d{2})/)
    {
      guard let amount = money(match.2, match.3), let month = month(match.4) else { return nil }
      return .setBudget(category: category(match.1), amount: amount, month: month)
    }
    if let match = summary.wholeMatch(of: /ended the ([A-Z]{3}) budget of (.+) from (\d{4}-\d{2})/)
    {
      guard let currency = currency(match.1), let month = month(match.3) else { return nil }
      return .endedBudget(category: category(match.2), currency: currency, month: month)
    }
    if let match = summary.wholeMatch(of: /imported (.+): (\d+) purchases, (\d+) new items/) {
      guard let rows = Int(match.2), let newItems = Int(match.3) else { return nil }
      return .importedPurchases(file: String(match.1), purchases: rows, newItems: newItems)
    }
    if let match = summary.wholeMatch(of: /imported (.+): (\d+) events/) {
      guard let rows = Int(match.2) else { return nil }
      return .importedEvents(file: String(match.1), events: rows)
    }
    return nil
  }

  /// Whether `command` gives the option `name` (`--name X` or `--name=X`).
  private static func given(_ name: String, _ command: [String]) -> Bool {
    command.contains { $0 == name || $0.hasPrefix(name + "=") }
  }

  private static func option(_ field: ChangeAction.ItemField) -> String {
    switch field {
    case .name: "--name"
    case .category: "--category"
    case .unit: "--unit"
    case .minimumStock: "--min-stock"
    case .location: "--location"
    case .shelfLife: "--shelf-life"
    case .openedLife: "--opened-life"
    case .frozenLife: "--frozen-life"
    case .thawedLife: "--thawed-life"
    case .dateKind: "--date-kind"
    case .barcodes: "--barcode"
    case .names: "--name-in"
    case .aliases: "--alias"
    case .homeAssistant: "--home-assistant"
    case .gramsPerMilliliter: "--grams-per-ml"
    case .gramsPerPiece: "--grams-per-piece"
    }
  }

  private static func option(_ field: ChangeAction.LotField) -> String {
    switch field {
    case .quantity: "--quantity"
    case .price: "--price"
    case .expiry: "--expires"
    case .location: "--location"
    }
  }

  private static func option(_ field: ChangeAction.EventField) -> String {
    switch field {
    case .quantity: "--quantity"
    case .date: "--date"
    case .note: "--note"
    }
  }

  /// A budget's category as the summary named it: "the household" is the whole household's.
  private static func category(_ name: Substring) -> String {
    name == "the household" ? Budget.household : String(name)
  }

  private static func quantity(_ text: Substring) -> Quantity? {
    do { return try Quantity(parsing: text) } catch { return nil }
  }

  private static func currency(_ code: Substring) -> Currency? {
    do { return try Currency(code: code) } catch { return nil }
  }

  private static func money(_ amount: Substring, _ code: Substring) -> Money? {
    guard let currency = currency(code) else { return nil }
    do { return try Money(parsing: amount, currency: currency) } catch { return nil }
  }

  private static func day(_ text: Substring) -> CalendarDate? {
    do { return try CalendarDate(parsing: text) } catch { return nil }
  }

  private static func month(_ text: Substring) -> Month? {
    do { return try Month(parsing: text) } catch { return nil }
  }
}
