import LarderCore
import LarderLanguage
import LarderScan
import LarderStore

/// `larder scan`: the barcodes in photos, and what each names.
enum ScanCommand: Command {
  static let spec = CommandSpec(
    name: "scan", abstract: "Read the barcodes in photos and name the item of each.",
    discussion: """
      Decodes the EAN-13, UPC-A and EAN-8 barcodes (and QR codes) in JPEG or PNG photos,
      in any direction, and prints one line per code: the barcode, then the item that has
      it, the product the catalog has for it, or "not known". With several photos each
      line starts with the photo's path. A photo without a barcode says so; when none of
      them has one, the command fails (exit 65). A photo may have at most 50 megapixels.
      'larder add --scan' records a purchase for each barcode it knows instead.
      """,
    arguments: [
      .init(
        name: "image", help: "A photo (JPEG or PNG) of one or more barcodes.",
        completion: .file, repeats: true)
    ],
    examples: [
      .init("Name the item of each barcode on a shelf's photo.", "larder scan shelf.jpg")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let scanned = try ScannedPhotos(command.arguments, context)
    try scanned.requireACode()
    let database = try context.openStore(command, forReading: true)
    let household = try context.databasePath(command)
    let l = Localization.current
    let several = scanned.photos.count > 1
    var out = ""
    for photo in scanned.photos {
      let lead = several ? photo.path + ": " : ""
      if photo.codes.isEmpty {
        out += lead + l.tr("no barcode found") + "\n"
      }
      for code in photo.codes {
        out += lead + (try line(code, database, household, l)) + "\n"
      }
    }
    context.write(out)
  }

  /// One code's line: the barcode and its item, "not known", or a QR code's text.
  static func line(_ code: ScannedCode, _ store: Store, _ household: String, _ l: Localization)
    throws -> String
  {
    let data = ControlCharacters.replaced(in: code.data)
    guard let gtin = code.gtin else {
      // TRANSLATORS: {text} is what a QR code (or an unreadable product code) holds.
      return l.tr(
        "{kind} {text}: not a product barcode", ["kind": code.symbology.rawValue, "text": data])
    }
    switch try BarcodeOwner.of(gtin, in: store, household: household) {
    case .item(let item):
      return gtin.digits + "  " + item.name
    case .product(let match):
      return l.tr(
        "{barcode}  {name} (in the product catalog)", ["barcode": gtin.digits, "name": match.name])
    case .unknown:
      return l.tr("{barcode}  not known", ["barcode": gtin.digits])
    }
  }
}
