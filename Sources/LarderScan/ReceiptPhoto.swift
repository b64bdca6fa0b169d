import Foundation

/// A photo of a receipt made ready for Tesseract, with Leptonica: the paper found against
/// the surface it lies on, its perspective undone and cropped to it, then binarized by a
/// method that adapts to uneven light, and its last skew corrected.
enum ReceiptPhoto {
  /// The long side, in pixels, of the small copy the paper is looked for in.
  static let searchSide = 800.0

  /// The part of each side cut off the straightened paper: the surface that shows past
  /// its curled or torn edges, which OCR reads as letters.
  static let edgeMargin = 0.02

  /// The ways a photo is read, in turn, until one adds up: the paper prepared (found,
  /// straightened, binarized) in one uniform block of text, then in a single column. (The
  /// photo as taken is not among them: on a textured surface Tesseract takes minutes over
  /// it.) Empty when Leptonica cannot read the photo.
  static func attempts(_ image: GrayImage, _ leptonica: Leptonica) -> [TextRecognizer.Attempt] {
    guard let photo = PaperImage(image, leptonica), let paper = prepared(photo) else {
      return []
    }
    return [
      .init(image: paper, layout: Tesseract.singleBlock),
      .init(image: paper, layout: Tesseract.singleColumn),
    ]
  }

  /// The paper in `photo`, ready to read.
  static func prepared(_ photo: PaperImage) -> PaperImage? {
    let paper = PaperOutline.find(in: photo).map { straightened(photo, $0) } ?? photo
    // The background normalized tile by tile, then one Otsu threshold: text stays black
    // under a shadow and on a faded print.
    let binary = paper.then { leptonica, image in
      leptonica.otsuOnBackgroundNorm(image, nil, 10, 15, 100, 50, 255, 2, 2, 0.1, nil)
    }
    return binary.then { leptonica, image in leptonica.deskew(image, 0) }
  }

  /// The paper within `outline`, mapped onto an upright rectangle and cut to it.
  static func straightened(_ photo: PaperImage, _ outline: PaperOutline) -> PaperImage {
    let leptonica = photo.leptonica
    let width = min(outline.width, photo.width)
    let height = min(outline.height, photo.height)
    guard width > 1, height > 1 else { return photo }
    guard let source = leptonica.pointsCreate(4), let target = leptonica.pointsCreate(4) else {
      return photo
    }
    var (sourcePoints, targetPoints): (OpaquePointer?, OpaquePointer?) = (source, target)
    defer {
      leptonica.pointsDestroy(&sourcePoints)
      leptonica.pointsDestroy(&targetPoints)
    }
    let rectangle = [(0, 0), (width, 0), (0, height), (width, height)]
    for (corner, (x, y)) in zip(outline.corners, rectangle) {
      _ = leptonica.pointsAdd(source, Float(corner.x), Float(corner.y))
      _ = leptonica.pointsAdd(target, Float(x), Float(y))
    }
    // Leptonica maps each target pixel back to where it is in the photo.
    let warped = photo.then { leptonica, image in
      leptonica.projectiveGray(image, target, source, 255)
    }
    let marginX = Int(Double(width) * edgeMargin)
    let marginY = Int(Double(height) * edgeMargin)
    return warped.then { leptonica, image in
      guard
        let box = leptonica.boxCreate(
          Int32(marginX), Int32(marginY), Int32(width - 2 * marginX),
          Int32(height - 2 * marginY))
      else { return nil }
      var boxPointer: OpaquePointer? = box
      defer { leptonica.boxDestroy(&boxPointer) }
      return leptonica.clipRectangle(image, box, nil)
    }
  }
}
