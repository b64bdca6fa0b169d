import Foundation
import LarderCore

extension FuzzTarget {
  /// The input as Open Food Facts catalog lines, read by `CatalogReader` as the JSONL dump
  /// and as the tab-separated export, whole and in uneven chunks: both must give the same
  /// rows, and every product kept `checkCatalogProduct`'s promises.
  static func readCatalogLines(_ bytes: [UInt8]) {
    for format in [CatalogReader.Format.jsonLines, .tabSeparated] {
      var whole = CatalogReader(format: format, source: chunks(of: bytes, size: bytes.count))
      let size = Int(bytes.last ?? 1) % 13 + 1
      var chunked = CatalogReader(format: format, source: chunks(of: bytes, size: size))
      reading: while true {
        switch (Result { try whole.next() }, Result { try chunked.next() }) {
        case (.success(let a), .success(let b)):
          precondition(sameRow(a, b), "chunked catalog reading differs from whole reading")
          guard let row = a else { break reading }
          if case .product(let product) = row { checkCatalogProduct(product) }
        case (.failure(let a), .failure(let b)):
          precondition("\(a)" == "\(b)", "chunked catalog reading fails differently")
          break reading
        default: preconditionFailure("chunked catalog reading fails, or not, unlike whole")
        }
      }
    }
  }

  /// A source that hands out `bytes` `size` (at least 1) at a time, then nil.
  private static func chunks(of bytes: [UInt8], size: Int) -> () throws -> [UInt8]? {
    var offset = 0
    let step = max(size, 1)
    return {
      guard offset < bytes.count else { return nil }
      defer { offset += step }
      return Array(bytes[offset..<min(offset + step, bytes.count)])
    }
  }

  private static func sameRow(_ a: CatalogReader.Row?, _ b: CatalogReader.Row?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (.product(let x)?, .product(let y)?): x == y
    case (.skipped(let x)?, .skipped(let y)?): x == y
    default: false
    }
  }

  /// What `CatalogReader` promises of a product it keeps: a GTIN; a name in at least one
  /// field, and every name trimmed, in NFC, within `TextField.name`'s rules; the other
  /// fields within `maximumFieldBytes`. A name for every language; a package quantity,
  /// when it has one, positive, within `Quantity.maximum` and of a unit Larder knows.
  static func checkCatalogProduct(_ product: CatalogProduct) {
    precondition((try? GTIN(product.barcode.digits)) == product.barcode, "not a GTIN")
    let names = [product.name] + product.names.values
    precondition(names.contains { !$0.isEmpty }, "a product without a name")
    for name in names where !name.isEmpty {
      precondition((try? TextField.name.check(name)) != nil, "a name Larder refuses: \(name)")
      let spaces: Set<Character> = [" ", "\t"]
      precondition(
        !spaces.contains(name.first ?? " ") && !spaces.contains(name.last ?? " "),
        "a name not trimmed")
      precondition(name == name.precomposedStringWithCanonicalMapping, "a name not in NFC")
    }
    precondition(product.names.values.allSatisfy { !$0.isEmpty }, "an empty language name")
    let fields = [
      product.quantityText, product.productQuantity, product.productQuantityUnit,
      product.brands, product.categories.joined(separator: ","),
    ]
    for field in fields {
      precondition(field.utf8.count <= CatalogReader.maximumFieldBytes, "a field too long")
    }
    for language in ["en", "fr", "ja", "zh-Hant", "de"] {
      precondition(!product.name(forLanguage: language).isEmpty, "no name in \(language)")
    }
    _ = CategoryMap.category(of: product.categories)
    if let package = product.packageQuantity {
      precondition(package.quantity > .zero, "a package of \(package)")
      precondition(package.quantity <= Quantity.maximum, "a package past the bound")
      let units: Set<String> = ["g", "kg", "mg", "ml", "cl", "dl", "L", "pcs"]
      precondition(units.contains(package.unit.symbol), "a package in \(package.unit)")
    }
  }
}
