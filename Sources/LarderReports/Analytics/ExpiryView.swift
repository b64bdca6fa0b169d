import LarderCore
import LarderLanguage

/// `larder expiring`: what has expired and what expires soon, each list with its value at
/// risk per currency.
public enum ExpiryView {
  static func lotJSON(_ lot: ExpiringLot) -> JSONValue {
    .object([
      ("item", .string(lot.item)), ("lot", .string(UUIDText.format(lot.lotID))),
      ("expires", .string(lot.expires.description)), ("dateKind", .string(lot.dateKind.rawValue)),
      ("expiresEstimated", .bool(lot.expiresEstimated)), ("expiresMonth", .bool(lot.expiresMonth)),
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

  /// `{asOf, within, expiring:[…], expired:[…], pastBestBefore:[…], totals: {expired:[…],
  /// expiring:[…], pastBestBefore:[…]}}`.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits.
  public static func json(_ outlook: ExpiryOutlook) throws(ValueError) -> String {
    JSONValue.object([
      ("asOf", .string(outlook.asOf.description)), ("within", .number(outlook.within)),
      ("expiring", .array(outlook.expiring.map(lotJSON))),
      ("expired", .array(outlook.expired.map(lotJSON))),
      ("pastBestBefore", .array(outlook.pastBestBefore.map(lotJSON))),
      (
        "totals",
        .object([
          ("expired", totalsJSON(try outlook.expiredValue())),
          ("expiring", totalsJSON(try outlook.expiringValue())),
          ("pastBestBefore", totalsJSON(try outlook.pastBestBeforeValue())),
        ])
      ),
    ]).rendered()
  }

  /// Two tables, expired then expiring (with a third between them, past best before, when
  /// there is any), each ending with a `Total` line per currency.
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
            expiry(lot, f), lot.item, f.tableQuantity(lot.remaining), lot.unit,
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
    if !outlook.pastBestBefore.isEmpty {
      out +=
        "\n"
        + Emphasis.bold.apply(
          texts.tr("Past best before, still on hand: check it, then use it:")) + "\n"
      out += table(outlook.pastBestBefore, try outlook.pastBestBeforeValue(), expired: false)
    }
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

  /// A lot's date in the table: the date, `best before end 03/2027`, `(estimated)`.
  public static func expiry(_ lot: ExpiringLot, _ f: Formats) -> String {
    f.expiry(
      lot.expires, kind: lot.dateKind, estimated: lot.expiresEstimated, month: lot.expiresMonth)
  }
}
