import Foundation
import LarderCore
import LarderLanguage

/// `larder show`: an item, its lots and its events.
public enum ItemHistoryView {
  /// The short form of an id that `show` prints and `edit --lot` accepts.
  public static func shortID(_ id: UUID) -> String {
    String(UUIDText.format(id).prefix(8))
  }

  /// How many of the latest lots and events `show` prints unless asked for all.
  public static let defaultLimit = 20

  /// The latest `limit` of `rows` (all when nil), in their order.
  static func latest<T>(_ rows: [T], _ limit: Int?) -> ArraySlice<T> {
    limit.map { rows.suffix($0) } ?? rows[...]
  }

  /// "12 lots and 40 events, bought from 2025-09-03 to 2026-10-31 (the last 20 of each
  /// below; --all shows everything)", `more` saying how to see them all.
  static func summary(_ history: ItemHistory, limit: Int?, more: String) -> String {
    let l = Localization.current
    let f = Formats(l)
    let lots = l.trn("{count} lot", "{count} lots", count: history.lots.count)
    let events = l.trn("{count} event", "{count} events", count: history.events.count)
    var line = l.tr("{lots} and {events}", ["lots": lots, "events": events])
    if let first = history.lots.first?.lot.purchasedOn,
      let last = history.lots.last?.lot.purchasedOn
    {
      line +=
        first == last
        ? l.tr(", bought on {date}", ["date": f.date(first)])
        : l.tr(", bought from {first} to {last}", ["first": f.date(first), "last": f.date(last)])
    }
    if let limit, history.lots.count > limit || history.events.count > limit {
      // TRANSLATORS: {more} says how to see every lot and event ("--all shows everything").
      line += l.tr(
        " (the last {limit} of each below; {more})", ["limit": "\(limit)", "more": more])
    }
    return line
  }

  /// How long the item keeps, as `show` lists it: `7 days sealed, 3 opened, use-by`, or
  /// `-` when nothing is known.
  static func lives(_ item: Item, _ l: Localization) -> String {
    let lives = item.lives
    let parts: [String] = [
      lives.shelf.map { l.trn("{count} day sealed", "{count} days sealed", count: $0) },
      lives.opened.map { l.trn("{count} day opened", "{count} days opened", count: $0) },
      lives.frozen.map { l.trn("{count} day frozen", "{count} days frozen", count: $0) },
      lives.thawed.map { l.trn("{count} day thawed", "{count} days thawed", count: $0) },
      item.dateKind.map {
        $0 == .bestBefore ? l.tr("dates are best-before") : l.tr("dates are use-by")
      },
    ].compactMap { $0 }
    return parts.isEmpty ? "-" : parts.joined(separator: ", ")
  }

