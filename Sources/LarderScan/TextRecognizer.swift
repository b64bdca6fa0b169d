import Foundation
import LarderLoading

/// Reads the text of a photo with Tesseract, in one column as a receipt is printed.
public enum TextRecognizer {
  /// The languages Tesseract reads when none is given: English, French, Japanese and
  /// Traditional Chinese data, as Debian's `tesseract-ocr-eng`, `-fra`, `-jpn` and
  /// `-chi-tra` install them.
  public static let languages = ["eng", "fra", "jpn", "chi_tra"]

  /// The text of the photo `data` (JPEG or PNG), read in `language` (Tesseract's codes,
  /// joined by `+`: `fra+eng`).
  ///
  /// - Parameter name: how errors name the image.
  /// - Throws: `ScanError.notAnImage`, `.tooLarge` as `BarcodeScanner.scan` does;
  ///   `.noLanguageData` when the language's data is not installed; `.notLoaded` when
  ///   Tesseract cannot be loaded.
  public static func text(of data: Data, name: String, language: String) throws(ScanError)
    -> String
  {
    let image = try GrayImage(
      decoding: data, name: name, maximumPixels: BarcodeScanner.maximumPixels)
    return try text(of: image, language: language, name: name)
  }

  /// The longest Tesseract may take over one photo, in seconds: a receipt photographed
  /// as phones take them reads in a few.
  public static let deadlineSeconds = 60

  /// The most pixels a photo's text is read in: a larger photo is scaled down to it as it
  /// is decoded (a receipt's print stays legible), which bounds Tesseract's time.
  public static let readPixels = 12_000_000

  /// The text Tesseract reads in a gray image, within `deadline` seconds.
  ///
  /// - Throws: `ScanError.tooSlow` naming `name` when it takes longer.
  static func text(
    of image: GrayImage, language: String, name: String = "",
    deadline: Int = deadlineSeconds
  ) throws(ScanError) -> String {
    let tesseract: Tesseract
    do { tesseract = try Tesseract.shared.get() } catch { throw .notLoaded(error) }
    guard let api = tesseract.create() else { return "" }
    defer {
      tesseract.end(api)
      tesseract.delete(api)
    }
    // Tesseract prints to standard error when its data is missing: that is told once,
    // in the reader's language, by the error below.
    guard tesseract.initialize(api, nil, language) == 0 else {
      throw .noLanguageData(language: language)
    }
    tesseract.setPageSegMode(api, Tesseract.singleColumn)
    _ = tesseract.setVariable(api, "preserve_interword_spaces", "1")
    _ = tesseract.setVariable(api, "debug_file", "/dev/null")
    guard let width = Int32(exactly: image.width), let height = Int32(exactly: image.height)
    else { return "" }
    guard let monitor = tesseract.monitorCreate() else { return "" }
    defer { tesseract.monitorDelete(monitor) }
    tesseract.monitorSetDeadline(monitor, Int32(clamping: deadline * 1_000))
    let started = DispatchTime.now().uptimeNanoseconds
    let recognized: UnsafeMutablePointer<CChar>? = image.pixels.withUnsafeBufferPointer {
      tesseract.setImage(api, $0.baseAddress, width, height, 1, width)
      tesseract.setSourceResolution(api, 300)
      // Recognized under the monitor's deadline: past it, Tesseract stops, and the text it
      // has is a part of the receipt, not read.
      guard tesseract.recognize(api, monitor) == 0 else { return nil }
      return tesseract.getUTF8Text(api)
    }
    let elapsed = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000_000
    if elapsed >= UInt64(deadline) {
      if let recognized { tesseract.deleteText(recognized) }
      throw .tooSlow(name: name, seconds: deadline)
    }
    guard let recognized else { return "" }
    defer { tesseract.deleteText(recognized) }
    return String(cString: recognized)
  }

  /// The version of the Tesseract library installed (`5.3.0`), which loads it.
  ///
  /// - Throws: `LibraryError` when Tesseract is not installed or not loadable.
  public static func libraryVersion() throws(LibraryError) -> String {
    guard let text = try Tesseract.shared.get().version() else { return "" }
    return String(cString: text)
  }
}
