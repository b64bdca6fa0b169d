import Foundation

/// The shopping list as every phone shows it: what members put on it and what restock
/// suggests, one line per item.
public enum ShoppingList {
  /// The lines to show on `today`: first those still to buy, by name, then those bought,
  /// the latest first.
  ///
  /// A line put on the list for an item restock suggests takes the suggestion's buy-by
  /// day, and its quantity when the line says none. A suggestion becomes a line of its own
  /// (`.suggested`, with the suggested quantity) unless the item is on the list still to
  /// buy or was bought from it on `today`: a tick is not undone by the suggestion that
  /// remains until the stock catches up.
  ///
  /// What the planned meals lack (`planned`, docs definition 28) is a line of its own per
  /// meal and ingredient, and restock suggests no item such a line names: restock never
  /// suggests buying what a plan will eat.
  public static func lines(
    listed: [ShoppingLine], suggestions: [RestockSuggestion], planned: [ShoppingLine] = [],
    today: CalendarDate
  ) -> [ShoppingLine] {
    var suggested: [UUID: RestockSuggestion] = [:]
    for suggestion in suggestions { suggested[suggestion.projection.item.id] = suggestion }
    var toBuy: [ShoppingLine] = []
    var bought: [ShoppingLine] = []
    var covered = Set(planned.compactMap(\.item))
    for var line in listed {
      if line.isBought {
        if let item = line.item, line.boughtOn == today { covered.insert(item) }
        bought.append(line)
        continue
      }
      if let item = line.item {
        covered.insert(item)
        if let suggestion = suggested[item] {
          line.buyBy = suggestion.buyBy
          line.packs = (suggestion.packs, suggestion.pack)
          if line.quantity == nil {
            line.quantity = suggestion.suggested
            line.unit = suggestion.projection.item.unit
          }
        }
      }
      toBuy.append(line)
    }
    for suggestion in suggestions where !covered.contains(suggestion.projection.item.id) {
      let item = suggestion.projection.item
      var line = ShoppingLine(
        source: .suggested, name: item.name, item: item.id, quantity: suggestion.suggested,
        unit: item.unit, buyBy: suggestion.buyBy)
      line.packs = (suggestion.packs, suggestion.pack)
      toBuy.append(line)
    }
    toBuy += planned
    let ranks = NameOrder.ranks(toBuy.map(\.name))
    toBuy.sort { (ranks[$0.name] ?? 0, $0.row) < (ranks[$1.name] ?? 0, $1.row) }
    bought.sort {
      ($0.boughtOn?.description ?? "", $0.row) > ($1.boughtOn?.description ?? "", $1.row)
    }
    return toBuy + bought
  }
}

extension ShoppingLine {
  /// The line's row on the list, for a stable order; a suggestion's comes after any row.
  fileprivate var row: Int64 {
    if case .listed(let id) = source { return id }
    return .max
  }
}
