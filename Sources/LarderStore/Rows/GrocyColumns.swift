import LarderCore

/// A Grocy product with its stock unit, location and group named, for `Store.readGrocy`.
/// A column that an older Grocy lacks reads as NULL (`has` holds `table.column` of every
/// column the file has).
enum GrocyProductColumns: Int32, ResultColumns {
  case id, name, unit, location, group, bestBeforeDays

  var sql: String {
    switch self {
    case .id: "products.id"
    case .name: "products.name"
    case .unit: "quantity_units.name"
    case .location: "locations.name"
    case .group: "product_groups.name"
    case .bestBeforeDays: "products.default_best_before_days"
    }
  }

  /// The products by id, each with its barcodes.
  static func products(_ grocy: Connection, _ has: Set<String>) throws -> [GrocyDatabase.Product] {
    var missing: [Self: String] = [:]
    var joins = "LEFT JOIN quantity_units ON quantity_units.id = products.qu_id_stock"
    if has.contains("locations.name") && has.contains("products.location_id") {
      joins += " LEFT JOIN locations ON locations.id = products.location_id"
    } else {
      missing[.location] = "NULL"
    }
    if has.contains("product_groups.name") && has.contains("products.product_group_id") {
      joins += " LEFT JOIN product_groups ON product_groups.id = products.product_group_id"
    } else {
      missing[.group] = "NULL"
    }
    if !has.contains("products.default_best_before_days") { missing[.bestBeforeDays] = "0" }
    let barcodes = try barcodesByProduct(grocy, has)
    return try grocy.rows(
      "SELECT \(select { missing[$0] }) FROM products \(joins) ORDER BY products.id"
    ) { row in
      let reader = ColumnReader<Self>(row, table: "products")
      let id = reader.int64(.id)
      return GrocyDatabase.Product(
        id: id, name: reader.text(.name), unit: reader.optionalText(.unit),
        location: reader.optionalText(.location), group: reader.optionalText(.group),
        bestBeforeDays: reader.optionalInt64(.bestBeforeDays) ?? 0,
        barcodes: barcodes[id] ?? [])
    }
  }

  /// `product_barcodes`, or the comma-separated `products.barcode` of older versions.
  private static func barcodesByProduct(_ grocy: Connection, _ has: Set<String>) throws
    -> [Int64: [String]]
  {
    var out: [Int64: [String]] = [:]
    if has.contains("product_barcodes.barcode") {
      try grocy.statement(
        "SELECT \(GrocyBarcodeColumns.select) FROM product_barcodes ORDER BY id"
      ).forEachRow { row in
        let reader = ColumnReader<GrocyBarcodeColumns>(row, table: "product_barcodes")
        out[reader.int64(.productID), default: []].append(reader.text(.barcode))
      }
    } else if has.contains("products.barcode") {
      try grocy.statement(
        "SELECT id, barcode FROM products WHERE coalesce(barcode, '') <> '' ORDER BY id"
      ).forEachRow { row in
        let reader = ColumnReader<GrocyOldBarcodeColumns>(row, table: "products")
        out[reader.int64(.id)] = reader.text(.barcode).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      }
    }
    return out
  }
}

/// A row of Grocy's `product_barcodes`.
enum GrocyBarcodeColumns: Int32, ResultColumns {
  case id, productID, barcode

  var sql: String {
    switch self {
    case .id: "id"
    case .productID: "product_id"
    case .barcode: "barcode"
    }
  }
}

/// A product's barcodes in the comma-separated column of Grocy before 2.6.
enum GrocyOldBarcodeColumns: Int32, ResultColumns {
  case id, barcode

  var sql: String { self == .id ? "id" : "barcode" }
}

/// A purchase, consumption, spoilage or opening of Grocy's `stock_log` not undone, for
/// `Store.readGrocy`.
enum GrocyLogColumns: Int32, ResultColumns {
  case id, productID, stockID, kind, amount, price, bestBefore, purchased, used, spoiled, store

