import CZbar
import Foundation

/// Finds the barcodes in a photo with zbar: EAN-13, UPC-A, EAN-8 and QR codes, in any
/// direction zbar's horizontal and vertical scan lines cross them.
public enum BarcodeScanner {
  /// The most pixels a photo may have: 50 megapixels.
  public static let maximumPixels = 50_000_000

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
    return scan(image)
  }

  /// The barcodes zbar finds in a gray image, each once.
  static func scan(_ gray: GrayImage) -> [ScannedCode] {
    guard let scanner = zbar_image_scanner_create() else { return [] }
    defer { zbar_image_scanner_destroy(scanner) }
    zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
    for (type, _) in symbologies {
      zbar_image_scanner_set_config(scanner, type, ZBAR_CFG_ENABLE, 1)
    }
    guard let image = zbar_image_create() else { return [] }
    defer { zbar_image_destroy(image) }
    var found: [ScannedCode] = []
    gray.pixels.withUnsafeBytes { bytes in
      zbar_image_set_format(image, larder_zbar_y800())
      zbar_image_set_size(image, UInt32(gray.width), UInt32(gray.height))
      // zbar reads the buffer without owning it: no cleanup handler.
      zbar_image_set_data(image, bytes.baseAddress, UInt(bytes.count), nil)
      guard zbar_scan_image(scanner, image) > 0 else { return }
      var symbol = zbar_image_first_symbol(image)
      while let current = symbol {
        let type = zbar_symbol_get_type(current)
        if let kind = symbologies.first(where: { $0.0 == type })?.1,
          let text = zbar_symbol_get_data(current)
        {
          let code = ScannedCode(symbology: kind, data: String(cString: text))
          if !found.contains(code) { found.append(code) }
        }
        symbol = zbar_symbol_next(current)
      }
      zbar_image_set_data(image, nil, 0, nil)
    }
    return found
  }
}
