import LarderErrors
import LarderLoading

/// Tesseract's C API (`capi.h`), loaded the first time a photo's text is read, so that no
/// other command loads it and the libraries it brings.
/// Its function pointers are immutable and the library is never unloaded, so it is shared.
///
/// Its C types are spelled as what they are: the API handle as an opaque pointer, `BOOL`
/// and the page segmentation mode as `Int32`; so no Tesseract header is needed to build
/// Larder.
struct Tesseract: @unchecked Sendable {
  typealias Handle = OpaquePointer

  /// `PSM_SINGLE_COLUMN`: a single column of text of varying sizes.
  static let singleColumn: Int32 = 4
  /// `PSM_SINGLE_BLOCK`: a single uniform block of text.
  static let singleBlock: Int32 = 6

  let create: @convention(c) () -> Handle?
  let delete: @convention(c) (Handle?) -> Void
  let end: @convention(c) (Handle?) -> Void
  let initialize: @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
  let setPageSegMode: @convention(c) (Handle?, Int32) -> Void
  let setVariable: @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
  /// `TessBaseAPISetImage2`: a Leptonica image, which Tesseract reads without taking it.
  let setImage2: @convention(c) (Handle?, OpaquePointer?) -> Void
  let setSourceResolution: @convention(c) (Handle?, Int32) -> Void
  let getUTF8Text: @convention(c) (Handle?) -> UnsafeMutablePointer<CChar>?
  let deleteText: @convention(c) (UnsafePointer<CChar>?) -> Void
  let version: @convention(c) () -> UnsafePointer<CChar>?
  let recognize: @convention(c) (Handle?, OpaquePointer?) -> Int32
  let monitorCreate: @convention(c) () -> OpaquePointer?
  let monitorDelete: @convention(c) (OpaquePointer?) -> Void
  let monitorSetDeadline: @convention(c) (OpaquePointer?, Int32) -> Void

  /// The library's file name, as Debian's `libtesseract5` installs it.
  static let soname = "libtesseract.so.5"

  /// The library, loaded once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try Tesseract(SharedLibrary(soname)) }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    create = try library.function("TessBaseAPICreate")
    delete = try library.function("TessBaseAPIDelete")
    end = try library.function("TessBaseAPIEnd")
    initialize = try library.function("TessBaseAPIInit3")
    setPageSegMode = try library.function("TessBaseAPISetPageSegMode")
    setVariable = try library.function("TessBaseAPISetVariable")
    setImage2 = try library.function("TessBaseAPISetImage2")
    setSourceResolution = try library.function("TessBaseAPISetSourceResolution")
    getUTF8Text = try library.function("TessBaseAPIGetUTF8Text")
    deleteText = try library.function("TessDeleteText")
    version = try library.function("TessVersion")
    recognize = try library.function("TessBaseAPIRecognize")
    monitorCreate = try library.function("TessMonitorCreate")
    monitorDelete = try library.function("TessMonitorDelete")
    monitorSetDeadline = try library.function("TessMonitorSetDeadlineMSecs")
  }
}
