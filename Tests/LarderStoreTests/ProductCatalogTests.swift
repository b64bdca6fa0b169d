import Foundation
import LarderCore
import Testing

@testable import LarderStore

/// The catalog file beside a household: replaced whole or not at all, looked up by any
/// spelling of a barcode; the household's mapping of tags, kept in the household's file.
@Suite struct ProductCatalogTests {
  /// A fresh catalog path in a folder of its own.
  func catalogPath() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "larder-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("larder.sqlite.products").path
  }

  /// A reader of `lines` of the JSONL dump that fails with `failure` after them, if given.
  func reader(_ lines: [String], then failure: (any Error)? = nil) -> CatalogReader {
    var chunks = lines.map { Array(($0 + "\n").utf8) }[...]
    return CatalogReader(format: .jsonLines) {
      if let chunk = chunks.popFirst() { return chunk }
      if let failure { throw failure }
      return nil
    }
  }

  struct Cut: Error {}

  @Test func aBarcodeIsFoundByAnyOfItsSpellings() throws {
    let path = try catalogPath()
    let summary = try ProductCatalog.replace(
      at: path, reading: reader([#"{"code":"012345678905","product_name":"Rice"}"#]))
    #expect(summary.kept == 1)
    let catalog = try #require(try ProductCatalog.open(path: path))
    #expect(try catalog.product(GTIN("0012345678905"))?.name == "Rice")
    #expect(try catalog.product(GTIN("012345678905"))?.barcode.digits == "012345678905")
  }

  @Test func aRepeatedBarcodeKeepsTheFirstAndIsCounted() throws {
    let path = try catalogPath()
    let summary = try ProductCatalog.replace(
      at: path,
      reading: reader([
        #"{"code":"3017620422003","product_name":"Rice"}"#,
        #"{"code":"3017620422003","product_name":"Eggs"}"#,
      ]))
    #expect(summary.read == 2)
    #expect(summary.kept == 1)
    #expect(summary.skipped == [.duplicate: 1])
    let catalog = try #require(try ProductCatalog.open(path: path))
    #expect(try catalog.product(GTIN("3017620422003"))?.name == "Rice")
  }

  @Test func aFailedImportLeavesThePreviousCatalog() throws {
    let path = try catalogPath()
    _ = try ProductCatalog.replace(
      at: path, reading: reader([#"{"code":"3017620422003","product_name":"Rice"}"#]))
    #expect(throws: Cut.self) {
      _ = try ProductCatalog.replace(
        at: path, reading: reader([#"{"code":"4006381333931","product_name":"Eggs"}"#], then: Cut())
      )
    }
    let catalog = try #require(try ProductCatalog.open(path: path))
    #expect(try catalog.count() == 1)
    #expect(try catalog.product(GTIN("3017620422003"))?.name == "Rice")
    let folder = (path as NSString).deletingLastPathComponent
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == ["larder.sqlite.products"])
  }

  @Test func theHouseholdsMappingComesBeforeTheDefaultTable() throws {
    let path = try catalogPath()
    let line =
      #"{"code":"4902902130143","product_name":"Yogurt","categories_tags":["en:dairies","en:yogurts"]}"#
    _ = try ProductCatalog.replace(at: path, reading: reader([line]))
    let catalog = try #require(try ProductCatalog.open(path: path))
    let barcode = try GTIN("4902902130143")
    #expect(try catalog.match(barcode, language: "en", overrides: [:])?.category == "dairy")
    #expect(
      try catalog.match(barcode, language: "en", overrides: ["en:yogurts": "yogurts"])?.category
        == "yogurts")
  }

  @Test func mappingATagIsOneChangeThatUndoReverses() throws {
    let store = try InProcessStore.empty()
    try store.mapCategoryTag("en:yogurts", to: "yogurts")
    #expect(try store.categoryOverrides() == ["en:yogurts": "yogurts"])
    #expect(
      try store.changes(limit: 1).first?.action
        == .mappedCategoryTag(tag: "en:yogurts", category: "yogurts"))
    try store.mapCategoryTag("en:yogurts", to: "dairy")
    try store.undo()
    #expect(try store.categoryOverrides() == ["en:yogurts": "yogurts"])
    try store.mapCategoryTag("en:yogurts", to: nil)
    #expect(try store.categoryOverrides() == [:])
    try store.undo()
    try store.undo()
    #expect(try store.categoryOverrides() == [:])
  }

  @Test func anUpgradeTakesTheMappingTheCatalogFileKept() throws {
    // Before schema 19 the household's mapping was a table of the catalog file.
    let path = (try catalogPath() as NSString).deletingPathExtension
    do {
      let store = try Store(path: path)
      try store.db.execute(
        "DELETE FROM larder_migrations WHERE version >= 19;" + InProcessStore.beforeMigration20
          + InProcessStore.beforeMigration19)
    }
    do {
      let old = try Connection(path: ProductCatalog.path(besideHousehold: path))
      try old.execute(
        """
        CREATE TABLE category_map (tag TEXT NOT NULL PRIMARY KEY, category TEXT NOT NULL);
        INSERT INTO category_map VALUES ('en:yogurts', 'yogurts');
        """)
    }
    let store = try Store(path: path)
    #expect(try store.categoryOverrides() == ["en:yogurts": "yogurts"])
  }

  @Test func noFileIsNoCatalog() throws {
    #expect(try ProductCatalog.open(path: try catalogPath()) == nil)
  }
}
