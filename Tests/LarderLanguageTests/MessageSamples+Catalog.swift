import LarderCore
import LarderFiles
import LarderLanguage

extension MessageFamily {
  static let catalogErrors = MessageFamily(
    "CatalogError",
    [
      CatalogError.missingColumn("code"), .noHeader,
      .cannotReplace("/tmp/larder.sqlite.products", reason: "Permission denied"),
      .noCatalog("/tmp/larder.sqlite.products"),
      .notInCatalog(Given.barcode),
    ],
    kind: { (error: CatalogError) -> CatalogErrorCase in
      switch error {
      case .missingColumn: .missingColumn
      case .noHeader: .noHeader
      case .cannotReplace: .cannotReplace
      case .noCatalog: .noCatalog
      case .notInCatalog: .notInCatalog
      }
    }, render: { $0.message($1) }, english: \.description)

  enum CatalogErrorCase: CaseIterable {
    case missingColumn, noHeader, cannotReplace, noCatalog, notInCatalog
  }

  static let compressedInputErrors = MessageFamily(
    "CompressedInputError",
    [
      CompressedInputError.cannotOpen("/tmp/products.jsonl.gz"),
      .truncated("/tmp/products.jsonl.gz"),
      .corrupt("/tmp/products.jsonl.gz", reason: "invalid block type"),
    ],
    kind: { (error: CompressedInputError) -> CompressedInputCase in
      switch error {
      case .cannotOpen: .cannotOpen
      case .truncated: .truncated
      case .corrupt: .corrupt
      }
    }, render: { $0.message($1) }, english: \.description)

  enum CompressedInputCase: CaseIterable {
    case cannotOpen, truncated, corrupt
  }
}
