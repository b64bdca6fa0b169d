import Foundation
import LarderCore

/// `larder show`: an item, its lots and its events.
public enum ItemHistoryView {
  /// The short form of an id that `show` prints and `edit --lot` accepts.
  public static func shortID(_ id: UUID) -> String {
    String(UUIDText.format(id).prefix(8))
  }

  /// The item's fields, then a table of lots and a table of events.
  public static func text(_ history: ItemHistory) -> String {
    let item = history.item
    var out = """
      \(TextTable.flatten(item.name))
        id:        \(UUIDText.format(item.id))
        category:  \(TextTable.flatten(item.category))
        unit:      \(TextTable.flatten(item.unit))
        location:  \(TextTable.flatten(item.location.isEmpty ? "-" : item.location))
        min stock: \(item.minimumStock?.description ?? "-")
        on hand:   \(history.onHand) \(TextTable.flatten(item.unit))
        since:     \(item.createdOn)

      """
    out += "\nLots:\n"
    var lots = TextTable([
      ("LOT", .left), ("BOUGHT", .left), ("QUANTITY", .right), ("LEFT", .right),
      ("PRICE", .right), ("CUR", .left), ("STORE", .left), ("EXPIRES", .left),
    ])
    for status in history.lots {
      let lot = status.lot
      lots.add([
        shortID(lot.id), lot.purchasedOn.description, lot.quantity.description,
        status.remaining.description, lot.price.amount, lot.price.currency.code, lot.store,
        lot.expiresOn?.description ?? "-",
      ])
    }
    out += history.lots.isEmpty ? "  none\n" : lots.rendered()
    out += "\nEvents:\n"
    var events = TextTable([
      ("EVENT", .left), ("DATE", .left), ("ACTION", .left), ("QUANTITY", .right), ("LOT", .left),
      ("NOTE", .left),
    ])
    for event in history.events {
      events.add([
        shortID(event.id), event.occurredOn.description, event.kind.rawValue,
        event.quantity.description, shortID(event.lotID), event.note,
      ])
    }
    out += history.events.isEmpty ? "  none\n" : events.rendered()
    return out
  }

  /// `{item:{…}, lots:[…], events:[…]}` with decimal strings and ISO dates.
  public static func json(_ history: ItemHistory) -> String {
    let item = history.item
    return JSONValue.object([
      (
        "item",
        .object([
          ("id", .string(UUIDText.format(item.id))), ("name", .string(item.name)),
          ("category", .string(item.category)), ("unit", .string(item.unit)),
          ("location", .string(item.location)), ("minStock", .optional(item.minimumStock)),
          ("createdOn", .string(item.createdOn.description)),
        ])
      ),
      (
        "lots",
        .array(
          history.lots.map { status in
            let lot = status.lot
            return .object([
              ("id", .string(UUIDText.format(lot.id))),
              ("purchasedOn", .string(lot.purchasedOn.description)),
              ("quantity", .string(lot.quantity.description)),
              ("remaining", .string(status.remaining.description)),
              ("price", .string(lot.price.amount)), ("currency", .string(lot.price.currency.code)),
              ("store", .string(lot.store)), ("expiresOn", .optional(lot.expiresOn)),
              ("location", .string(lot.location)), ("note", .string(lot.note)),
            ])
          })
      ),
      (
        "events",
        .array(
          history.events.map { event in
            .object([
              ("id", .string(UUIDText.format(event.id))),
              ("lot", .string(UUIDText.format(event.lotID))),
              ("date", .string(event.occurredOn.description)),
              ("action", .string(event.kind.rawValue)),
              ("quantity", .string(event.quantity.description)), ("note", .string(event.note)),
            ])
          })
      ),
    ]).rendered()
  }
}
