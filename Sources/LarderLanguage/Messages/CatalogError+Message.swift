import LarderCore

extension CatalogError: LocalizedMessage {
  /// The catalog's problem in the language of `l`; the system's reason as the system
  /// words it.
  public func message(_ l: Localization) -> String {
    switch self {
    case .missingColumn(let name):
      l.tr(
        "the catalog file has no '{column}' column: it is not an Open Food Facts export",
        ["column": name])
    case .noHeader:
      l.tr("the catalog file is empty: it has no header row")
    case .cannotReplace(let path, let reason):
      l.tr(
        "cannot write the product catalog '{path}' ({reason}); the previous one is kept",
        ["path": path, "reason": reason])
    case .noCatalog(let path):
      l.tr(
        "there is no product catalog at '{path}'",
        ["path": path])
    case .notInCatalog(let barcode):
      l.tr(
        "the product catalog has no product with the barcode {barcode}",
        ["barcode": barcode.digits])
    }
  }
}
