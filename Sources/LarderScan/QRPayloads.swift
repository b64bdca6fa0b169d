import CZbar
import Foundation
import LarderErrors
import LarderLoading

/// The QR codes of a photo as the bytes they hold, not as text: a Taiwan e-invoice's
/// codes may hold Big5, which zbar would otherwise turn into other characters.
public enum QRPayloads {
  /// The bytes of every QR code in the JPEG or PNG image `data`, each code once, in the
  /// order zbar found them.
  ///
  /// - Parameter name: how errors name the image.
  /// - Throws: `ScanError.notAnImage`, `.tooLarge` and `.notLoaded` as
  ///   `BarcodeScanner.scan` does.
  public static func scan(_ data: Data, name: String) throws(ScanError) -> [[UInt8]] {
    try scan(GrayImage(decoding: data, name: name, maximumPixels: BarcodeScanner.maximumPixels))
  }

  /// The bytes of every QR code zbar finds in a gray image.
  static func scan(_ gray: GrayImage) throws(ScanError) -> [[UInt8]] {
    let zbar: Zbar
    do { zbar = try Zbar.shared.get() } catch { throw .notLoaded(error) }
    guard let scanner = zbar.imageScannerCreate() else { return [] }
    defer { zbar.imageScannerDestroy(scanner) }
    _ = zbar.imageScannerSetConfig(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
    _ = zbar.imageScannerSetConfig(scanner, ZBAR_QRCODE, ZBAR_CFG_ENABLE, 1)
    _ = zbar.imageScannerSetConfig(scanner, ZBAR_QRCODE, ZBAR_CFG_BINARY, 1)
    guard let image = zbar.imageCreate() else { return [] }
    defer { zbar.imageDestroy(image) }
    var found: [[UInt8]] = []
    gray.pixels.withUnsafeBytes { bytes in
      zbar.imageSetFormat(image, larder_zbar_y800())
      zbar.imageSetSize(image, UInt32(gray.width), UInt32(gray.height))
      // zbar reads the buffer without owning it: no cleanup handler.
      zbar.imageSetData(image, bytes.baseAddress, UInt(bytes.count), nil)
      defer { zbar.imageSetData(image, nil, 0, nil) }
      guard zbar.scanImage(scanner, image) > 0 else { return }
      var symbol = zbar.imageFirstSymbol(image)
      while let current = symbol {
        if zbar.symbolGetType(current) == ZBAR_QRCODE, let data = zbar.symbolGetData(current) {
          let length = Int(zbar.symbolGetDataLength(current))
          let payload = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
          }
          if !found.contains(payload) { found.append(payload) }
        }
        symbol = zbar.symbolNext(current)
      }
    }
    return found
  }
}
