import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// What a form that did its work tells the visitor on the next page, shown once: written
/// in the reader's language with its formats, the item's name and unit as they are.
enum Flash: LocalizedMessage {
  /// A purchase recorded: `Added 2 L of Whole milk for €2.38.`
  case added(Lot, of: Item)
  /// A consume or discard recorded, and what of it came from lots past their date.
  case used(Event.Kind, Quantity, of: Item, lots: Int, fromExpired: [ExpiredDraw])
  /// The expired lots of an item discarded (none when `draws` is empty).
  case discardedExpired(Item, draws: [ExpiredDraw])
  /// An item's fields changed.
  case updatedItem(Item)
  /// A lot corrected.
  case updatedLot(Lot)
  /// A consume or discard corrected.
  case updatedEvent(Event, of: Item)
  /// A stocktake saved, correcting `corrected` items.
  case stocktake(corrected: Int)
  /// A receipt recorded: its store and day, the purchases it made and what they cost.
  case receipt(store: String, date: CalendarDate, purchases: Int, total: Money)
  /// A change of the shopping list (a line put on it, ticked, removed), by its summary.
  case listed(ChangeAction)
  /// Two items made one, by the change's summary.
  case merged(ChangeAction)
  /// A change undone, by its summary.
  case undid(ChangeAction)
  /// A change redone, by its summary.
  case redid(ChangeAction)
  /// A form sent again with the key of one already applied: nothing changed.
  case alreadyApplied
  /// A recipe cooked (`Flash+Cooking`).
  case cooked(Store.Cooked)
  /// A meal planned.
  case planned(PlannedMeal)
  /// A meal taken off the plan.
  case unplanned(PlannedMeal)

  func message(_ l: Localization) -> String {
    let f = Formats(l)
    switch self {
    case .added(let lot, let item):
      return l.tr(
        "Added {quantity} {unit} of {item} for {price}.",
        [
          "quantity": f.quantity(lot.quantity), "unit": item.unit, "item": item.name,
          "price": f.money.string(lot.price),
        ])
    case .used(let kind, let quantity, let item, let lots, let expired):
      let values: KeyValuePairs<String, String> = [
        "quantity": f.quantity(quantity), "unit": item.unit, "item": item.name,
        "lots": l.trn("{count} lot", "{count} lots", count: lots),
      ]
      let used =
        kind == .consume
        ? l.tr("Consumed {quantity} {unit} of {item} from {lots}.", values)
        : l.tr("Discarded {quantity} {unit} of {item} from {lots}.", values)
      return Self.sentences([used] + expired.map { draw(item, $0, f) })
    case .discardedExpired(let item, let draws):
      guard !draws.isEmpty else {
        return l.tr("Nothing of {item} is past its date.", ["item": item.name])
      }
      let each = draws.map { draw in
        l.tr(
          "{quantity} {unit} expired on {date}.",
          [
            "quantity": f.quantity(draw.quantity), "unit": item.unit,
            "date": f.date(draw.expiresOn),
          ])
      }
      return Self.sentences([l.tr("Discarded the expired {item}:", ["item": item.name])] + each)
    case .updatedItem(let item):
      return l.tr("Updated {item}.", ["item": item.name])
    case .updatedLot(let lot):
      return l.tr(
        "Updated lot {lot}: {quantity} for {price}, expires {date}.",
        [
          "lot": Self.shortID(lot.id), "quantity": f.quantity(lot.quantity),
          "price": f.sentenceMoney(lot.price),
          "date": lot.expiresOn.map(f.date) ?? l.tr("never"),
        ])
    case .updatedEvent(let event, let item):
      return l.tr(
        "Updated event {event}: {action} {quantity} {unit} of {item} on {date}.",
        [
          "event": Self.shortID(event.id), "action": event.kind.word(l),
          "quantity": f.quantity(event.quantity), "unit": item.unit, "item": item.name,
          "date": f.date(event.occurredOn),
        ])
    case .stocktake(let corrected):
      return corrected == 0
        ? l.tr("Stocktake saved: every count agrees with the records, nothing changed.")
        : l.trn(
          "Stocktake saved: {count} item corrected.", "Stocktake saved: {count} items corrected.",
          count: corrected)
    case .receipt(let store, let date, let purchases, let total):
      return ReceiptView.recorded(
        store: store, date: date, purchases: purchases, total: total, f)
    case .listed(let action):
      return l.tr("Shopping list: {summary}.", ["summary": summary(action, f)])
    case .merged(let action):
      return l.tr("Done: {summary}.", ["summary": summary(action, f)])
    case .undid(let action):
      return l.tr("Undid: {summary}.", ["summary": summary(action, f)])
    case .redid(let action):
      return l.tr("Redid: {summary}.", ["summary": summary(action, f)])
    case .alreadyApplied:
      return l.tr("This was already recorded; nothing was changed.")
    case .cooked(let cooked): return Self.cooked(cooked, f)
    case .planned(let meal): return Self.planned(meal, f)
    case .unplanned(let meal): return Self.unplanned(meal, f)
    }
  }

  /// `Used 2 pcs from lot 1a2b3c4d, which expired on 2026-11-20.`
  private func draw(_ item: Item, _ draw: ExpiredDraw, _ f: Formats) -> String {
    f.localization.tr(
      "Used {quantity} {unit} from lot {lot}, which expired on {date}.",
      [
        "quantity": f.quantity(draw.quantity), "unit": item.unit, "lot": Self.shortID(draw.lotID),
        "date": f.date(draw.expiresOn),
      ])
  }

  /// Sentences one after another: after a full-width stop or colon (`。`, `：`), as
  /// Chinese and Japanese write, without a space; else after one.
  static func sentences(_ parts: [String]) -> String {
    parts.reduce(into: "") { text, part in
      if let last = text.last, !"。：！？".contains(last) { text += " " }
      text += part
    }
  }

  /// The first 8 characters of an id, as the pages and the command line show it.
  static func shortID(_ id: UUID) -> String { String(UUIDText.format(id).prefix(8)) }
}

extension WebApp {
  /// Leaves `flash` for the visitor's next page, in the visit's language.
  func setFlash(_ visit: Visit, _ flash: Flash) {
    sessions.setFlash(visit.session.id, flash.message(visit.l))
  }
}
