import LarderErrors
import LarderLoading

/// gdk-pixbuf (and the GLib functions it brings), loaded the first time a photo is read.
/// Its function pointers are immutable and the library is never unloaded, so it is shared.
///
/// Its C types are spelled as what they are on every platform GLib supports: objects and
/// `GError`s as opaque pointers (Larder only frees its errors), `gboolean` as `Int32`,
/// `gsize` as `Int`, and the signal's callback as the raw function pointer
/// `g_signal_connect_data` takes; so no GLib header is needed to build Larder.
struct GdkPixbuf: @unchecked Sendable {
  typealias Loader = OpaquePointer
  typealias Pixbuf = OpaquePointer
  /// A `GError **`: where the library puts an error, which the caller frees.
  typealias ErrorOut = UnsafeMutablePointer<OpaquePointer?>
  /// The callback of the loader's `size-prepared` signal: loader, width, height, user data.
  typealias SizePrepared =
    @convention(c) (Loader?, Int32, Int32, UnsafeMutableRawPointer?) -> Void

  /// `GDK_COLORSPACE_RGB`, the only colour space of `GdkColorspace`.
  static let rgb: Int32 = 0

  let readPixels: @convention(c) (Pixbuf?) -> UnsafePointer<UInt8>?
  let loaderWrite: @convention(c) (Loader?, UnsafePointer<UInt8>?, Int, ErrorOut?) -> Int32
  let loaderSetSize: @convention(c) (Loader?, Int32, Int32) -> Void
  let loaderNewWithType: @convention(c) (UnsafePointer<CChar>?, ErrorOut?) -> Loader?
  let loaderGetPixbuf: @convention(c) (Loader?) -> Pixbuf?
  let loaderClose: @convention(c) (Loader?, ErrorOut?) -> Int32
  /// `gdk_pixbuf_apply_embedded_orientation`: the image turned as its EXIF orientation
  /// says (a phone stores a portrait photo sideways), a new reference the caller releases.
  let applyEmbeddedOrientation: @convention(c) (Pixbuf?) -> Pixbuf?
  let getWidth: @convention(c) (Pixbuf?) -> Int32
  let getRowstride: @convention(c) (Pixbuf?) -> Int32
  let getNChannels: @convention(c) (Pixbuf?) -> Int32
  let getHeight: @convention(c) (Pixbuf?) -> Int32
  let getHasAlpha: @convention(c) (Pixbuf?) -> Int32
  let getColorspace: @convention(c) (Pixbuf?) -> Int32
  let getBitsPerSample: @convention(c) (Pixbuf?) -> Int32
  let gObjectUnref: @convention(c) (UnsafeMutableRawPointer?) -> Void
  let gErrorFree: @convention(c) (OpaquePointer?) -> Void
  /// `g_signal_connect_data(instance, signal, handler, data, destroy, flags)`.
  let gSignalConnectData:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafePointer<CChar>?, SizePrepared?, UnsafeMutableRawPointer?,
      UnsafeRawPointer?, Int32
    ) -> UInt

  /// The library's file name, as Debian's `libgdk-pixbuf-2.0-0` installs it.
  static let soname = "libgdk_pixbuf-2.0.so.0"

  /// The library, loaded once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try GdkPixbuf(SharedLibrary(soname)) }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    readPixels = try library.function("gdk_pixbuf_read_pixels")
    loaderWrite = try library.function("gdk_pixbuf_loader_write")
    loaderSetSize = try library.function("gdk_pixbuf_loader_set_size")
    loaderNewWithType = try library.function("gdk_pixbuf_loader_new_with_type")
    loaderGetPixbuf = try library.function("gdk_pixbuf_loader_get_pixbuf")
    loaderClose = try library.function("gdk_pixbuf_loader_close")
    applyEmbeddedOrientation = try library.function("gdk_pixbuf_apply_embedded_orientation")
    getWidth = try library.function("gdk_pixbuf_get_width")
    getRowstride = try library.function("gdk_pixbuf_get_rowstride")
    getNChannels = try library.function("gdk_pixbuf_get_n_channels")
    getHeight = try library.function("gdk_pixbuf_get_height")
    getHasAlpha = try library.function("gdk_pixbuf_get_has_alpha")
    getColorspace = try library.function("gdk_pixbuf_get_colorspace")
    getBitsPerSample = try library.function("gdk_pixbuf_get_bits_per_sample")
    gObjectUnref = try library.function("g_object_unref")
    gErrorFree = try library.function("g_error_free")
    gSignalConnectData = try library.function("g_signal_connect_data")
  }
}
