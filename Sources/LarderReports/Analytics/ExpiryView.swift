import LarderCore
import LarderLanguage

/// `larder expiring`: what has expired and what expires soon, each list with its value at
/// risk per currency.
public enum ExpiryView {
  static func lotJSON(_ lot: ExpiringLot) -> JSONValue {
    .object([
      ("item", .string(lot.item)), ("lot", .string(UUIDText.format(lot.lotID))),
      ("expires", .string(lot.expires.description)),
      ("remaining", .string(lot.remaining.description)),
      ("unit", .string(lot.unit)), ("currency", .string(lot.valueAtRisk.currency.code)),
      ("valueAtRisk", .string(lot.valueAtRisk.amount)),
    ])
  }

  /// `[{currency, valueAtRisk}]`, in currency code order.
  static func totalsJSON(_ totals: MoneyTotals) -> JSONValue {
    .array(
      totals.amounts.map {
        .object([("currency", .string($0.currency.code)), ("valueAtRisk", .string($0.amount))])
      })
  }

  /// `{asOf, within, expiring:[…], expired:[…], totals: {expired:[…], expiring:[…]}}`.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits.
  public static func json(_ outlook: ExpiryOutlook) throws(ValueError) -> String {
    JSONValue.object([
      ("asOf", .string(outlook.asOf.description)), ("within", .number(outlook.within)),
      ("expiring", .array(outlook.expiring.map(lotJSON))),
      ("expired", .array(outlook.expired.map(lotJSON))),
      (
        "totals",
        .object([
          ("expired", totalsJSON(try outlook.expiredValue())),
          ("expiring", totalsJSON(try outlook.expiringValue())),
        ])
      ),
    ]).rendered()
  }

  /// Two tables, expired then expiring, each ending with a `Total` line per currency.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits.
  public static func text(_ outlook: ExpiryOutlook) throws(ValueError) -> String {
    let texts = Localization.current
    let f = Formats(texts)
    func table(_ lots: [ExpiringLot], _ totals: MoneyTotals, expired: Bool) -> String {
      guard !lots.isEmpty else { return "  " + texts.tr("none") + "\n" }
      var table = TextTable([
        (Localization.current.tr("EXPIRES"), .left), (Localization.current.tr("ITEM"), .left),
        (Localization.current.tr("LEFT"), .right), (Localization.current.tr("UNIT"), .left),
        (Localization.current.tr("AT RISK"), .right), (Localization.current.tr("CUR"), .left),
        (Localization.current.tr("LOT"), .left),
      ])
      for lot in lots {
        table.add(
          [
            f.date(lot.expires), lot.item, f.tableQuantity(lot.remaining), lot.unit,
            f.amount(lot.valueAtRisk), lot.valueAtRisk.currency.code,
            ItemHistoryView.shortID(lot.lotID),
          ], emphasis: expired ? .red : lot.expires == outlook.asOf ? .yellow : .plain)
      }
      for total in totals.amounts {
        table.add([texts.tr("Total"), "", "", "", f.amount(total), total.currency.code])
      }
      return table.rendered()
    }
    var out =
      Emphasis.bold.apply(
        texts.tr("Expired, still on hand (as of {date}):", ["date": f.date(outlook.asOf)])) + "\n"
    out += table(outlook.expired, try outlook.expiredValue(), expired: true)
    let by = outlook.asOf.adding(days: outlook.within)
    out +=
      "\n"
      + Emphasis.bold.apply(
        texts.trn(
          "Expiring by {date} (within {count} day):", "Expiring by {date} (within {count} days):",
          count: outlook.within, ["date": f.date(by)])) + "\n"
    out += table(outlook.expiring, try outlook.expiringValue(), expired: false)
    return out
  }
}
