import Foundation
import LarderCore
import LarderLanguage
import LarderStore

extension AddCommand {
  /// What a purchase buys, and its unit (nil: the item's), from the amount typed, as every
  /// command reads one (`500 g`, `500g`, `1 kg`, `0,5` in French, `2 packs`):
  /// - a quantity with a unit is that measure;
  /// - a quantity without one is in the item's unit, except with a barcode, where it counts
  ///   packages (2 bottles of 400 ml are 800 ml), as scanning two would;
  /// - packs are the item's usual pack (or the barcode's package) times their number;
  /// - nothing is one usual pack.
  static func bought(
    _ amount: Amount?, of name: String, _ store: Store, byBarcode: Bool,
    package: PackageQuantity?
  ) throws -> (Quantity, unit: String?) {
    switch amount {
    case .quantity(let quantity, let unit?): return (quantity, unit)
    case .quantity(let quantity, nil) where !byBarcode: return (quantity, nil)
    case .quantity(let count, nil), .packs(let count):
      let (pack, unit) = try usualQuantity(of: name, store, unit: nil, package: package)
      let total = try Amount.packs(count).converted(to: unit ?? "") { pack }
      return (total, unit)
    case nil: return try usualQuantity(of: name, store, unit: nil, package: package)
    }
  }

  /// The item a name given to `add` is: one the household has, by any of its names, or a
  /// new one. A new name close to an item's (a word of it, a typo away) is asked about on
  /// a terminal ("Is it …?"); otherwise the new item is added and a note names the items
  /// it could be, and how to merge them.
  static func itemName(_ name: String, _ store: Store, _ context: Context) throws -> String {
    let close: [String]
    switch try store.addedName(name) {
    case .item(let own): return own
    case .new(let items): close = items
    }
    guard !close.isEmpty else { return name }
    let l = Localization.current
    if context.isTerminal(STDIN_FILENO), context.isTerminal(STDERR_FILENO) {
      for (index, item) in close.enumerated() {
        context.note("  \(index + 1). \(item)")
      }
      context.note(
        l.tr(
          "'{name}' is not an item yet. Type the number of the item it is, or press Enter to add it as a new item: ",
          ["name": name]), terminated: false)
      let typed = context.readLine()?.trimmedLabel ?? ""
      if let number = Int(typed), (1...close.count).contains(number) {
        return close[number - 1]
      }
      return name
    }
    context.note(
      l.tr(
        "{name} is a new item; it could be {items} ('larder merge' makes two items one).",
        ["name": name, "items": l.list(close.map { "'\($0)'" })]))
    return name
  }
}
