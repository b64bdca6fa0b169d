import Foundation
import Testing

/// `larder scan` and `larder add --scan` on photos the tests draw (python-barcode and
/// Pillow), decoded by the real zbar.
@Suite struct ScanCommandTests {
  /// Rice (1 kg for 1.89 at Lidl) with the EAN-13 4006381333931; Lentils, no barcode.
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    try larder.run(["add", "Rice", "1", "--unit", "kg", "--price", "1.89", "--store", "Lidl"])
    try larder.run(["add", "Lentils", "0.5", "--unit", "kg", "--price", "2.10"])
    try givesBarcode(larder, item: "Rice", "4006381333931")
    return larder
  }

  /// Gives `item` a barcode by hand, as `edit --barcode` will.
  func givesBarcode(_ larder: LarderBinary, item: String, _ digits: String) throws {
    let key = String(repeating: "0", count: 14 - digits.count) + digits
    _ = try larder.sqlite(
      "INSERT INTO item_barcodes (item_id, barcode, digits) SELECT id, '\(key)', '\(digits)' FROM items WHERE name = '\(item)'"
    )
  }

  /// Draws a photo of `codes` ("ean13:400638133393"…) into the scratch folder.
  @discardableResult
  func photo(
    _ larder: LarderBinary, _ name: String, _ codes: [String], rotate: Double = 0,
    blur: Double = 0
  ) throws -> String {
    let path = larder.path(name)
    let script = LarderBinary.root.appendingPathComponent(
      "Tests/Fixtures/make_barcode_photo.py"
    ).path
    let (status, output) = try LarderBinary.python(
      [script, path, "--rotate", "\(rotate)", "--blur", "\(blur)"] + codes)
    #expect(status == 0, "\(output)")
    return path
  }

  @Test func namesTheItemOfEachBarcodeAndSaysWhichAreNotKnown() throws {
    let larder = try household()
    try photo(
      larder, "shelf.jpg", ["ean13:400638133393", "ean8:9638507"], rotate: 20, blur: 1)
    let result = try larder.run(["scan", "shelf.jpg"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "4006381333931  Rice\n96385074  not known\n")
  }

  @Test func severalPhotosStartEachLineWithTheirPath() throws {
    let larder = try household()
    try photo(larder, "a.png", ["upca:03600029145"])
    try photo(larder, "b.png", ["ean13:400638133393"], rotate: -15)
    let result = try larder.run(["scan", "a.png", "b.png"])
    #expect(result.stdout == "a.png: 036000291452  not known\nb.png: 4006381333931  Rice\n")
  }

  @Test func aPhotoWithoutABarcodeSaysSoAndFailsWhenItIsTheOnlyOne() throws {
    let larder = try household()
    let (status, output) = try LarderBinary.python([
      "-c", "import sys; from PIL import Image; Image.new('L', (60, 40), 255).save(sys.argv[1])",
      larder.path("wall.png"),
    ])
    #expect(status == 0, "\(output)")
    try photo(larder, "rice.png", ["ean13:400638133393"])
    let both = try larder.run(["scan", "wall.png", "rice.png"])
    #expect(both.status == 0)
    #expect(both.stdout.hasPrefix("wall.png: no barcode found\n"))
    let alone = try larder.run(["scan", "wall.png"])
    #expect(alone.status == 65)
    #expect(
      alone.stderr
        == "Error: no barcode found in wall.png: hold the barcode flat, well lit and filling most of the photo\n"
    )
  }

  @Test func aMissingPhotoExits66AndAFileThatIsNoPhoto65() throws {
    let larder = try household()
    let missing = try larder.run(["scan", "nothing.jpg"])
    #expect(missing.status == 66)
    _ = try larder.write("notes.txt", "Rice\n")
    let text = try larder.run(["scan", "notes.txt"])
    #expect(text.status == 65)
    #expect(
      text.stderr
        == "Error: cannot read notes.txt: it is not a JPEG or PNG image that can be read\n")
  }

  @Test func addScanYesAddsOneUsualPackPerKnownBarcodeAtTheLastPrice() throws {
    let larder = try household()
    try givesBarcode(larder, item: "Lentils", "96385074")
    try photo(
      larder, "shopping.jpg", ["ean13:400638133393", "ean8:9638507", "upca:03600029145"],
      rotate: 15, blur: 1)
    let result = try larder.run(["add", "--scan", "shopping.jpg", "--yes"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("4006381333931: 1 kg of Rice"))
    #expect(lines.contains("96385074: 0.5 kg of Lentils"))
    #expect(lines.contains("036000291452: not known, not added"))
    #expect(lines.filter { $0.hasPrefix("Added 1 kg of Rice for 1.89 EUR (lot ") }.count == 1)
    #expect(lines.filter { $0.hasPrefix("Added 0.5 kg of Lentils for 2.10 EUR (lot ") }.count == 1)
    let rice = try larder.run(["show", "Rice", "--format", "json"])
    #expect(rice.stdout.components(separatedBy: "\"Lidl\"").count == 3)
  }

  @Test func addScanMakesTheItemOfACatalogProductWithItsPackAndLearnsTheBarcode() throws {
    let larder = try household()
    let catalog = try larder.write(
      "products.jsonl",
      #"{"code":"3017620422003","product_name":"Nutella","product_name_fr":"Pâte à tartiner","#
        + #""product_quantity":"400","product_quantity_unit":"g","categories_tags":["en:spreads"]}"#
        + "\n")
    #expect(try larder.run(["products", "import", catalog]).status == 0)
    try photo(larder, "jar.png", ["ean13:301762042200"])
    let result = try larder.run(["add", "--scan", "jar.png", "--yes", "--lang", "fr"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix("3017620422003 : 400 g de Pâte à tartiner\n"), "\(result.stdout)")
    let shown = try larder.run(["show", "Pâte à tartiner"])
    #expect(shown.stdout.contains("Pâte à tartiner"), "\(shown.stdout)")
    #expect(shown.stdout.contains("barcodes:  3017620422003"), "\(shown.stdout)")
  }

  @Test func addScanRecordsItsPurchasesOnTheDateGiven() throws {
    let larder = try household()
    try photo(larder, "rice.png", ["ean13:400638133393"])
    let result = try larder.run(["add", "--scan", "rice.png", "--yes", "--date", "2026-11-28"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try larder.run(["show", "Rice", "--format", "json"]).stdout.contains("2026-11-28"))
  }

  /// `add --scan` on a terminal, answered `answer`: its status and all it wrote.
  func addScanOnATerminal(_ larder: LarderBinary, _ photo: String, answering answer: String)
    throws -> (Int32, String)
  {
    try LarderBinary.python([
      LarderBinary.checker("on_a_terminal.py"), answer, LarderBinary.executable.path, "add",
      "--scan", photo, "--db", larder.database,
    ])
  }

  @Test func addScanOnATerminalAddsWhenTheAnswerIsYes() throws {
    let larder = try household()
    let photo = try photo(larder, "rice.png", ["ean13:400638133393"])
    let (status, output) = try addScanOnATerminal(larder, photo, answering: "y")
    #expect(status == 0, "\(output)")
    #expect(output.hasPrefix("4006381333931: 1 kg of Rice\nAdd 1 purchase? [y/N] y\n"))
    #expect(output.contains("\nAdded 1 kg of Rice for 1.89 EUR (lot "))
  }

  @Test func addScanOnATerminalAddsNothingWithoutAYes() throws {
    let larder = try household()
    let photo = try photo(larder, "rice.png", ["ean13:400638133393"])
    let (status, output) = try addScanOnATerminal(larder, photo, answering: "")
    #expect(status == 0)
    #expect(output.hasSuffix("Nothing was added.\n"))
    #expect(!(try larder.run(["history"]).stdout.contains("add --scan")))
  }

  @Test func addScanOnAFrenchTerminalTakesOui() throws {
    let larder = try household()
    let photo = try photo(larder, "rice.png", ["ean13:400638133393"])
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("on_a_terminal.py"), "oui", LarderBinary.executable.path, "add",
      "--scan", photo, "--db", larder.database, "--lang", "fr",
    ])
    #expect(status == 0, "\(output)")
    #expect(output.contains("Ajouter 1 achat ? [o/N] oui\n"))
    #expect(output.contains("1 kg de Rice"))
  }

  @Test func addScanOffATerminalWithoutYesAddsNothing() throws {
    let larder = try household()
    try photo(larder, "rice.png", ["ean13:400638133393"])
    let result = try larder.run(["add", "--scan", "rice.png"], stdin: "y\n")
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("Error: add --scan asks before adding; off a terminal, give --yes\n"))
    let history = try larder.run(["history"])
    #expect(!history.stdout.contains("add --scan"))
  }

  @Test func addScanOfOnlyUnknownBarcodesExits65() throws {
    let larder = try household()
    try photo(larder, "beans.png", ["ean8:9638507"])
    let result = try larder.run(["add", "--scan", "beans.png", "--yes"])
    #expect(result.status == 65)
    #expect(result.stdout == "96385074: not known, not added\n")
    #expect(result.stderr.contains("none of the barcodes found is on an item bought before"))
  }

  @Test func addScanStartsNoHouseholdWhenItAddsNothing() throws {
    let larder = try LarderBinary(.noDatabase)
    try photo(larder, "beans.png", ["ean8:9638507"])
    let result = try larder.run(["add", "--scan", "beans.png", "--yes"])
    #expect(result.status == 65)
    #expect(!FileManager.default.fileExists(atPath: larder.database))
  }

  @Test func addScanTakesNoNameAndYesNeedsScan() throws {
    let larder = try household()
    try photo(larder, "rice.png", ["ean13:400638133393"])
    #expect(try larder.run(["add", "Rice", "--scan", "rice.png", "--yes"]).status == 64)
    #expect(try larder.run(["add", "Rice", "1", "--yes"]).status == 64)
    let priced = try larder.run(["add", "--scan", "rice.png", "--yes", "--price", "2"])
    #expect(priced.status == 64)
    #expect(
      priced.stderr.hasPrefix(
        "Error: add --scan takes each purchase from the item's last; leave out --price\n"))
    let missing = try larder.run(["add", "Rice"])
    #expect(missing.status == 64)
    #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<quantity>'\n"))
  }
}
