import Foundation
import LarderErrors
import LarderLoading

/// An image as 8-bit gray levels, one byte a pixel, row after row: what zbar scans.
struct GrayImage {
  var width: Int
  var height: Int
  var pixels: [UInt8]

  /// Decodes a JPEG or PNG image with gdk-pixbuf (only those two of its loaders), turns it
  /// upright as its EXIF orientation says, and turns it to gray (ITU-R BT.601 weights; a
  /// transparent pixel is white). The size is read from the header before any pixel is
  /// decoded, so an image over `maximumPixels` is refused
  /// without its memory being taken. With `kept`, an image of more pixels is scaled down
  /// to about that many as it is decoded (by gdk-pixbuf's loader).
  ///
  /// - Throws: `ScanError.notAnImage` for anything but a readable JPEG or PNG;
  ///   `ScanError.tooLarge` for more than `maximumPixels` pixels.
  init(decoding data: Data, name: String, maximumPixels: Int, keeping kept: Int? = nil)
    throws(ScanError)
  {
    guard let type = GrayImage.format(of: data) else { throw .notAnImage(name: name) }
    let pixbuf: GdkPixbuf
    do { pixbuf = try GdkPixbuf.shared.get() } catch { throw .notLoaded(error) }
    var error: OpaquePointer?
    guard let loader = pixbuf.loaderNewWithType(type, &error) else {
      if let error { pixbuf.gErrorFree(error) }
      throw .notAnImage(name: name)
    }
    defer { pixbuf.gObjectUnref(UnsafeMutableRawPointer(loader)) }
    let bound = SizeBound(
      maximumPixels: maximumPixels, kept: kept, setSize: pixbuf.loaderSetSize)
    let box = Unmanaged.passRetained(bound)
    defer { box.release() }
    let prepared: GdkPixbuf.SizePrepared = { loader, width, height, user in
      guard let user else { return }
      let bound = Unmanaged<SizeBound>.fromOpaque(user).takeUnretainedValue()
      bound.width = Int(width)
      bound.height = Int(height)
      // A size of 0×0 makes the loader stop before it allocates the pixels.
      let pixels = Int(width) * Int(height)
      if pixels > bound.maximumPixels {
        bound.setSize(loader, 0, 0)
      } else if let kept = bound.kept, pixels > kept, pixels > 0 {
        // Both sides scaled by √(kept / pixels).
        let scale = (Double(kept) / Double(pixels)).squareRoot()
        bound.setSize(
          loader, Int32(max(1, (Double(width) * scale).rounded(.down))),
          Int32(max(1, (Double(height) * scale).rounded(.down))))
      }
    }
    _ = pixbuf.gSignalConnectData(
      UnsafeMutableRawPointer(loader), "size-prepared", prepared, box.toOpaque(), nil, 0)
    let written = data.withUnsafeBytes { bytes -> Bool in
      guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return false }
      return pixbuf.loaderWrite(loader, base, bytes.count, &error) != 0
    }
    if let failure = error {
      pixbuf.gErrorFree(failure)
      error = nil
    }
    let closed = pixbuf.loaderClose(loader, &error) != 0
    if let failure = error { pixbuf.gErrorFree(failure) }
    if bound.width * bound.height > maximumPixels {
      throw .tooLarge(name: name, width: bound.width, height: bound.height)
    }
    guard written, closed, let decoded = pixbuf.loaderGetPixbuf(loader),
      let image = pixbuf.applyEmbeddedOrientation(decoded)
    else { throw .notAnImage(name: name) }
    defer { pixbuf.gObjectUnref(UnsafeMutableRawPointer(image)) }
    guard pixbuf.getBitsPerSample(image) == 8,
      pixbuf.getColorspace(image) == GdkPixbuf.rgb,
      let source = pixbuf.readPixels(image)
    else { throw .notAnImage(name: name) }
    width = Int(pixbuf.getWidth(image))
    height = Int(pixbuf.getHeight(image))
    let stride = Int(pixbuf.getRowstride(image))
    let channels = Int(pixbuf.getNChannels(image))
    let alpha = pixbuf.getHasAlpha(image) != 0
    guard width > 0, height > 0, channels >= 3, stride >= width * channels else {
      throw .notAnImage(name: name)
    }
    var gray = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      let row = source + y * stride
      for x in 0..<width {
        let pixel = row + x * channels
        let level = (77 * Int(pixel[0]) + 150 * Int(pixel[1]) + 29 * Int(pixel[2])) >> 8
        let opacity = alpha ? Int(pixel[3]) : 255
        gray[y * width + x] = UInt8((level * opacity + 255 * (255 - opacity)) / 255)
      }
    }
    pixels = gray
  }

  /// The gdk-pixbuf loader of the image's format, told by its first bytes: "png" or
  /// "jpeg", else nil.
  static func format(of data: Data) -> String? {
    let head = Array(data.prefix(8))
    if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return "png" }
    if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF { return "jpeg" }
    return nil
  }
}

/// The size the loader announced, and the bound it is held to.
private final class SizeBound {
  let maximumPixels: Int
  /// The pixels kept of a larger image, scaled down to them; nil keeps every pixel.
  let kept: Int?
  /// `gdk_pixbuf_loader_set_size`, for the C callback, which captures nothing.
  let setSize: @convention(c) (GdkPixbuf.Loader?, Int32, Int32) -> Void
  var width = 0
  var height = 0

  init(
    maximumPixels: Int, kept: Int?,
    setSize: @escaping @convention(c) (GdkPixbuf.Loader?, Int32, Int32) -> Void
  ) {
    self.maximumPixels = maximumPixels
    self.kept = kept
    self.setSize = setSize
  }
}
