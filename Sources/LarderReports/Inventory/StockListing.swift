import Foundation
import LarderCore
import LarderLanguage

/// `larder list` and `larder search`: items with their usable stock, next expiry and
/// expired stock.
public enum StockListing {
  /// An aligned table: name, usable stock, unit, category, next expiry, and a note such
  /// as `767 g expired` on the line of an item that holds expired stock. With emphasis on,
  /// the note is red, a next expiry on `asOf` yellow, and an item with nothing usable dim.
  /// With the lots on hand (`held`, by item id), the next expiry is shown as its lot's date
  /// is (`2026-12-04 (estimated)`, `best before end 03/2027`).
  public static func text(
    _ lines: [ItemStock], asOf: CalendarDate? = nil, held: [UUID: [LotStatus]] = [:]
  ) -> String {
    guard !lines.isEmpty else { return Localization.current.tr("No items.") + "\n" }
    let f = Formats()
    var table = TextTable([
      (Localization.current.trc("NAME", context: "item"), .left),
      (Localization.current.tr("USABLE"), .right),
      (Localization.current.tr("UNIT"), .left), (Localization.current.tr("CATEGORY"), .left),
      (Localization.current.tr("NEXT EXPIRY"), .left), ("", .left),
    ])
    for line in lines {
      table.add(
        [
          line.item.name, f.tableQuantity(line.usable), line.item.unit, line.item.category,
          nextExpiry(line, held[line.item.id] ?? [], f), expiredNote(line, f),
        ], emphasis: line.usable > .zero ? .plain : .dim,
        cells: [4: line.nextExpiry != nil && line.nextExpiry == asOf ? .yellow : nil, 5: .red])
    }
    return table.rendered()
  }

  /// The item's next expiry as its lot shows it (`Formats.expiry`), `-` without one.
  static func nextExpiry(_ line: ItemStock, _ held: [LotStatus], _ f: Formats) -> String {
    guard let next = line.nextExpiry else { return "-" }
    return held.first { $0.lot.expiresOn == next }.flatMap { f.expiry($0.lot) } ?? f.date(next)
  }

  /// `767 g expired` for an item with expired stock, else nothing.
  static func expiredNote(_ line: ItemStock, _ f: Formats = Formats()) -> String {
    line.expired > .zero
      ? f.localization.tr(
        "{quantity} expired", ["quantity": "\(f.tableQuantity(line.expired)) \(line.item.unit)"])
      : ""
  }

  /// `[{id, name, category, unit, onHand, usable, expired, nextExpiry, lots}]`: on hand is
  /// usable + expired; the next expiry is that of the usable stock; `lots` are the lots
  /// with something left (`held`, by item id), each with its state and the day it began.
  public static func json(_ lines: [ItemStock], held: [UUID: [LotStatus]] = [:]) -> String {
    JSONValue.array(
      lines.map { line in
        .object([
          ("id", .string(UUIDText.format(line.item.id))), ("name", .string(line.item.name)),
          ("category", .string(line.item.category)), ("unit", .string(line.item.unit)),
          ("onHand", .string(line.onHand.description)),
          ("usable", .string(line.usable.description)),
          ("expired", .string(line.expired.description)),
          ("nextExpiry", .optional(line.nextExpiry)),
          ("lots", .array((held[line.item.id] ?? []).map(lotJSON))),
        ])
      }
    ).rendered()
  }

  /// A lot on hand: `{id, remaining, expiresOn, dateKind, expiresEstimated, state,
  /// stateSince}`.
  static func lotJSON(_ status: LotStatus) -> JSONValue {
    let lot = status.lot
    return .object([
      ("id", .string(UUIDText.format(lot.id))),
      ("remaining", .string(status.remaining.description)),
      ("expiresOn", .optional(lot.expiresOn)), ("dateKind", .string(lot.dateKind.rawValue)),
      ("expiresEstimated", .bool(lot.expiresEstimated)), ("state", .string(lot.state.rawValue)),
      ("stateSince", .string(lot.stateSince.description)),
    ])
  }
}
