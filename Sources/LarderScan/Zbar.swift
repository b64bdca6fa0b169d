import CZbar
import LarderErrors
import LarderLoading

/// zbar, loaded the first time a photo is scanned, so that no other command loads it and
/// the X11, D-Bus and video libraries it loads in turn.
/// Its function pointers are immutable and the library is never unloaded, so it is shared.
struct Zbar: @unchecked Sendable {
  let imageSetData:
    @convention(c) (
      OpaquePointer?, UnsafeRawPointer?, UInt, (@convention(c) (OpaquePointer?) -> Void)?
    ) -> Void
  let imageScannerSetConfig:
    @convention(c) (OpaquePointer?, zbar_symbol_type_t, zbar_config_t, Int32) -> Int32
  let symbolNext: @convention(c) (OpaquePointer?) -> OpaquePointer?
  let symbolGetType: @convention(c) (OpaquePointer?) -> zbar_symbol_type_t
  let symbolGetData: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
  let symbolGetDataLength: @convention(c) (OpaquePointer?) -> UInt32
  let scanImage: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
  let imageSetSize: @convention(c) (OpaquePointer?, UInt32, UInt32) -> Void
  let imageSetFormat: @convention(c) (OpaquePointer?, UInt) -> Void
  let imageScannerDestroy: @convention(c) (OpaquePointer?) -> Void
  let imageScannerCreate: @convention(c) () -> OpaquePointer?
  let imageFirstSymbol: @convention(c) (OpaquePointer?) -> OpaquePointer?
  let imageDestroy: @convention(c) (OpaquePointer?) -> Void
  let imageCreate: @convention(c) () -> OpaquePointer?
  let version:
    @convention(c) (
      UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?
    ) -> Int32

  /// The library's file name, as Debian's `libzbar0` installs it.
  static let soname = "libzbar.so.0"

  /// The library, loaded once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try Zbar(SharedLibrary(soname)) }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    version = try library.function("zbar_version")
    imageSetData = try library.function("zbar_image_set_data")
    imageScannerSetConfig = try library.function("zbar_image_scanner_set_config")
    symbolNext = try library.function("zbar_symbol_next")
    symbolGetType = try library.function("zbar_symbol_get_type")
    symbolGetData = try library.function("zbar_symbol_get_data")
    symbolGetDataLength = try library.function("zbar_symbol_get_data_length")
    scanImage = try library.function("zbar_scan_image")
    imageSetSize = try library.function("zbar_image_set_size")
    imageSetFormat = try library.function("zbar_image_set_format")
    imageScannerDestroy = try library.function("zbar_image_scanner_destroy")
    imageScannerCreate = try library.function("zbar_image_scanner_create")
    imageFirstSymbol = try library.function("zbar_image_first_symbol")
    imageDestroy = try library.function("zbar_image_destroy")
    imageCreate = try library.function("zbar_image_create")
  }
}
