import LarderCore

/// One barcode found in an image: its kind and its data, as the scanner decoded them.
public struct ScannedCode: Hashable, Sendable {
  /// The barcode's kind.
  public var symbology: Symbology
  /// The decoded data: the digits of a product barcode, the text of a QR code.
  public var data: String

  public init(symbology: Symbology, data: String) {
    self.symbology = symbology
    self.data = data
  }

  /// The product number it carries, or nil for a QR code (or digits that are not a GTIN).
  /// zbar may report a UPC-A as an EAN-13 with a leading 0: both have the same `GTIN.key`.
  public var gtin: GTIN? {
    guard symbology.isProduct else { return nil }
    return try? GTIN(data)
  }
}
