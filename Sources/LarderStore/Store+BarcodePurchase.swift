import LarderCore

extension Store {
  /// Records a purchase, as `addPurchase` does, and gives its item `barcode` in the same
  /// change: what the web's Add page does after an unknown barcode was scanned, so one undo
  /// takes back both the purchase and the barcode.
  ///
  /// - Throws: the errors of `addPurchase`, and `StoreError.barcodeTaken` when another
  ///   item has the barcode (nothing is then recorded).
  @discardableResult
  public func addPurchase(
    _ row: PurchaseRow, barcode: GTIN, today: CalendarDate, remembering: Remembered = [],
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> (item: Item, lot: Lot) {
    _ = try row.date.checkedNotAfter(Store.lastWritableDay(today))
    try row.checkText()
    return try recorded(
      origin,
      action: { (item: Item, lot: Lot) in
        .added(
          item: item.name, quantity: lot.quantity, unit: item.unit, price: lot.price, lot: lot.id)
      }
    ) {
      var row = row
      if !remembering.isEmpty, let last = try lastPurchase(row.item) {
        try remember(last, remembering, in: &row)
      }
      let bought = try insertPurchase(row, cache: nil)
      try addBarcodes([barcode], to: try findItem(bought.item.name))
      return bought
    }
  }
}
