import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// What the household's sensors show at `asOf` (`SensorFigures`): the expiry outlook
  /// over the week, the shopping list, and the usable stock of the items marked to be
  /// shown (`ItemChanges.homeAssistant`). Read from one snapshot.
  public func sensorFigures(asOf: CalendarDate) throws -> SensorFigures {
    try snapshot {
      let shown = try db.rows(
        "SELECT \(ItemColumns.select) FROM items WHERE home_assistant = 1 ORDER BY items.id"
      ) { try ItemColumns.decode($0) }
      var usable: [UUID: Quantity] = [:]
      if !shown.isEmpty {
        for line in try stock(asOf: asOf, includeUsedUp: false) {
          usable[line.item.id] = line.usable
        }
      }
      return try SensorFigures(
        outlook: try expiryOutlook(asOf: asOf, within: SensorFigures.window),
        shoppingList: try shoppingList(asOf: asOf),
        items: shown.map { record in
          SensorFigures.ShownItem(
            id: record.item.id, name: record.item.name, unit: record.ownUnit,
            usable: usable[record.item.id] ?? .zero)
        })
    }
  }
}
