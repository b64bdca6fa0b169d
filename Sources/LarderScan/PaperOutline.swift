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
  /// How far below Otsu's best score a threshold may score, to be taken in the valley of
  /// the histogram between surface and paper rather than at its peak (Leptonica's
  /// `scorefract`): a paper half in shadow is still paper.
  static let valleyShare = 0.1
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

  /// The least ratio of two opposite sides of a sheet seen at an angle: less, and the
  /// corners are not a sheet's (a shadow cut off part of it), so the photo is read whole.
  static let sidesRatio = 0.7

  /// Whether the corners are a sheet's: its opposite sides of near lengths.
  var isSheet: Bool {
    let (left, right) = (corners[0].distance(to: corners[2]), corners[1].distance(to: corners[3]))
    let (top, bottom) = (corners[0].distance(to: corners[1]), corners[2].distance(to: corners[3]))
    return min(left, right) >= Self.sidesRatio * max(left, right)
      && min(top, bottom) >= Self.sidesRatio * max(top, bottom)
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
  /// bright component (with the parts a shadow cut from it) is the paper, and its pixels
  /// furthest toward each corner of the photo its corners.
  static func find(in photo: PaperImage) -> PaperOutline? {
    let leptonica = photo.leptonica
    let factor = min(1, ReceiptPhoto.searchSide / Double(max(photo.width, photo.height)))
    let small = photo.then { leptonica, image in
      leptonica.scale(image, Float(factor), Float(factor))
    }
    // Not scaled, the corners would be out by the factor: no paper then.
    guard factor == 1 || small !== photo else { return nil }
    let (width, height) = (Int32(clamping: small.width), Int32(clamping: small.height))
    var dark: OpaquePointer?
    guard
      leptonica.otsuAdaptiveThreshold(
        small.pointer, width, height, 0, 0, Float(valleyShare), nil, &dark) == 0,
      let printed = PaperImage(dark, leptonica)
    else { return nil }
    let paper = printed.then { leptonica, image in leptonica.invert(nil, image) }
      .then { leptonica, image in leptonica.openBrick(nil, image, 9, 9) }
      .then { leptonica, image in leptonica.closeSafeBrick(nil, image, 15, 15) }
    guard let box = paperBox(in: paper) else { return nil }
    let photoArea = Double(width) * Double(height)
    guard Double(box.width) * Double(box.height) >= smallestShare * photoArea,
      Double(box.width) < largestShare * Double(width)
        || Double(box.height) < largestShare * Double(height),
      box.edgesTouched(width: width, height: height) < 2
    else { return nil }
    guard let extremes = corners(of: paper, within: box) else { return nil }
    let outline = PaperOutline(
      corners: extremes.map { Point(x: $0.x / factor, y: $0.y / factor) })
    let boxArea = Double(box.width) * Double(box.height) / (factor * factor)
    guard outline.area >= filledShare * boxArea, outline.isSheet else { return nil }
    return outline
  }

  /// The corners of the paper's pixels within `box` of `mask`: the pixels furthest toward
  /// each corner of the photo (least x + y for the top left, most x − y for the top right,
  /// least x − y for the bottom left, most x + y for the bottom right), which are a sheet's
  /// corners however it is turned or seen at an angle. Each row's outermost pixels are
  /// enough.
  private static func corners(of mask: PaperImage, within box: Box) -> [Point]? {
    let leptonica = mask.leptonica
    var extremes: [(score: Int32, point: Point)?] = [nil, nil, nil, nil]
    func consider(_ x: Int32, _ y: Int32) {
      let scores = [-(x + y), x - y, y - x, x + y]
      for (index, score) in scores.enumerated()
      where extremes[index].map({ score > $0.score }) ?? true {
        extremes[index] = (score, Point(x: Double(x), y: Double(y)))
      }
    }
    var value: UInt32 = 0
    for y in box.y..<box.bottom {
      var left: Int32?
      for x in box.x..<box.right {
        guard leptonica.getPixel(mask.pointer, x, y, &value) == 0 else { return nil }
        if value != 0 {
          left = x
          break
        }
      }
      guard let left else { continue }
      consider(left, y)
      for x in stride(from: box.right - 1, through: left, by: -1) {
        guard leptonica.getPixel(mask.pointer, x, y, &value) == 0 else { return nil }
        if value != 0 {
          consider(x, y)
          break
        }
      }
    }
    let found = extremes.compactMap { $0?.point }
    return found.count == 4 ? found : nil
  }

  /// A box in the small copy's pixels.
  struct Box: Equatable {
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32

    var area: Int { Int(width) * Int(height) }
    var right: Int32 { x + width }
    var bottom: Int32 { y + height }

    /// The box around both.
    func union(_ other: Box) -> Box {
      let (left, top) = (min(x, other.x), min(y, other.y))
      return Box(
        x: left, y: top, width: max(right, other.right) - left,
        height: max(bottom, other.bottom) - top)
    }

    /// How many of the photo's four edges the box reaches: a bright part that reaches two
    /// is the lit part of a white table, or a paper that overflows the photo, not a sheet
    /// lying on a surface.
    func edgesTouched(width: Int32, height: Int32) -> Int {
      [x <= 1, y <= 1, right >= width - 1, bottom >= height - 1].count { $0 }
    }

    /// Whether the two stand one above the other, sharing most of their width.
    func stacks(on other: Box) -> Bool {
      let shared = min(right, other.right) - max(x, other.x)
      return Double(shared) >= stackedShare * Double(min(width, other.width))
    }
  }

  /// The share of the narrower's width two parts of the paper share.
  static let stackedShare = 0.6
  /// The least share of the photo a part of the paper takes.
  static let partShare = 0.01

  /// The box of the paper in `image` (1 bit a pixel, the paper's pixels on): its largest
  /// bright component, with the large ones stacked on it, which a shadow across the paper
  /// cut from it.
  private static func paperBox(in image: PaperImage) -> Box? {
    let leptonica = image.leptonica
    guard let found = leptonica.connectedBoxes(image.pointer, 8) else { return nil }
    var boxes: OpaquePointer? = found
    defer { leptonica.boxesDestroy(&boxes) }
    var parts: [Box] = []
    for index in 0..<leptonica.boxesCount(boxes) {
      var (x, y, width, height): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
      guard leptonica.boxGeometry(boxes, index, &x, &y, &width, &height) == 0 else { continue }
      parts.append(Box(x: x, y: y, width: width, height: height))
    }
    guard var paper = parts.max(by: { $0.area < $1.area }) else { return nil }
    let least = Double(image.width) * Double(image.height) * partShare
    var rest = parts.filter { $0 != paper && Double($0.area) >= least }
    while let index = rest.firstIndex(where: { $0.stacks(on: paper) }) {
      paper = paper.union(rest.remove(at: index))
    }
    return paper
  }
}
