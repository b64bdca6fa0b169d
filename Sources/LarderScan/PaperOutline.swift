import Foundation

/// Where a receipt's paper is in a photo: its four corners, as it lies on a darker surface
/// (wood, stone, cloth) and seen at an angle.
struct PaperOutline: Equatable {
  struct Point: Equatable {
    var x: Double
    var y: Double

    func distance(to other: Point) -> Double { hypot(x - other.x, y - other.y) }
  }

  /// Top left, top right, bottom left, bottom right, in the photo's pixels.
  var corners: [Point]

  /// The least share of the photo the paper takes: a smaller bright blob is a reflection.
  static let smallestShare = 0.05
  /// The most share of the photo's width and height the paper's box takes: more, and the
  /// paper is not told from its surface (a white table), or fills the photo.
  static let largestShare = 0.95
  /// The least share of its box the outline fills: less, and the corners found are not a
  /// sheet's (a crumpled one), which is read as it lies.
  static let filledShare = 0.6

  /// The width and height of the upright paper: its longer opposite sides.
  var width: Int {
    Int(max(corners[0].distance(to: corners[1]), corners[2].distance(to: corners[3])))
  }
  var height: Int {
    Int(max(corners[0].distance(to: corners[2]), corners[1].distance(to: corners[3])))
  }

  /// The area inside the corners (shoelace), in square pixels.
  var area: Double {
    let ring = [corners[0], corners[1], corners[3], corners[2]]
    var twice = 0.0
    for index in ring.indices {
      let (a, b) = (ring[index], ring[(index + 1) % ring.count])
      twice += a.x * b.y - b.x * a.y
    }
    return abs(twice) / 2
  }

  /// The paper in `photo`, or nil when it cannot be told from what it lies on.
  ///
  /// Found in a small copy: the photo is thresholded at its Otsu level (paper is the bright
  /// part), the print's holes closed and the surface's speckles opened away; the largest
  /// bright component is the paper, and its corner pixels its corners.
  static func find(in photo: PaperImage) -> PaperOutline? {
    let leptonica = photo.leptonica
    let factor = min(1, ReceiptPhoto.searchSide / Double(max(photo.width, photo.height)))
    let small = photo.then { leptonica, image in
      leptonica.scale(image, Float(factor), Float(factor))
    }
    let (width, height) = (Int32(clamping: small.width), Int32(clamping: small.height))
    var dark: OpaquePointer?
    guard leptonica.otsuAdaptiveThreshold(small.pointer, width, height, 0, 0, 0, nil, &dark) == 0,
      let printed = PaperImage(dark, leptonica)
    else { return nil }
    let paper = printed.then { leptonica, image in leptonica.invert(nil, image) }
      .then { leptonica, image in leptonica.openBrick(nil, image, 9, 9) }
      .then { leptonica, image in leptonica.closeSafeBrick(nil, image, 15, 15) }
    guard let box = largestBox(in: paper) else { return nil }
    let photoArea = Double(width) * Double(height)
    guard Double(box.width) * Double(box.height) >= smallestShare * photoArea,
      Double(box.width) < largestShare * Double(width)
        || Double(box.height) < largestShare * Double(height)
    else { return nil }
    let clipped = paper.then { leptonica, image in
      guard let rectangle = leptonica.boxCreate(box.x, box.y, box.width, box.height) else {
        return nil
      }
      var pointer: OpaquePointer? = rectangle
      defer { leptonica.boxDestroy(&pointer) }
      return leptonica.clipRectangle(image, rectangle, nil)
    }
    guard clipped !== paper, let found = leptonica.cornerPixels(clipped.pointer) else {
      return nil
    }
    var points: OpaquePointer? = found
    defer { leptonica.pointsDestroy(&points) }
    var corners: [Point] = []
    for index in Int32(0)..<4 {
      var (x, y): (Float, Float) = (0, 0)
      guard leptonica.point(points, index, &x, &y) == 0 else { return nil }
      corners.append(
        Point(x: (Double(x) + Double(box.x)) / factor, y: (Double(y) + Double(box.y)) / factor))
    }
    let outline = PaperOutline(corners: corners)
    let boxArea = Double(box.width) * Double(box.height) / (factor * factor)
    guard outline.area >= filledShare * boxArea else { return nil }
    return outline
  }

  /// The box of the largest bright component of `image` (1 bit a pixel).
  private static func largestBox(in image: PaperImage)
    -> (x: Int32, y: Int32, width: Int32, height: Int32)?
  {
    let leptonica = image.leptonica
    guard let found = leptonica.connectedBoxes(image.pointer, 8) else { return nil }
    var boxes: OpaquePointer? = found
    defer { leptonica.boxesDestroy(&boxes) }
    var largest: (x: Int32, y: Int32, width: Int32, height: Int32)?
    for index in 0..<leptonica.boxesCount(boxes) {
      var (x, y, width, height): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
      guard leptonica.boxGeometry(boxes, index, &x, &y, &width, &height) == 0 else { continue }
      if Int(width) * Int(height) > largest.map({ Int($0.width) * Int($0.height) }) ?? 0 {
        largest = (x, y, width, height)
      }
    }
    return largest
  }
}
