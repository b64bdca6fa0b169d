import CZbar
import Foundation
import LarderErrors
import LarderLoading

/// Finds the barcodes in a photo with zbar: EAN-13, UPC-A, EAN-8 and QR codes, in any
/// direction zbar's horizontal and vertical scan lines cross them.
public enum BarcodeScanner {
  /// The most pixels a photo may have: 50 megapixels.
  public static let maximumPixels = ScanError.maximumPixels

  /// The kinds zbar looks for, and how it names them.
  private static let symbologies: [(zbar_symbol_type_t, Symbology)] = [
    (ZBAR_EAN13, .ean13), (ZBAR_UPCA, .upcA), (ZBAR_EAN8, .ean8), (ZBAR_QRCODE, .qrCode),
  ]

  /// The barcodes in a JPEG or PNG image, in the order zbar found them, each once.
  ///
  /// - Parameter name: how errors name the image (its path, or the uploaded file's name).
  /// - Throws: `ScanError.notAnImage` for anything but a readable JPEG or PNG;
  ///   `ScanError.tooLarge` for an image over `maximumPixels`.
  public static func scan(_ data: Data, name: String) throws(ScanError) -> [ScannedCode] {
    let image = try GrayImage(decoding: data, name: name, maximumPixels: maximumPixels)
    return try scan(image)
  }

  /// The barcodes zbar finds in a gray image, each once.
  ///
  /// - Throws: `ScanError.notLoaded` when zbar cannot be loaded.
  static func scan(_ gray: GrayImage) throws(ScanError) -> [ScannedCode] {
    let zbar: Zbar
    do { zbar = try Zbar.shared.get() } catch { throw .notLoaded(error) }
    guard let scanner = zbar.imageScannerCreate() else { return [] }
    defer { zbar.imageScannerDestroy(scanner) }
    _ = zbar.imageScannerSetConfig(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
    for (type, _) in symbologies {
      _ = zbar.imageScannerSetConfig(scanner, type, ZBAR_CFG_ENABLE, 1)
    }
    guard let image = zbar.imageCreate() else { return [] }
    defer { zbar.imageDestroy(image) }
    var found: [ScannedCode] = []
    gray.pixels.withUnsafeBytes { bytes in
      zbar.imageSetFormat(image, larder_zbar_y800())
      zbar.imageSetSize(image, UInt32(gray.width), UInt32(gray.height))
      // zbar reads the buffer without owning it: no cleanup handler.
      zbar.imageSetData(image, bytes.baseAddress, UInt(bytes.count), nil)
      guard zbar.scanImage(scanner, image) > 0 else { return }
      var symbol = zbar.imageFirstSymbol(image)
      while let current = symbol {
        let type = zbar.symbolGetType(current)
        if let kind = symbologies.first(where: { $0.0 == type })?.1,
          let text = zbar.symbolGetData(current)
        {
          let code = ScannedCode(symbology: kind, data: String(cString: text))
          if !found.contains(code) { found.append(code) }
        }
        symbol = zbar.symbolNext(current)
      }
      zbar.imageSetData(image, nil, 0, nil)
    }
    return found
  }
}

extension BarcodeScanner {
  /// The version of the zbar library installed, as it reports itself (`0.23.92`), which
  /// loads it.
  ///
  /// - Throws: `LibraryError` when zbar is not installed or not loadable.
  public static func libraryVersion() throws(LibraryError) -> String {
    var (major, minor, patch): (UInt32, UInt32, UInt32) = (0, 0, 0)
    _ = try Zbar.shared.get().version(&major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }
}
