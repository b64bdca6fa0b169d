import LarderLoading

/// Why an image could not be scanned, or gave nothing.
public enum ScanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is not a JPEG or PNG image, or it is damaged; the image's name.
  case notAnImage(name: String)
  /// The image has more pixels than `BarcodeScanner.maximumPixels`; its name and size.
  case tooLarge(name: String, width: Int, height: Int)
  /// The image was read but holds no barcode the scanner knows; its name.
  case noBarcode(name: String)
  /// zbar or gdk-pixbuf, loaded when a photo is first read, could not be loaded.
  case notLoaded(LibraryError)

  /// The pixel bound, in whole megapixels, as the messages name it.
  public static var megapixels: Int { BarcodeScanner.maximumPixels / 1_000_000 }

  public var description: String {
    switch self {
    case .notAnImage(let name):
      "cannot read \(name): it is not a JPEG or PNG image that can be read"
    case .tooLarge(let name, let width, let height):
      "cannot read \(name): it is \(width)×\(height) pixels, more than the \(ScanError.megapixels) megapixels a photo may have"
    case .noBarcode(let name):
      "no barcode found in \(name): hold the barcode flat, well lit and filling most of the photo"
    case .notLoaded(let error): error.description
    }
  }
}
