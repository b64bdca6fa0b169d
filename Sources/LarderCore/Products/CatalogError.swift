/// Why a product catalog cannot be read or put in place at all.
public enum CatalogError: Error, Hashable, Sendable {
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

}
