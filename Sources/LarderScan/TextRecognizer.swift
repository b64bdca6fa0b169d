import Foundation
import LarderErrors
import LarderLoading

/// Reads the text of a receipt's photo with Tesseract, in the layouts a receipt has.
public enum TextRecognizer {
  /// The languages Tesseract reads when none is given: English, French, Japanese and
  /// Traditional Chinese data, as Debian's `tesseract-ocr-eng`, `-fra`, `-jpn` and
  /// `-chi-tra` install them.
  public static let languages = ["eng", "fra", "jpn", "chi_tra"]

  /// The longest Tesseract may take over one photo, in seconds: a receipt photographed
  /// as phones take them reads in a few.
  public static let deadlineSeconds = 60

  /// The most pixels a photo's text is read in: a larger photo is scaled down to it as it
  /// is decoded (a receipt's print stays legible), which bounds Tesseract's time.
  public static let readPixels = 12_000_000

  /// An image to read, and the page layout to read it in: one uniform block of text (a
  /// line's name and amount stay one line) or a single column of varying sizes (a receipt
  /// whose header is printed large).
  struct Attempt {
    var image: PaperImage
    var layout: Int32
  }

  /// The texts Tesseract reads, one for each of `attempts` in turn, until one is `enough`
  /// or `deadline` seconds have passed (a text cut short by it is left out).
  ///
  /// - Throws: `ScanError.tooSlow` naming `name` when not one text is read in time;
  ///   `.noLanguageData`, `.notLoaded` as for any photo.
  static func texts(
    of attempts: [Attempt], language: String, name: String = "",
    deadline: Int = deadlineSeconds, until enough: (String) -> Bool = { _ in false }
  ) throws(ScanError) -> [String] {
    let tesseract: Tesseract
    do { tesseract = try Tesseract.shared.get() } catch { throw .notLoaded(error) }
    guard let api = tesseract.create() else { return [] }
    defer {
      tesseract.end(api)
      tesseract.delete(api)
    }
    // Tesseract prints to standard error when its data is missing: that is told once,
    // in the reader's language, by the error below.
    guard tesseract.initialize(api, nil, language) == 0 else {
      throw .noLanguageData(language: language)
    }
    _ = tesseract.setVariable(api, "preserve_interword_spaces", "1")
    _ = tesseract.setVariable(api, "debug_file", "/dev/null")
    guard let monitor = tesseract.monitorCreate() else { return [] }
    defer { tesseract.monitorDelete(monitor) }
    let started = DispatchTime.now().uptimeNanoseconds
    var texts: [String] = []
    var current: PaperImage?
    var outOfTime = false
    for attempt in attempts {
      let spent = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
      let left = deadline * 1_000 - spent
      // Past the deadline, the texts read so far are the photo's; none, and it is too slow.
      guard left > 0 else {
        outOfTime = true
        break
      }
      if current !== attempt.image {
        tesseract.setImage2(api, attempt.image.pointer)
        tesseract.setSourceResolution(api, 300)
        current = attempt.image
      }
      tesseract.setPageSegMode(api, attempt.layout)
      tesseract.monitorSetDeadline(monitor, Int32(clamping: left))
      // Recognized under the monitor's deadline: past it, Tesseract stops, and the text it
      // has is a part of the receipt, not read.
      let recognized = tesseract.recognize(api, monitor) == 0 ? tesseract.getUTF8Text(api) : nil
      let elapsed = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000_000
      if elapsed >= UInt64(deadline) {
        if let recognized { tesseract.deleteText(recognized) }
        outOfTime = true
        break
      }
      guard let recognized else { continue }
      let text = String(cString: recognized)
      tesseract.deleteText(recognized)
      texts.append(text)
      if enough(text) { break }
    }
    // Nothing read in time is too slow; nothing read otherwise, no receipt line.
    if texts.isEmpty, outOfTime { throw .tooSlow(name: name, seconds: deadline) }
    return texts
  }

  /// The version of the Tesseract library installed (`5.3.0`), which loads it.
  ///
  /// - Throws: `LibraryError` when Tesseract is not installed or not loadable.
  public static func libraryVersion() throws(LibraryError) -> String {
    guard let text = try Tesseract.shared.get().version() else { return "" }
    return String(cString: text)
  }
}
