import LarderCore
import LarderErrors
import LarderFiles
import LarderLanguage

extension MessageFamily {
  static let catalogErrors = MessageFamily(
    "CatalogError",
    [
      CatalogError.missingColumn("code"), .noHeader,
      .cannotReplace("/tmp/pantry.sqlite.larder", reason: "Permission denied"),
      .noCatalog("/tmp/pantry.sqlite.larder"),
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
    }, render: { $0.message($1) })

  enum CatalogErrorCase: CaseIterable {
    case missingColumn, noHeader, cannotReplace, noCatalog, notInCatalog
  }

  static let compressedInputErrors = MessageFamily(
    "CompressedInputError",
    [
      CompressedInputError.cannotOpen("/tmp/pantry.gz"),
      .truncated("/tmp/pantry.gz"),
      .corrupt("/tmp/pantry.gz", reason: "error"),
    ],
    kind: { (error: CompressedInputError) -> CompressedInputCase in
      switch error {
      case .cannotOpen: .cannotOpen
      case .truncated: .truncated
      case .corrupt: .corrupt
      }
    }, render: { $0.message($1) })

  enum CompressedInputCase: CaseIterable {
    case cannotOpen, truncated, corrupt
  }
}
