import LarderCore

/// A Grocy database written as text, one row a line and its fields split by `|`, so that a
/// fuzz input (and a seed) reads as the rows it makes:
///
/// - `p|id|name|unit|location|group|best-before days|barcode,barcode`: a product;
/// - `l|product id|stock id|kind|amount|price|best before|purchased|used|spoiled|store`: a
///   row of `stock_log` (`spoiled` is `1` for spoilage);
/// - `s|product id|stock id|amount|price|best before|purchased|store`: a row of `stock`;
/// - `c|CODE`: the currency (EUR by default); `t|YYYY-MM-DD`: today (2026-11-28 by
///   default).
///
/// A missing field is nil where Grocy's column may be null, else empty (a number, 0);
/// other lines are ignored.
struct GrocyRows {
  var database = GrocyDatabase(products: [], log: [])
  var currency = Currency.euro
  var today = CalendarDate(year: 2026, month: 11, day: 28) ?? .latest

  /// The rows of `bytes`, read as UTF-8.
  init(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      func field(_ index: Int) -> String? { index < fields.count ? fields[index] : nil }
      func text(_ index: Int) -> String { field(index) ?? "" }
      func number(_ index: Int) -> Int64 { Int64(text(index)) ?? 0 }
      switch fields[0] {
      case "p":
        database.products.append(
          GrocyDatabase.Product(
            id: number(1), name: text(2), unit: field(3), location: field(4), group: field(5),
            bestBeforeDays: number(6),
            barcodes: text(7).split(separator: ",").map(String.init)))
      case "l":
        database.log.append(
          GrocyDatabase.LogEntry(
            productID: number(1), stockID: text(2), kind: text(3), amount: text(4),
            price: field(5), bestBefore: field(6), purchased: field(7), used: field(8),
            spoiled: text(9) == "1", store: field(10)))
      case "s":
        database.stock.append(
          GrocyDatabase.LogEntry(
            productID: number(1), stockID: text(2), kind: "stock", amount: text(3),
            price: field(4), bestBefore: field(5), purchased: field(6), used: nil,
            spoiled: false, store: field(7)))
      case "c":
        if let code = try? Currency(code: text(1)) { currency = code }
      case "t":
        if let day = try? CalendarDate(parsing: text(1)) { today = day }
      default: continue
      }
    }
  }
}
