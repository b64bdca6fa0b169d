import LarderErrors

extension ScanError: LocalizedMessage {
  /// Why the photo gave no barcode, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .notAnImage(let name):
      l.tr("cannot read {name}: it is not a JPEG or PNG image that can be read", ["name": name])
    case .tooLarge(let name, let width, let height):
      l.tr(
        "cannot read {name}: it is {width}×{height} pixels, more than the {limit} megapixels a photo may have",
        [
          "name": name, "width": "\(width)", "height": "\(height)",
          "limit": "\(ScanError.megapixels)",
        ])
    case .noBarcode(let name):
      l.tr(
        "no barcode found in {name}: hold the barcode flat, well lit and filling most of the photo",
        ["name": name])
    case .notLoaded(let error): error.message(l)
    case .notAPDF(let name):
      l.tr(
        "cannot read {name}: it is not a PDF that can be opened (damaged, encrypted, or over 20 MiB)",
        ["name": name])
    case .noLanguageData(let language):
      l.tr(
        "the text recognizer has no data for '{language}': install {packages}",
        ["language": language, "packages": ScanError.languagePackages(language)])
    case .notAReceipt(let name):
      l.tr(
        "no receipt line found in {name}: no line with a name and an amount", ["name": name])
    case .tooManyLines(let name, let maximum):
      l.tr(
        "cannot read {name} as a receipt: it has more text than a receipt (over {count} lines or 512 KiB)",
        ["name": name, "count": "\(maximum)"])
    case .tooSlow(let name, let seconds):
      l.tr(
        "cannot read {name}: recognizing its text took over {seconds} seconds; photograph the receipt alone, closer, or give its PDF or e-mail",
        ["name": name, "seconds": "\(seconds)"])
    }
  }
}
