import CSQLite
import LarderCore

/// `larder_share(price, quantity, lot_quantity)`: the share of a lot's price that
/// `quantity` of its `lot_quantity` is worth, in minor units, rounded half away from zero:
/// exactly `Money.prorated`, computed in 128 bits. SQLite's own `price * quantity` would
/// turn into a float past 64 bits; this raises "integer overflow" instead, as `sum()` does.
/// 0 for a lot quantity of 0; NULL when an argument is NULL.
enum ShareFunction {
  static let name = "larder_share"

  /// Makes the function known to the connection `handle`.
  static func register(on handle: OpaquePointer) -> Int32 {
    sqlite3_create_function_v2(
      handle, name, 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
      { context, count, arguments in
        guard let context, count == 3, let arguments,
          let price = arguments[0], let quantity = arguments[1], let lot = arguments[2],
          sqlite3_value_type(price) != SQLITE_NULL, sqlite3_value_type(quantity) != SQLITE_NULL,
          sqlite3_value_type(lot) != SQLITE_NULL
        else {
          if let context { sqlite3_result_null(context) }
          return
        }
        // The currency plays no part in the share.
        do {
          let share = try Money(minorUnits: sqlite3_value_int64(price), currency: .euro)
            .prorated(
              Quantity(thousandths: sqlite3_value_int64(quantity)),
              of: Quantity(thousandths: sqlite3_value_int64(lot)))
          sqlite3_result_int64(context, share.minorUnits)
        } catch {
          // `prorated` fails only past 64 bits: the error `sum()` raises there.
          sqlite3_result_error(context, "integer overflow", -1)
        }
      }, nil, nil, nil)
  }
}
