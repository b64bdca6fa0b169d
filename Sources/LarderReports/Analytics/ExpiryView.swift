import LarderCore

/// `larder expiring`: what has expired and what expires soon.
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

  /// `{asOf, within, expiring:[…], expired:[…]}`.
  public static func json(_ outlook: ExpiryOutlook) -> String {
    JSONValue.object([
      ("asOf", .string(outlook.asOf.description)), ("within", .number(outlook.within)),
      ("expiring", .array(outlook.expiring.map(lotJSON))),
      ("expired", .array(outlook.expired.map(lotJSON))),
    ]).rendered()
  }

  /// Two tables: expired, then expiring.
  public static func text(_ outlook: ExpiryOutlook) -> String {
    func table(_ lots: [ExpiringLot]) -> String {
      var table = TextTable([
        ("EXPIRES", .left), ("ITEM", .left), ("LEFT", .right), ("UNIT", .left),
        ("AT RISK", .right), ("CUR", .left), ("LOT", .left),
      ])
      for lot in lots {
        table.add([
          lot.expires.description, lot.item, lot.remaining.description, lot.unit,
          lot.valueAtRisk.amount, lot.valueAtRisk.currency.code, ItemHistoryView.shortID(lot.lotID),
        ])
      }
      return table.rendered()
    }
    var out = "Expired, still on hand (as of \(outlook.asOf)):\n"
    out += outlook.expired.isEmpty ? "  none\n" : table(outlook.expired)
    out +=
      "\nExpiring by \(outlook.asOf.adding(days: outlook.within)) (within \(outlook.within) days):\n"
    out += outlook.expiring.isEmpty ? "  none\n" : table(outlook.expiring)
    return out
  }
}
