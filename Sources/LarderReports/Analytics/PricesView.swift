import LarderCore
import LarderLanguage

/// `larder prices`: an item's unit-price history, or every recent item's last price.
public enum PricesView {
  /// `{"item", "unit", "priceUnit", "history": [{"date", "store", "quantity", "unitPrice",
  /// "currency"}], "stores": [{"store", "currency", "count", "min", "median", "max",
  /// "last"}], "cheapest": {"store", "currency", "median"} | null}`.
  public static func json(_ prices: PriceHistory) -> String {
    JSONValue.object([
      ("item", .string(prices.item.name)), ("unit", .string(prices.item.unit)),
      ("priceUnit", .string(prices.priceUnit.name)),
      (
        "history",
        .array(
          prices.history.map { purchase in
            .object([
              ("date", .string(purchase.date.description)), ("store", .string(purchase.store)),
              ("quantity", .string(purchase.quantity.description)),
              ("unitPrice", .string(purchase.unitPrice.amount)),
              ("currency", .string(purchase.price.currency.code)),
            ])
          })
      ),
      (
        "stores",
        .array(
          prices.stores.map { store in
            .object([
              ("store", .string(store.store)), ("currency", .string(store.currency.code)),
              ("count", .number(store.count)), ("min", .string(store.min.amount)),
              ("median", .string(store.median.amount)), ("max", .string(store.max.amount)),
              ("last", .string(store.last.amount)),
            ])
          })
      ),
      (
        "cheapest",
        prices.cheapest.map { store in
          .object([
            ("store", .string(store.store)), ("currency", .string(store.currency.code)),
            ("median", .string(store.median.amount)),
          ])
        } ?? .null
      ),
    ]).rendered()
  }

  /// The history as a table, then the stores, then the cheapest store of the 90 days up to
  /// `asOf`.
  public static func text(_ prices: PriceHistory, asOf: CalendarDate) -> String {
    let l = Localization.current
    let f = Formats(l)
    let unit = prices.priceUnit.name
    var out =
      l.tr("{item}: unit prices per {unit}", ["item": prices.item.name, "unit": unit]) + "\n\n"
    guard !prices.history.isEmpty else {
      return out + l.tr("No purchases in the period.") + "\n"
    }
    var history = TextTable([
      (Localization.current.tr("DATE"), .left), (Localization.current.tr("STORE"), .left),
      (Localization.current.tr("QUANTITY"), .right),
      (l.tr("PER {UNIT}", ["UNIT": unit.uppercased()]), .right),
      (Localization.current.tr("CUR"), .left),
    ])
    for purchase in prices.history {
      history.add([
        f.date(purchase.date), purchase.store.isEmpty ? "-" : purchase.store,
        "\(f.tableQuantity(purchase.quantity)) \(prices.item.unit)", f.amount(purchase.unitPrice),
        purchase.price.currency.code,
      ])
    }
    out += history.rendered() + "\n"
    var stores = TextTable([
      (Localization.current.tr("STORE"), .left),
      // TRANSLATORS: the header of the column of how many times an item was bought at a
      // store, in 'larder prices ITEM'.
      (Localization.current.trc("BOUGHT", context: "purchase count"), .right),
      (Localization.current.tr("MIN"), .right), (Localization.current.tr("MEDIAN"), .right),
      (Localization.current.tr("MAX"), .right),
      (Localization.current.tr("LAST"), .right), (Localization.current.tr("CUR"), .left),
    ])
    for store in prices.stores {
      stores.add([
        store.store.isEmpty ? "-" : store.store, String(store.count), f.amount(store.min),
        f.amount(store.median), f.amount(store.max), f.amount(store.last), store.currency.code,
      ])
    }
    out += stores.rendered()
    if let cheapest = prices.cheapest {
      out +=
        "\n"
        + l.tr(
          "Cheapest over the {days} days to {date}: {store}, median {price} {currency} per {unit}.",
          [
            "days": "\(PriceHistory.cheapestWindow)", "date": f.date(asOf),
            "store": cheapest.store.isEmpty ? "-" : cheapest.store,
            "price": f.amount(cheapest.median), "currency": cheapest.currency.code, "unit": unit,
          ]) + "\n"
    }
    return out
  }

  /// `[{"item", "priceUnit", "lastUnitPrice", "currency", "yearAgoUnitPrice", "change",
  /// "cheapestStore"}]`.
  public static func json(_ lines: [PriceOverviewLine]) -> String {
    JSONValue.array(
      lines.map { line in
        .object([
          ("item", .string(line.item.name)), ("priceUnit", .string(line.priceUnit.name)),
          ("lastUnitPrice", .string(line.last.amount)),
          ("currency", .string(line.last.currency.code)),
          ("yearAgoUnitPrice", .optional(line.yearAgo?.amount)),
          ("change", .optional(line.change?.formatted(places: 3))),
          ("cheapestStore", .optional(line.cheapest?.store)),
        ])
      }
    ).rendered()
  }

  /// A table: item, last unit price per its unit, the change in a year, the cheapest store.
  public static func text(_ lines: [PriceOverviewLine]) -> String {
    let l = Localization.current
    let f = Formats(l)
    guard !lines.isEmpty else { return l.tr("Nothing bought in the last 90 days.") + "\n" }
    var table = TextTable([
      (Localization.current.tr("ITEM"), .left), (Localization.current.tr("LAST PRICE"), .right),
      (Localization.current.tr("PER"), .left), (Localization.current.tr("CUR"), .left),
      (Localization.current.tr("IN A YEAR"), .right), (Localization.current.tr("CHEAPEST"), .left),
    ])
    for line in lines {
      table.add([
        line.item.name, f.amount(line.last), line.priceUnit.name, line.last.currency.code,
        line.change.map(f.tableSignedPercent) ?? "-", line.cheapest?.store ?? "-",
      ])
    }
    return table.rendered()
  }
}
