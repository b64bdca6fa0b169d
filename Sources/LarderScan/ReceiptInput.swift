import Foundation
import LarderCore
import LarderErrors
import LarderLoading
import LarderMail

/// A receipt file as the household has it, read into a `Receipt`: a PDF (its text, by
/// poppler), a photo (Taiwan e-invoice QR codes by zbar, else its text by Tesseract), an
/// e-mail (its text or HTML part, by GMime) or plain text.
public enum ReceiptInput {
  /// The most bytes a receipt file may have: 20 MiB.
  public static let maximumBytes = 20 << 20

  /// The most lines of text a receipt may have: a long supermarket receipt has a few
  /// hundred. A text past it is refused whole, never read in part.
  public static let maximumLines = 2_000

  /// The most bytes of text a receipt may have (a long receipt has a few dozen KiB).
  public static let maximumTextBytes = 512 << 10

  /// The Tesseract languages for a reader of `language` (a Larder language code): the
  /// language's own data and English, whose letters and digits every receipt has; for
  /// Traditional Chinese its own alone, whose model reads Latin letters too (with English,
  /// `25元` is often read `2570`).
  public static func ocrLanguage(for language: String) -> String {
    switch language {
    case "fr": "fra+eng"
    case "ja": "jpn+eng"
    case "zh-Hant": "chi_tra"
    default: "eng"
    }
  }

  /// The receipt in `data`.
  ///
  /// - Parameters:
  ///   - name: how errors name the file.
  ///   - currency: the currency when the receipt shows none.
  ///   - ocrLanguage: Tesseract's languages for a photo (`fra+eng`).
  /// - Throws: `ScanError.notAReceipt` when nothing reads as a line with an amount;
  ///   `.notAPDF`, `.notAnImage`, `.tooLarge`, `.noLanguageData`, `.notLoaded` from the
  ///   readers; `LibraryError` when GMime or libxml2 cannot be loaded.
  public static func read(
    _ data: Data, name: String, currency: Currency, ocrLanguage: String
  ) throws -> Receipt {
    guard data.count <= maximumBytes else { throw ScanError.notAReceipt(name: name) }
    let receipt: Receipt
    if PDFText.isPDF(data) {
      let text = try bounded(try PDFText.text(of: data, name: name), name: name)
      receipt = ReceiptTextReader.read(text, currency: currency, source: .pdf)
    } else if GrayImage.format(of: data) != nil {
      receipt = try photo(data, name: name, currency: currency, ocrLanguage: ocrLanguage)
    } else if MailText.isMail(data), let text = try MailText.text(of: data) {
      receipt = ReceiptTextReader.read(
        try bounded(text, name: name), currency: currency, source: .mail)
    } else {
      receipt = ReceiptTextReader.read(
        try bounded(String(decoding: data, as: UTF8.self), name: name), currency: currency,
        source: .text)
    }
    guard !receipt.lines.isEmpty else { throw ScanError.notAReceipt(name: name) }
    return receipt
  }

  /// `text` when it is within a receipt's bounds (`maximumTextBytes`, `maximumLines`).
  ///
  /// - Throws: `ScanError.tooManyLines` naming `name` when it passes them.
  static func bounded(_ text: String, name: String) throws(ScanError) -> String {
    guard text.utf8.count <= maximumTextBytes else {
      throw .tooManyLines(name: name, maximum: maximumLines)
    }
    // Lines as the reader splits them: at every line end Unicode knows, CR LF one.
    var lines = 0
    var afterReturn = false
    for scalar in text.unicodeScalars {
      let isEnd = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
      if isEnd && !(afterReturn && scalar.value == 0x0A) { lines += 1 }
      afterReturn = scalar.value == 0x0D
      if lines > maximumLines { throw .tooManyLines(name: name, maximum: maximumLines) }
    }
    return text
  }

  /// A photo's receipt: its e-invoice codes' when it has them (with the store's name from
  /// its text), else its text's. A photo of more than `TextRecognizer.readPixels` is read
  /// scaled down to them, within `TextRecognizer.deadlineSeconds`. It is read in the ways
  /// `ReceiptPhoto.attempts` gives (the paper found and straightened first) until a reading
  /// adds up; the best reading is kept (`ReceiptReadings`).
  private static func photo(
    _ data: Data, name: String, currency: Currency, ocrLanguage: String
  ) throws(ScanError) -> Receipt {
    let image = try GrayImage(
      decoding: data, name: name, maximumPixels: BarcodeScanner.maximumPixels,
      keeping: TextRecognizer.readPixels)
    // Leptonica is needed for the photo's text only: a Taiwan e-invoice's codes are read
    // without it.
    var missing: ScanError?
    var attempts: [TextRecognizer.Attempt] = []
    switch Leptonica.shared {
    case .success(let leptonica): attempts = ReceiptPhoto.attempts(image, leptonica)
    case .failure(let error): missing = .notLoaded(error)
    }
    var readings: [Receipt] = []
    if !attempts.isEmpty {
      var tooLong: ScanError?
      _ = try TextRecognizer.texts(of: attempts, language: ocrLanguage, name: name) { text in
        do throws(ScanError) {
          let reading = ReceiptTextReader.read(
            try bounded(text, name: name), currency: currency, source: .photo)
          readings.append(reading)
          return ReceiptReadings.addsUp(reading)
        } catch {
          tooLong = error
          return true
        }
      }
      if let tooLong { throw tooLong }
    }
    let read = ReceiptReadings.best(readings) ?? Receipt(currency: currency, source: .photo)
    let codes = try QRPayloads.scan(image)
    guard let invoice = TaiwanEInvoice.read(codes: codes, big5: Big5Text.decode) else {
      if let missing { throw missing }
      return read
    }
    return invoice.receipt(store: read.store)
  }
}
