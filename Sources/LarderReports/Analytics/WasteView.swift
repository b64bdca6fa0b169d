import LarderCore
import LarderLanguage

/// `larder waste`: what was thrown away and what it cost.
public enum WasteView {
  /// `{from, to, totals, rows:[{item, category, quantity, unit, currency, amount, ratio}],
  /// categories:[{key, currency, amount}]}`; the ratio is a fraction (`0.339`).
  public static func json(_ waste: Waste) -> String {
    JSONValue.object([
      ("from", .string(waste.period.from.description)),
      ("to", .string(waste.period.to.description)),
      ("totals", .amounts(waste.totals)),
      (
        "rows",
        .array(
          waste.rows.map { row in
            .object([
              ("item", .string(row.item)), ("category", .string(row.category)),
              ("quantity", .string(row.quantity.description)), ("unit", .string(row.unit)),
              ("currency", .string(row.value.currency.code)), ("amount", .string(row.value.amount)),
              ("ratio", .optional(row.ratio)),
            ])
          })
      ),
      (
        "categories",
        .array(
          waste.byCategory.map {
            .object([
              ("key", .string($0.key)), ("currency", .string($0.amount.currency.code)),
              ("amount", .string($0.amount.amount)),
            ])
          })
      ),
    ]).rendered()
  }

  /// Tables by item (the ratio as a percentage, `33.9 %`) and by category, with totals.
  public static func text(_ waste: Waste) -> String {
    let l = Localization.current
    let f = Formats(l)
    var out =
      l.tr(
        "Waste {from} to {to}", ["from": f.date(waste.period.from), "to": f.date(waste.period.to)])
      + "\n\n"
    guard !waste.rows.isEmpty else { return out + l.tr("Nothing was discarded.") + "\n" }
    var items = TextTable([
      (Localization.current.tr("ITEM"), .left), (Localization.current.tr("DISCARDED"), .right),
      (Localization.current.tr("UNIT"), .left), (Localization.current.tr("VALUE"), .right),
      (Localization.current.tr("CUR"), .left),
      (Localization.current.tr("RATIO"), .right),
    ])
    for row in waste.rows {
      items.add([
        row.item, f.tableQuantity(row.quantity), row.unit, f.amount(row.value),
        row.value.currency.code, row.ratio.map(f.tablePercent) ?? "-",
      ])
    }
    out += items.rendered() + "\n"
    var categories = TextTable([
      (Localization.current.tr("CATEGORY"), .left), (Localization.current.tr("VALUE"), .right),
      (Localization.current.tr("CUR"), .left),
    ])
    for row in waste.byCategory {
      categories.add([row.key, f.amount(row.amount), row.amount.currency.code])
    }
    for total in waste.totals.amounts {
      categories.add([l.tr("Total"), f.amount(total), total.currency.code])
    }
    return out + categories.rendered()
  }
}