  var sql: String {
    switch self {
    case .id: "stock_log.id"
    case .productID: "stock_log.product_id"
    case .stockID: "stock_log.stock_id"
    case .kind: "stock_log.transaction_type"
    case .amount: "CAST(stock_log.amount AS TEXT)"
    case .price: "CAST(stock_log.price AS TEXT)"
    case .bestBefore: "stock_log.best_before_date"
    case .purchased: "stock_log.purchased_date"
    case .used: "stock_log.used_date"
    case .spoiled: "stock_log.spoiled"
    case .store: "shopping_locations.name"
    }
  }

  /// The log's entries in order.
  static func log(_ grocy: Connection, _ has: Set<String>) throws -> [GrocyDatabase.LogEntry] {
    var missing: [Self: String] = [:]
    var join = ""
    if has.contains("shopping_locations.name") && has.contains("stock_log.shopping_location_id") {
      join =
        "LEFT JOIN shopping_locations ON shopping_locations.id = stock_log.shopping_location_id"
    } else {
      missing[.store] = "NULL"
    }
    for (column, name) in [
      (Self.price, "price"), (.bestBefore, "best_before_date"), (.purchased, "purchased_date"),
      (.used, "used_date"), (.spoiled, "spoiled"),
    ] where !has.contains("stock_log." + name) {
      missing[column] = column == .spoiled ? "0" : "NULL"
    }
    let undone = has.contains("stock_log.undone") ? "AND stock_log.undone = 0" : ""
    return try grocy.rows(
      """
      SELECT \(select { missing[$0] }) FROM stock_log \(join)
      WHERE stock_log.transaction_type IN ('purchase', 'consume', 'product-opened') \(undone)
      ORDER BY stock_log.id
      """
    ) { row in
      let reader = ColumnReader<Self>(row, table: "stock_log")
      return GrocyDatabase.LogEntry(
        productID: reader.int64(.productID), stockID: reader.text(.stockID),
        kind: reader.text(.kind), amount: reader.text(.amount),
        price: reader.optionalText(.price), bestBefore: reader.optionalText(.bestBefore),
        purchased: reader.optionalText(.purchased), used: reader.optionalText(.used),
        spoiled: reader.optionalInt64(.spoiled) == 1, store: reader.optionalText(.store))
    }
  }
}

/// A row of Grocy's `stock`: what is left of one entry, for `Store.readGrocy`.
enum GrocyStockColumns: Int32, ResultColumns {
  case id, productID, stockID, amount, price, bestBefore, purchased, store

  var sql: String {
    switch self {
    case .id: "stock.id"
    case .productID: "stock.product_id"
    case .stockID: "stock.stock_id"
    case .amount: "CAST(stock.amount AS TEXT)"
    case .price: "CAST(stock.price AS TEXT)"
    case .bestBefore: "stock.best_before_date"
    case .purchased: "stock.purchased_date"
    case .store: "shopping_locations.name"
    }
  }

  /// The stock entries in order; none when the file has no `stock` table.
  static func stock(_ grocy: Connection, _ has: Set<String>) throws -> [GrocyDatabase.LogEntry] {
    guard ["stock.product_id", "stock.stock_id", "stock.amount"].allSatisfy(has.contains) else {
      return []
    }
    var missing: [Self: String] = [:]
    var join = ""
    if has.contains("shopping_locations.name") && has.contains("stock.shopping_location_id") {
      join = "LEFT JOIN shopping_locations ON shopping_locations.id = stock.shopping_location_id"
    } else {
      missing[.store] = "NULL"
    }
    for (column, name) in [
      (Self.price, "price"), (.bestBefore, "best_before_date"), (.purchased, "purchased_date"),
    ] where !has.contains("stock." + name) {
      missing[column] = "NULL"
    }
    return try grocy.rows("SELECT \(select { missing[$0] }) FROM stock \(join) ORDER BY stock.id") {
      row in
      let reader = ColumnReader<Self>(row, table: "stock")
      return GrocyDatabase.LogEntry(
        productID: reader.int64(.productID), stockID: reader.text(.stockID), kind: "stock",
        amount: reader.text(.amount), price: reader.optionalText(.price),
        bestBefore: reader.optionalText(.bestBefore), purchased: reader.optionalText(.purchased),
        used: nil, spoiled: false, store: reader.optionalText(.store))
    }
  }
}
