import LarderErrors
import LarderLoading

/// poppler-glib (and the GLib functions it brings), loaded the first time a PDF's text is
/// read. Its function pointers are immutable and the library is never unloaded, so it is
/// shared. Documents and pages are GObjects, spelled as opaque pointers; `GError`s too.
struct Poppler: @unchecked Sendable {
  typealias Object = OpaquePointer

  let documentNewFromData:
    @convention(c) (
      UnsafeMutablePointer<CChar>?, Int32, UnsafePointer<CChar>?,
      UnsafeMutablePointer<OpaquePointer?>?
    ) -> Object?
  let documentGetNPages: @convention(c) (Object?) -> Int32
  let documentGetPage: @convention(c) (Object?, Int32) -> Object?
  let pageGetText: @convention(c) (Object?) -> UnsafeMutablePointer<CChar>?
  /// `poppler_page_get_text_layout`: a `PopplerRectangle` (four doubles) for each
  /// character of the page's text, which the caller frees.
  let pageGetTextLayout:
    @convention(c) (
      Object?, UnsafeMutablePointer<UnsafeMutablePointer<Double>?>?, UnsafeMutablePointer<UInt32>?
    ) -> Int32
  let gObjectUnref: @convention(c) (Object?) -> Void
  let gFree: @convention(c) (UnsafeMutableRawPointer?) -> Void
  let gErrorFree: @convention(c) (OpaquePointer?) -> Void

  /// The library's file name, as Debian's `libpoppler-glib8` installs it.
  static let soname = "libpoppler-glib.so.8"

  /// The library, loaded once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try Poppler(SharedLibrary(soname)) }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    documentNewFromData = try library.function("poppler_document_new_from_data")
    documentGetNPages = try library.function("poppler_document_get_n_pages")
    documentGetPage = try library.function("poppler_document_get_page")
    pageGetText = try library.function("poppler_page_get_text")
    pageGetTextLayout = try library.function("poppler_page_get_text_layout")
    gObjectUnref = try library.function("g_object_unref")
    gFree = try library.function("g_free")
    gErrorFree = try library.function("g_error_free")
  }
}
