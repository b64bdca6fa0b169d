import Foundation
import LarderCore

extension FuzzTarget {
  /// The input as Grocy rows (`GrocyRows`) mapped by `GrocyPlan`, whose plan the store
  /// writes as it is: what it cannot write must have been left out and counted
  /// (docs/grocy.md: "nothing else stops the import"). Checks `checkGrocyItems`,
  /// `checkGrocyPurchases` and `checkGrocyEvents`.
  static func planGrocy(_ bytes: [UInt8]) {
    let rows = GrocyRows(bytes)
    let plan = GrocyPlan(rows.database, currency: rows.currency, today: rows.today)
    precondition(plan.refused.values.allSatisfy { $0 > 0 }, "a refusal counted zero times")
    let productsLeftOut = [.unusableName, .unknownUnit, .badText, .shelfLifeTooLong].reduce(0) {
      $0 + (plan.refused[$1] ?? 0)
    }
    precondition(
      plan.items.count + productsLeftOut == rows.database.products.count,
      "products neither planned nor counted as left out")
    checkGrocyItems(plan)
    let lots = checkGrocyPurchases(plan, rows)
    checkGrocyEvents(plan, lots, rows.today)
  }

  /// Every item is named as the store accepts a new item: not empty, trimmed, within
  /// `TextField.name`'s rules, unlike every other item's name ignoring case and accents
  /// (the store refuses a name only accents tell apart); its category and location
  /// within their rules, its unit one Larder converts or `pcs`, its shelf life within
  /// `ShelfLives.maximumDays`, its barcodes distinct, and it is first recorded on its
  /// first purchase's day.
  static func checkGrocyItems(_ plan: GrocyPlan) {
    var folded: Set<String> = []
    let units: Set<String> = ["g", "kg", "mg", "ml", "cl", "dl", "L", "pcs"]
    for new in plan.items {
      let item = new.item
      precondition(!item.name.isEmpty && item.name == item.name.trimmedLabel, "an item's name")
      precondition((try? TextField.name.check(item.name)) != nil, "a name Larder refuses")
      precondition((try? TextField.category.check(item.category)) != nil, "a category")
      precondition((try? TextField.location.check(item.location)) != nil, "a location")
      precondition(folded.insert(SearchKey.fold(item.name)).inserted, "names only accents part")
      precondition(units.contains(item.unit), "an item in \(item.unit)")
      if let shelf = item.lives.shelf {
        precondition(shelf > 0 && shelf <= ShelfLives.maximumDays, "a shelf life of \(shelf)")
      }
      precondition(Set(new.barcodes.map(\.key)).count == new.barcodes.count, "a barcode twice")
      let first = plan.purchases.filter { $0.item == item.name }.map(\.date).min()
      precondition(first == nil || first == item.createdOn, "not first recorded when bought")
    }
  }

  /// Every purchase is of a planned item, in its unit, on a day no later than today, of a
  /// positive quantity within `Quantity.maximum`, at a price in the currency and within
  /// 0 … `Money.maximum(in:)`, expiring no earlier than bought, with text the store
  /// accepts and a lot id of its own. Returns the purchases by lot id.
  static func checkGrocyPurchases(_ plan: GrocyPlan, _ rows: GrocyRows) -> [UUID: PurchaseRow] {
    let units = Dictionary(
      plan.items.map { ($0.item.name, $0.item.unit) }, uniquingKeysWith: { a, _ in a })
    var lots: [UUID: PurchaseRow] = [:]
    for row in plan.purchases {
      precondition(units[row.item] != nil && row.unit == units[row.item], "an unplanned item")
      precondition(row.date <= rows.today, "a purchase after today")
      precondition(row.quantity > .zero && row.quantity <= Quantity.maximum, "a quantity")
      precondition(row.price.currency == rows.currency, "a price in another currency")
      precondition(
        row.price.minorUnits >= 0
          && row.price.minorUnits <= Money.maximum(in: rows.currency).minorUnits,
        "a price of \(row.price)")
      precondition(row.expires.map { $0 >= row.date } ?? true, "expiring before bought")
      precondition((try? row.checkText()) != nil, "a purchase's text the store refuses")
      guard let lot = row.lot else { preconditionFailure("a purchase without its lot") }
      precondition(lots.updateValue(row, forKey: lot) == nil, "two purchases of one lot")
    }
    return lots
  }

  /// Every event draws on a planned purchase of its item, no earlier than bought and no
  /// later than today, a positive quantity; the events of a lot take no more than it holds.
  static func checkGrocyEvents(
    _ plan: GrocyPlan, _ lots: [UUID: PurchaseRow], _ today: CalendarDate
  ) {
    var taken: [UUID: Quantity] = [:]
    for event in plan.events {
      guard let id = event.lot, let lot = lots[id] else {
        preconditionFailure("an event of no planned lot")
      }
      precondition(event.item == lot.item, "an event of another item than its lot's")
      precondition(event.date >= lot.date && event.date <= today, "an event out of its dates")
      precondition(event.quantity > .zero, "an event of \(event.quantity)")
      guard let sum = try? (taken[id] ?? .zero) + event.quantity, sum <= lot.quantity else {
        preconditionFailure("events take more than their lot")
      }
      taken[id] = sum
    }
  }
}
