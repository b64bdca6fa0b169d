import Foundation
import Testing

/// Item barcodes through the binary: `edit --barcode`, `show`, `search`, `add --barcode`
/// (with `--name`, and at a terminal's prompt) and the export's `barcodes` column.
@Suite struct BarcodeCommandTests {
  /// Nutella 400 g's EAN-13: 3017620422003 (check digit 3).
  static let nutella = "3017620422003"

  /// A household with one jar of Nutella bought for 3.99 on 2026-11-02.
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    let bought = try larder.run(
      ["add", "Nutella", "1", "--unit", "pcs", "--price", "3.99", "--date", "2026-11-02"])
    #expect(bought.status == 0, "\(bought.stderr)")
    return larder
  }

  @Test func anItemShowsAndIsFoundByItsBarcode() throws {
    let larder = try household()
    let edited = try larder.run(["edit", "Nutella", "--barcode", Self.nutella])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try larder.run(["show", "Nutella"]).stdout.contains("barcodes:  3017620422003"))
    let found = try larder.run(["search", Self.nutella])
    #expect(found.status == 0)
    #expect(found.stdout.contains("Nutella"))
  }

  @Test func aWrongCheckDigitIsRefusedNamingTheRightOne() throws {
    let larder = try household()
    let refused = try larder.run(["edit", "Nutella", "--barcode", "3017620422004"])
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("its last digit (the check digit) should be 3"))
    #expect(try larder.run(["show", "Nutella"]).stdout.contains("barcodes:") == false)
  }

  @Test func noBarcodeTakesOneOff() throws {
    let larder = try household()
    try larder.run(["edit", "Nutella", "--barcode", Self.nutella, "--barcode", "036000291452"])
    let removed = try larder.run(["edit", "Nutella", "--no-barcode", Self.nutella])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(try larder.run(["show", "Nutella"]).stdout.contains("barcodes:  036000291452\n"))
  }

  @Test func addByBarcodeBuysTheItemThatHasIt() throws {
    let larder = try household()
    try larder.run(["edit", "Nutella", "--barcode", Self.nutella])
    let added = try larder.run(
      ["add", "--barcode", Self.nutella, "2", "--price", "7.98", "--date", "2026-11-03"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.hasPrefix("Added 2 pcs of Nutella for 7.98 EUR"))
  }

  @Test func addByBarcodeWithoutAQuantityBuysTheUsualPackAtItsLastPrice() throws {
    let larder = try LarderBinary()
    try larder.run([
      "add", "Gruyère", "250", "--unit", "g", "--price", "4.50", "--date", "2026-11-02",
    ])
    try larder.run(["edit", "Gruyère", "--barcode", "20012342"])
    let added = try larder.run(["add", "--barcode", "20012342", "--date", "2026-11-03"])
    #expect(added.stdout.hasPrefix("Added 250 g of Gruyère for 4.50 EUR"), "\(added.stderr)")
    // The usual pack is in the item's unit, whatever --unit says.
    let inKilograms = try larder.run(
      ["add", "--barcode", "20012342", "--unit", "kg", "--date", "2026-11-04"])
    #expect(inKilograms.stdout.hasPrefix("Added 250 g of Gruyère"), "\(inKilograms.stderr)")
  }

  @Test func anUnknownBarcodeWithoutANameIsRefusedSayingHowToNameIt() throws {
    let larder = try household()
    let refused = try larder.run(["add", "--barcode", Self.nutella, "1"])
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == "Error: no item has the barcode 3017620422003; give --name NAME to say which item it is, or 'larder edit NAME --barcode CODE'\n"
    )
  }

  @Test func nameLearnsTheBarcodeForTheNextPurchase() throws {
    let larder = try LarderBinary()
    let first = try larder.run(
      ["add", "--barcode", Self.nutella, "1", "--name", "Pâte à tartiner", "--price", "3.99"])
    #expect(first.status == 0, "\(first.stderr)")
    let second = try larder.run(["add", "--barcode", Self.nutella, "1"])
    #expect(
      second.stdout.hasPrefix("Added 1 pcs of Pâte à tartiner for 3.99 EUR"), "\(second.stderr)")
  }

  @Test func onATerminalAnUnknownBarcodeAsksForTheName() throws {
    // script(1) runs larder on a pseudo-terminal, its input the name typed at the prompt.
    let larder = try LarderBinary()
    let command = [LarderBinary.executable.path, "add", "--barcode", Self.nutella, "1"]
      .map { "'\($0)'" }.joined(separator: " ")
    let result = try larder.runProgram(
      "/usr/bin/script", ["-qec", command, "/dev/null"], stdin: "Nutella\n")
    #expect(result.stdout.contains("What is it called?"), "\(result.stdout)")
    #expect(result.stdout.contains("Added 1 pcs of Nutella"), "\(result.stdout)")
    #expect(try larder.run(["show", "Nutella"]).stdout.contains("barcodes:  3017620422003"))
  }

  @Test func aBarcodeInTheCatalogMakesTheItemInTheHouseholdsLanguage() throws {
    let larder = try LarderBinary()
    let catalog = try larder.write(
      "products.jsonl",
      #"{"code":"3017620422003","product_name":"Nutella","product_name_fr":"Pâte à tartiner aux noisettes","#
        + #""product_quantity":"400","product_quantity_unit":"g","categories_tags":["en:spreads"]}"#
        + "\n")
    #expect(try larder.run(["products", "import", catalog]).status == 0)
    let added = try larder.run(
      ["--lang", "fr", "add", "--barcode", Self.nutella, "--price", "3,99", "--date", "2026-11-03"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      added.stdout.contains("Pâte à tartiner aux noisettes, 400 g pour 3,99"), "\(added.stdout)")
    let shown = try larder.run(["show", "Pâte à tartiner aux noisettes"]).stdout
    #expect(shown.contains("unit:      g\n"))
    #expect(shown.contains("barcodes:  3017620422003\n"))
    #expect(try larder.run(["search", Self.nutella]).stdout.contains("Pâte à tartiner"))
  }

  @Test func anExportWithBarcodesImportsBackByteForByte() throws {
    let larder = try household()
    try larder.run(["edit", "Nutella", "--barcode", Self.nutella, "--barcode", "036000291452"])
    let exported = try larder.run(["export", "--format", "csv", "--output", "first"])
    #expect(exported.status == 0, "\(exported.stderr)")
    let purchases = try String(
      contentsOf: larder.folder.appendingPathComponent("first/purchases.csv"), encoding: .utf8)
    #expect(purchases.hasSuffix(",036000291452 3017620422003,,,,,\r\n"), "\(purchases)")
    let copy = try LarderBinary(.noDatabase)
    let imported = try copy.run(["import", "-"], stdin: purchases)
    #expect(imported.status == 0, "\(imported.stderr)")
    try copy.run(["export", "--format", "csv", "--output", "again"])
    let again = try String(
      contentsOf: copy.folder.appendingPathComponent("again/purchases.csv"), encoding: .utf8)
    #expect(again == purchases)
    #expect(try copy.run(["search", Self.nutella]).stdout.contains("Nutella"))
  }
}
