import LarderErrors
import LarderLoading

/// Leptonica's C API (`allheaders.h`), Tesseract's own image library, loaded the first time
/// a photo's text is read. Its function pointers are immutable and the library is never
/// unloaded, so it is shared.
///
/// Its C types are spelled as what they are: images (`PIX`), boxes and point arrays as
/// opaque pointers, `l_int32` as `Int32`, `l_float32` as `Float`; so no Leptonica header is
/// needed to build Larder. Every image a function returns is the caller's to destroy.
struct Leptonica: @unchecked Sendable {
  typealias Image = OpaquePointer
  typealias Handle = OpaquePointer
  /// A `PIX **`, `BOX **`…: where a function puts, or a destroyer clears, its object.
  typealias Out = UnsafeMutablePointer<OpaquePointer?>

  /// `L_SEVERITY_NONE`: Leptonica prints nothing to standard error; Larder tells its own
  /// errors once, in the reader's language.
  static let silent: Int32 = 6

  let readMemPnm: @convention(c) (UnsafePointer<UInt8>?, Int) -> Image?
  let destroy: @convention(c) (Out?) -> Void
  let width: @convention(c) (Image?) -> Int32
  let height: @convention(c) (Image?) -> Int32
  let scale: @convention(c) (Image?, Float, Float) -> Image?
  let otsuAdaptiveThreshold:
    @convention(c) (Image?, Int32, Int32, Int32, Int32, Float, Out?, Out?) -> Int32
  let invert: @convention(c) (Image?, Image?) -> Image?
  let openBrick: @convention(c) (Image?, Image?, Int32, Int32) -> Image?
  let closeSafeBrick: @convention(c) (Image?, Image?, Int32, Int32) -> Image?
  let connectedBoxes: @convention(c) (Image?, Int32) -> Handle?
  let boxesCount: @convention(c) (Handle?) -> Int32
  let boxGeometry:
    @convention(c) (
      Handle?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Int32
  let boxesDestroy: @convention(c) (Out?) -> Void
  let boxCreate: @convention(c) (Int32, Int32, Int32, Int32) -> Handle?
  let boxDestroy: @convention(c) (Out?) -> Void
  let clipRectangle: @convention(c) (Image?, Handle?, Out?) -> Image?
  let getPixel: @convention(c) (Image?, Int32, Int32, UnsafeMutablePointer<UInt32>?) -> Int32
  let pointsCreate: @convention(c) (Int32) -> Handle?
  let pointsAdd: @convention(c) (Handle?, Float, Float) -> Int32
  let pointsDestroy: @convention(c) (Out?) -> Void
  let projectiveGray: @convention(c) (Image?, Handle?, Handle?, UInt8) -> Image?
  let otsuOnBackgroundNorm:
    @convention(c) (
      Image?, Image?, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Float,
      UnsafeMutablePointer<Int32>?
    ) -> Image?
  let deskew: @convention(c) (Image?, Int32) -> Image?
  let setMessageSeverity: @convention(c) (Int32) -> Int32

  /// The library's file names: Debian 12's `liblept5` (`libleptonica-dev`'s runtime, which
  /// `libtesseract5` depends on), then the name later releases give it.
  static let sonames = ["liblept.so.5", "libleptonica.so.6"]

  /// The library, loaded once and made silent; the same failure for every caller (the
  /// first name's, when none loads).
  static let shared = Result { () throws(LibraryError) in
    var failure: LibraryError?
    for soname in sonames {
      do throws(LibraryError) {
        let leptonica = try Leptonica(SharedLibrary(soname))
        _ = leptonica.setMessageSeverity(silent)
        return leptonica
      } catch {
        failure = failure ?? error
      }
    }
    throw failure ?? .cannotLoad(library: sonames[0], reason: "")
  }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    readMemPnm = try library.function("pixReadMemPnm")
    destroy = try library.function("pixDestroy")
    width = try library.function("pixGetWidth")
    height = try library.function("pixGetHeight")
    scale = try library.function("pixScale")
    otsuAdaptiveThreshold = try library.function("pixOtsuAdaptiveThreshold")
    invert = try library.function("pixInvert")
    openBrick = try library.function("pixOpenBrick")
    closeSafeBrick = try library.function("pixCloseSafeBrick")
    connectedBoxes = try library.function("pixConnCompBB")
    boxesCount = try library.function("boxaGetCount")
    boxGeometry = try library.function("boxaGetBoxGeometry")
    boxesDestroy = try library.function("boxaDestroy")
    boxCreate = try library.function("boxCreate")
    boxDestroy = try library.function("boxDestroy")
    clipRectangle = try library.function("pixClipRectangle")
    getPixel = try library.function("pixGetPixel")
    pointsCreate = try library.function("ptaCreate")
    pointsAdd = try library.function("ptaAddPt")
    pointsDestroy = try library.function("ptaDestroy")
    projectiveGray = try library.function("pixProjectivePtaGray")
    otsuOnBackgroundNorm = try library.function("pixOtsuThreshOnBackgroundNorm")
    deskew = try library.function("pixDeskew")
    setMessageSeverity = try library.function("setMsgSeverity")
  }
}
