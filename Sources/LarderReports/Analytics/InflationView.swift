import LarderCore
import LarderLanguage

/// `larder inflation`: the household's own price index (docs definition 12).
public enum InflationView {
  /// `{"month", "base", "rows": [{"currency", "index", "priceEffect", "quantityEffect",
  /// "outsideBasket", "basket": [{"item", "priceUnit", "baseUnitPrice", "unitPrice",
  /// "baseQuantity", "ratio"}]}]}`: the index and ratios to 4 decimals, money as decimal
  /// strings, base quantities in the price unit.
  public static func json(_ inflation: Inflation) -> String {
    JSONValue.object([
      ("month", .string(inflation.month.description)),
      ("base", .string(inflation.base.description)),
      (
        "rows",
        .array(
          inflation.rows.map { row in
            .object([
              ("currency", .string(row.currency.code)),
              ("index", .optional(row.index?.formatted(places: 4))),
              ("priceEffect", .string(row.priceEffect.amount)),
              ("quantityEffect", .string(row.quantityEffect.amount)),
              ("outsideBasket", .string(row.outsideBasket.amount)),
              (
                "basket",
                .array(
                  row.basket.map { item in
                    .object([
                      ("item", .string(item.item)), ("priceUnit", .string(item.priceUnit.name)),
                      ("baseUnitPrice", .string(item.baseUnitPrice.amount)),
                      ("unitPrice", .string(item.unitPrice.amount)),
                      ("baseQuantity", .string(baseQuantity(item))),
                      ("ratio", .optional(item.ratio?.formatted(places: 4))),
                    ])
                  })
              ),
            ])
          })
      ),
    ]).rendered()
  }

  /// The base quantity in the price unit, exact, without trailing zeros: 1500 g is `1.5`.
  static func baseQuantity(_ item: Inflation.BasketItem) -> String {
    var places = 3
    var factor = item.priceUnit.itemUnitsPerPriceUnit
    while factor > 1 {
      factor /= 10
      places += 1
    }
    guard
      let ratio = Ratio(
        Int128(item.baseQuantity.thousandths), 1_000 * item.priceUnit.itemUnitsPerPriceUnit)
    else { return item.baseQuantity.description }
    var text = ratio.formatted(places: places)
    while text.contains("."), text.hasSuffix("0") || text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// One paragraph per currency: the index, the effects, then the basket.
  public static func text(_ inflation: Inflation) -> String {
    let l = Localization.current
    let f = Formats(l)
    var out =
      l.tr(
        "Your prices, {month} against {base}",
        ["month": f.month(inflation.month), "base": f.month(inflation.base)]) + "\n"
    guard !inflation.rows.isEmpty else {
      return out + "\n" + l.tr("No purchases in either month.") + "\n"
    }
    for row in inflation.rows {
      out += "\n\(row.currency.code)" + l.tr(": ")
      guard let index = row.index else {
        out += l.tr("nothing bought in both months, so no index.") + "\n"
        continue
      }
      out += l.tr("index {index}", ["index": f.tableRatio(index, places: 4)])
      if let change = Ratio(index.numerator - index.denominator, index.denominator) {
        out += " (\(f.tableSignedPercent(change)))"
      }
      out +=
        l.tr(
          "; prices {prices}, quantities {quantities}, outside the basket {outside}.",
          [
            "prices": f.sentenceMoney(row.priceEffect),
            "quantities": f.sentenceMoney(row.quantityEffect),
            "outside": f.sentenceMoney(row.outsideBasket),
          ]) + "\n"
      var table = TextTable([
        (Localization.current.tr("ITEM"), .left), (Localization.current.tr("PER"), .left),
        (Localization.current.tr("THEN"), .right), (Localization.current.tr("NOW"), .right),
        (Localization.current.tr("RATIO"), .right),
      ])
      for item in row.basket {
        table.add([
          item.item, item.priceUnit.name, f.amount(item.baseUnitPrice), f.amount(item.unitPrice),
          item.ratio.map { f.tableRatio($0, places: 4) } ?? "-",
        ])
      }
      out += table.rendered()
    }
    return out
  }
}