  /// The item's fields and a summary line, then a table of lots (with each lot's unit
  /// price) and a table of events: the latest `limit` of each, or all when nil, and `more`
  /// (how to see them all) when some are left out.
  public static func text(_ history: ItemHistory, limit: Int? = nil, more: String = "")
    -> String
  {
    let item = history.item
    let unit = PriceUnit(itemUnit: item.unit)
    let l = Localization.current
    let f = Formats(l)
    var fields: [(String, String)] = [
      (l.tr("id:"), UUIDText.format(item.id)),
      (l.tr("category:"), TextTable.flatten(item.category)),
      (l.tr("unit:"), TextTable.flatten(item.unit)),
      (l.tr("location:"), TextTable.flatten(item.location.isEmpty ? "-" : item.location)),
      (l.tr("min stock:"), item.minimumStock.map(f.tableQuantity) ?? "-"),
      (l.tr("on hand:"), f.tableQuantity(history.onHand) + " " + TextTable.flatten(item.unit)),
      (l.tr("since:"), f.date(item.createdOn)),
      (l.tr("keeps:"), lives(item, l)),
      (l.tr("history:"), summary(history, limit: limit, more: more)),
    ]
    if !history.barcodes.isEmpty {
      fields.insert(
        (l.tr("barcodes:"), history.barcodes.map(\.digits).joined(separator: " ")), at: 3)
    }
    // The item's other names: its own (when the reader is shown another), those in
    // languages and its aliases.
    let names = history.names
    var others = names.own == item.name ? [] : [names.own]
    others += names.inLanguages.map { "\($0.name) (\($0.language))" } + names.aliases
    if !others.isEmpty {
      fields.insert((l.tr("also:"), TextTable.flatten(others.joined(separator: ", "))), at: 1)
    }
    let column = (fields.map { TextTable.width($0.0) }.max() ?? 0) + 1
    var out = TextTable.flatten(item.name) + "\n"
    for (label, value) in fields {
      out +=
        "  " + label + String(repeating: " ", count: column - TextTable.width(label)) + value
        + "\n"
    }
    out += "\n" + l.tr("Lots:") + "\n"
    var lots = TextTable([
      (Localization.current.tr("LOT"), .left),
      // TRANSLATORS: the header of the column of the dates lots were bought on, in 'larder show'.
      (Localization.current.trc("BOUGHT", context: "purchase date"), .left),
      (Localization.current.tr("QUANTITY"), .right), (Localization.current.tr("LEFT"), .right),
      (Localization.current.tr("PRICE"), .right),
      (l.tr("PER {UNIT}", ["UNIT": unit.name.uppercased()]), .right),
      (Localization.current.tr("CUR"), .left),
      (Localization.current.tr("STORE"), .left), (Localization.current.tr("EXPIRES"), .left),
      // TRANSLATORS: the header of a lot's state (sealed, opened, frozen, thawed) and the day
      // it began, in 'larder show'.
      (Localization.current.tr("STATE"), .left),
    ])
    for status in latest(history.lots, limit) {
      let lot = status.lot
      lots.add([
        shortID(lot.id), f.date(lot.purchasedOn), f.tableQuantity(lot.quantity),
        f.tableQuantity(status.remaining), f.amount(lot.price),
        UnitPrice(price: lot.price, quantity: lot.quantity, unit: unit).map(f.amount) ?? "-",
        lot.price.currency.code, lot.store, f.expiry(lot) ?? "-",
        lot.state == .sealed
          ? lot.state.word()
          : l.tr("{state} {date}", ["state": lot.state.word(), "date": f.date(lot.stateSince)]),
      ])
    }
    out += history.lots.isEmpty ? "  " + l.tr("none") + "\n" : lots.rendered()
    out += "\n" + l.tr("Events:") + "\n"
    var events = TextTable([
      (Localization.current.tr("EVENT"), .left), (Localization.current.tr("DATE"), .left),
      (Localization.current.tr("ACTION"), .left), (Localization.current.tr("QUANTITY"), .right),
      (Localization.current.tr("LOT"), .left),
      (Localization.current.tr("NOTE"), .left),
    ])
    for event in latest(history.events, limit) {
      events.add([
        shortID(event.id), f.date(event.occurredOn), event.word(),
        f.tableQuantity(event.kind == .adjust ? event.quantity.magnitude : event.quantity),
        shortID(event.lotID), event.note,
      ])
    }
    out += history.events.isEmpty ? "  " + l.tr("none") + "\n" : events.rendered()
    return out
  }

  /// `{item:{…}, lots:[…], events:[…]}` with decimal strings and ISO dates; lives in
  /// days, or null.
  public static func json(_ history: ItemHistory) -> String {
    func days(_ days: Int?) -> JSONValue { days.map { .number($0) } ?? .null }
    let item = history.item
    return JSONValue.object([
      (
        "item",
        .object([
          ("id", .string(UUIDText.format(item.id))), ("name", .string(item.name)),
          ("category", .string(item.category)), ("unit", .string(item.unit)),
          ("location", .string(item.location)), ("minStock", .optional(item.minimumStock)),
          ("createdOn", .string(item.createdOn.description)),
          ("shelfLife", days(item.lives.shelf)), ("openedLife", days(item.lives.opened)),
          ("frozenLife", days(item.lives.frozen)), ("thawedLife", days(item.lives.thawed)),
          ("dateKind", item.dateKind.map { .string($0.rawValue) } ?? .null),
          ("barcodes", .array(history.barcodes.map { .string($0.digits) })),
          (
            "names",
            .object([
              ("own", .string(history.names.own)),
              (
                "inLanguages",
                .object(history.names.inLanguages.map { ($0.language, .string($0.name)) })
              ),
              ("aliases", .array(history.names.aliases.map { .string($0) })),
            ])
          ),
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
              ("dateKind", .string(lot.dateKind.rawValue)),
              ("expiresEstimated", .bool(lot.expiresEstimated)),
              ("expiresMonth", .bool(lot.expiresMonth)), ("state", .string(lot.state.rawValue)),
              ("stateSince", .string(lot.stateSince.description)),
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
