/// Why an image could not be scanned, or gave nothing.
public enum ScanError: Error, Hashable, Sendable {
  /// The file is not a JPEG or PNG image, or it is damaged; the image's name.
  case notAnImage(name: String)
  /// The image has more pixels than `ScanError.maximumPixels`; its name and size.
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
  public static var megapixels: Int { maximumPixels / 1_000_000 }

  /// The most pixels a photo may have: 50 megapixels, a photo of a phone's and more.
  public static let maximumPixels = 50_000_000

  /// The Debian packages that install the data of `language` (`fra+eng`), as apt names
  /// them: `tesseract-ocr-fra tesseract-ocr-eng`.
  public static func languagePackages(_ language: String) -> String {
    language.split(separator: "+").map {
      "tesseract-ocr-" + $0.replacingOccurrences(of: "_", with: "-")
    }.joined(separator: " ")
  }

}
