/// Why a product catalog cannot be read or put in place at all.
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A CSV export whose header lacks this column.
  case missingColumn(String)
  /// A CSV export without even a header row.
  case noHeader
  /// The new catalog file could not be created or renamed over the old one at this path;
  /// the system's reason (`strerror`), untranslated. The old catalog is as it was.
  case cannotReplace(String, reason: String)
  /// There is no catalog at this path: none was imported.
  case noCatalog(String)
  /// The catalog has no product with this barcode.
  case notInCatalog(GTIN)

  public var description: String {
    switch self {
    case .missingColumn(let name):
      return "the catalog file has no '\(name)' column: it is not an Open Food Facts export"
    case .noHeader:
      return "the catalog file is empty: it has no header row"
    case .cannotReplace(let path, let reason):
      return "cannot write the product catalog '\(path)' (\(reason)); the previous one is kept"
    case .noCatalog(let path):
      return "there is no product catalog at '\(path)': import one with 'larder products import'"
    case .notInCatalog(let barcode):
      return "the product catalog has no product with the barcode \(barcode)"
    }
  }
}
