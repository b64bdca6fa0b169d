import LarderLoading

/// Why an image could not be scanned, or gave nothing.
public enum ScanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is not a JPEG or PNG image, or it is damaged; the image's name.
  case notAnImage(name: String)
  /// The image has more pixels than `BarcodeScanner.maximumPixels`; its name and size.
  case tooLarge(name: String, width: Int, height: Int)
  /// The image was read but holds no barcode the scanner knows; its name.
  case noBarcode(name: String)
  /// zbar, gdk-pixbuf, Tesseract or poppler, loaded when first needed, could not be loaded.
  case notLoaded(LibraryError)
  /// The file is not a PDF poppler can open (damaged, encrypted or too large); its name.
  case notAPDF(name: String)
  /// Tesseract has no data for the language (`jpn`), which its Debian package installs.
  case noLanguageData(language: String)
  /// Nothing in the file reads as a receipt: no line with an amount; its name.
  case notAReceipt(name: String)
  /// The receipt's text passes what a receipt may have (`ReceiptInput.maximumLines`
  /// lines or `maximumTextBytes`): its name and the line bound.
  case tooManyLines(name: String, maximum: Int)
  /// Reading the photo's text took longer than `TextRecognizer.deadlineSeconds`: its name
  /// and that bound.
  case tooSlow(name: String, seconds: Int)

  /// The pixel bound, in whole megapixels, as the messages name it.
  public static var megapixels: Int { BarcodeScanner.maximumPixels / 1_000_000 }

  /// The Debian packages that install the data of `language` (`fra+eng`), as apt names
  /// them: `tesseract-ocr-fra tesseract-ocr-eng`.
  public static func languagePackages(_ language: String) -> String {
    language.split(separator: "+").map {
      "tesseract-ocr-" + $0.replacingOccurrences(of: "_", with: "-")
    }.joined(separator: " ")
  }

  public var description: String {
    switch self {
    case .notAnImage(let name):
      "cannot read \(name): it is not a JPEG or PNG image that can be read"
    case .tooLarge(let name, let width, let height):
      "cannot read \(name): it is \(width)×\(height) pixels, more than the \(ScanError.megapixels) megapixels a photo may have"
    case .noBarcode(let name):
      "no barcode found in \(name): hold the barcode flat, well lit and filling most of the photo"
    case .notLoaded(let error): error.description
    case .notAPDF(let name):
      "cannot read \(name): it is not a PDF that can be opened (damaged, encrypted, or over 20 MiB)"
    case .noLanguageData(let language):
      "the text recognizer has no data for '\(language)': install \(ScanError.languagePackages(language))"
    case .notAReceipt(let name):
      "no receipt line found in \(name): no line with a name and an amount"
    case .tooManyLines(let name, let maximum):
      "cannot read \(name) as a receipt: it has more text than a receipt (over \(maximum) lines or 512 KiB)"
    case .tooSlow(let name, let seconds):
      "cannot read \(name): recognizing its text took over \(seconds) seconds; photograph "
        + "the receipt alone, closer, or give its PDF or e-mail"
    }
  }
}
