import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderScan
import LarderStore

/// The barcodes in the photos a command was given, read through `BarcodeScanner`, and what
/// each one names in the household.
struct ScannedPhotos {
  /// The codes of one photo, in the order zbar found them.
  struct Photo {
    var path: String
    var codes: [ScannedCode]
  }

  var photos: [Photo]

  /// Reads and scans every photo at `paths`; a photo without a barcode is kept, empty.
  ///
  /// - Throws: `MissingInput` for a file that does not exist or cannot be read;
  ///   `ScanError.notAnImage` or `.tooLarge` for one that is not a JPEG or PNG photo it
  ///   may read.
  init(_ paths: [String], _ context: Context) throws {
    photos = try paths.map { path in
      var isFolder: ObjCBool = false
      let opened = context.path(path)
      guard FileManager.default.fileExists(atPath: opened, isDirectory: &isFolder),
        !isFolder.boolValue,
        let data = try? Data(contentsOf: URL(fileURLWithPath: opened), options: .alwaysMapped)
      else { throw MissingInput(path: path) }
      return Photo(path: path, codes: try BarcodeScanner.scan(data, name: path))
    }
  }

  /// Every product barcode found, each once (by its `GTIN.key`), in the photos' order.
  var productCodes: [GTIN] {
    var seen: Set<GTIN> = []
    return photos.flatMap(\.codes).compactMap(\.gtin).filter { seen.insert($0).inserted }
  }

  /// Fails when no photo holds a barcode at all.
  ///
  /// - Throws: `ScanError.noBarcode` naming the photo (or the first of several).
  func requireACode() throws(ScanError) {
    guard photos.contains(where: { !$0.codes.isEmpty }) else {
      throw .noBarcode(name: photos.first?.path ?? "")
    }
  }
}

/// What a scanned product barcode names in the household: the one place `scan`, `add --scan`
/// and the web look a code up.
enum BarcodeOwner {
  /// An item has the barcode.
  case item(Item)
  /// No item has it; the product catalog beside the household has this product.
  case product(CatalogMatch)
  /// Neither an item nor the catalog has it.
  case unknown

  /// The owner of `code` in `store`: the item that has it, else the product of the
  /// catalog beside the household at `household` (in the reader's language).
  ///
  /// - Throws: the store's and the catalog's read errors.
  static func of(_ code: GTIN, in store: Store, household: String) throws -> BarcodeOwner {
    if let item = try store.item(withBarcode: code) { return .item(item) }
    if let match = try ProductCatalog.match(
      code, besideHousehold: household, language: Localization.current.language.code,
      overrides: store.categoryOverrides)
    {
      return .product(match)
    }
    return .unknown
  }
}
