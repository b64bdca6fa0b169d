/// The kind of a barcode the scanner reads.
public enum Symbology: String, Hashable, Sendable, CaseIterable {
  /// EAN-13 (GTIN-13), the product barcode of most of the world.
  case ean13 = "EAN-13"
  /// UPC-A (GTIN-12), the product barcode of North America.
  case upcA = "UPC-A"
  /// EAN-8 (GTIN-8), the short product barcode of small packs.
  case ean8 = "EAN-8"
  /// A QR code, which names no product.
  case qrCode = "QR-Code"

  /// Whether its data is a product number (a GTIN).
  public var isProduct: Bool { self != .qrCode }
}
