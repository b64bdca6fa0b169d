import LarderCore

/// `larder list` and `larder search`: items with what is on hand and the next expiry.
public enum StockListing {
  /// An aligned table: name, on hand, unit, category, next expiry.
  public static func text(_ lines: [ItemStock]) -> String {
    guard !lines.isEmpty else { return "No items.\n" }
    var table = TextTable([
      ("NAME", .left), ("ON HAND", .right), ("UNIT", .left), ("CATEGORY", .left),
      ("NEXT EXPIRY", .left),
    ])
    for line in lines {
      table.add([
        line.item.name, line.onHand.description, line.item.unit, line.item.category,
        line.nextExpiry?.description ?? "-",
      ])
    }
    return table.rendered()
  }

  /// `[{id, name, category, unit, onHand, nextExpiry}]`.
  public static func json(_ lines: [ItemStock]) -> String {
    JSONValue.array(
      lines.map { line in
        .object([
          ("id", .string(UUIDText.format(line.item.id))), ("name", .string(line.item.name)),
          ("category", .string(line.item.category)), ("unit", .string(line.item.unit)),
          ("onHand", .string(line.onHand.description)), ("nextExpiry", .optional(line.nextExpiry)),
        ])
      }
    ).rendered()
  }
}
