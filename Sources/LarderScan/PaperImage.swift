import Foundation

/// A Leptonica image Larder owns, destroyed with it.
final class PaperImage {
  let leptonica: Leptonica
  private(set) var pointer: Leptonica.Image?

  init?(_ pointer: Leptonica.Image?, _ leptonica: Leptonica) {
    guard let pointer else { return nil }
    self.pointer = pointer
    self.leptonica = leptonica
  }

  /// The gray image `image`, as Leptonica reads it: an 8-bit PGM in memory.
  convenience init?(_ image: GrayImage, _ leptonica: Leptonica) {
    var bytes = Array("P5\n\(image.width) \(image.height)\n255\n".utf8)
    bytes.append(contentsOf: image.pixels)
    self.init(
      bytes.withUnsafeBufferPointer { leptonica.readMemPnm($0.baseAddress, $0.count) },
      leptonica)
  }

  deinit { leptonica.destroy(&pointer) }

  var width: Int { Int(leptonica.width(pointer)) }
  var height: Int { Int(leptonica.height(pointer)) }

  /// The image made by `make` from this one, or this one when `make` gives none (Leptonica
  /// gives none for an image too small for the operation).
  func then(_ make: (Leptonica, Leptonica.Image?) -> Leptonica.Image?) -> PaperImage {
    PaperImage(make(leptonica, pointer), leptonica) ?? self
  }
}
