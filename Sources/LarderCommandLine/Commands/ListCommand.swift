import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder list`: stock per item at the as-of date, usable and expired.
enum ListCommand: Command {
  /// The orders `--sort` takes.
  enum Order: String, OptionValues {
    case name, expiry, added
  }

  static let sort = Option.choice("sort", "order", "The order of the lines.", default: Order.name)
  static let all = Flag("all", "Include items that are used up.")
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "list", abstract: "Show what is on hand, one line per item.",
    discussion: """
      Stock at the as-of date: usable stock (no expiry, or an expiry on or after that day)
      with its next expiry, and a note on each item that also holds expired stock.
      Names sort in the Unicode collation's root order, the same in every command;
      --sort added lists the items by the day they were added, then in the order they
      were added.
      """,
    options: [sort, all, asOf, format],
    examples: [
      .init(
        "What is on hand today, soonest expiry first.",
        "larder list --sort expiry"),
      .init(
        "What was on hand on 1 November, used-up items included.",
        "larder list --as-of 2026-11-01 --all"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let store = try context.openStore(command, forReading: true)
    // In the order the items were created.
    let day = try asOf.date(command, context)
    var lines = try store.stock(asOf: day, includeUsedUp: command[all])
    switch try command[sort] {
    case .expiry:
      lines.sort(by: ItemStock.expiryPrecedes)
    case .added:
      lines = lines.enumerated()
        .sorted { ($0.element.item.createdOn, $0.offset) < ($1.element.item.createdOn, $1.offset) }
        .map(\.element)
    case .name:
      lines = NameOrder.sorted(lines, by: \.item)
    }
    let held = try store.heldLots(asOf: day)
    let json = try command[format] == .json
    context.write(
      json ? StockListing.json(lines, held: held) : StockListing.text(lines, asOf: day, held: held))
    if lines.isEmpty && !json { context.note(try emptyHint(store, all: command[all])) }
  }

  /// What to do next when the list is empty, on standard error: how to show the items used
  /// up, when the household has items, else how to record a purchase.
  static func emptyHint(_ store: Store, all: Bool) throws -> String {
    let l = Localization.current
    if !all, try !store.itemNames().isEmpty {
      return l.tr("Nothing is on hand; 'larder list --all' also shows the items used up.")
    }
    return l.tr(
      "'larder add NAME QUANTITY' records a purchase; 'larder import FILE' reads many at once.")
  }
}
