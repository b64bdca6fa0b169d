import LarderCore

extension FormValues {
  /// The barcode a scan kept in the form (`barcode`), or nil when there is none.
  ///
  /// - Throws: `FormError` with `GTIN`'s reason for digits that are no barcode.
  func barcode() throws(FormError) -> GTIN? {
    try value("barcode") { try GTIN($0) }
  }
}
