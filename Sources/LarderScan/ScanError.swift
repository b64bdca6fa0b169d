/// Why an image could not be scanned.
public enum ScanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is not a JPEG or PNG image, or it is damaged; the image's name.
  case notAnImage(name: String)
  /// The image has more pixels than `BarcodeScanner.maximumPixels`; its name and size.
  case tooLarge(name: String, width: Int, height: Int)

  public var description: String {
    switch self {
    case .notAnImage(let name):
      "cannot read \(name): it is not a JPEG or PNG image that can be read"
    case .tooLarge(let name, let width, let height):
      "cannot read \(name): it is \(width)×\(height) pixels, more than the \(BarcodeScanner.maximumPixels / 1_000_000) megapixels a photo may have"
    }
  }
}
