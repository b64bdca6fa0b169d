import Foundation

/// Photos of barcodes drawn for a test by `Tests/Fixtures/make_barcode_photo.py`
/// (python-barcode and Pillow), in a scratch folder of their own.
enum BarcodePhoto {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The bytes of a photo of `codes` ("ean13:400638133393"…), turned by `rotate` degrees
  /// and blurred by `blur` pixels, as a PNG or, for `jpeg`, a JPEG.
  static func make(_ codes: [String], rotate: Double = 0, blur: Double = 0, jpeg: Bool = false)
    throws -> Data
  {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "larder-photo-\(UUID().uuidString).\(jpeg ? "jpg" : "png")")
    defer { try? FileManager.default.removeItem(at: out) }
    let script = root.appendingPathComponent("Tests/Fixtures/make_barcode_photo.py").path
    try python(
      [script, out.path, "--rotate", "\(rotate)", "--blur", "\(blur)"] + codes)
    return try Data(contentsOf: out)
  }

  /// A white PNG of `width`×`height` pixels, drawn by Pillow.
  static func blank(width: Int, height: Int) throws -> Data {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "larder-blank-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: out) }
    try python([
      "-c",
      "import sys; from PIL import Image; Image.new('L', (\(width), \(height)), 255).save(sys.argv[1])",
      out.path,
    ])
    return try Data(contentsOf: out)
  }

  /// Runs `python3 ARGS`, failing with its output when it fails.
  private static func python(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PhotoFailed(output: String(decoding: data, as: UTF8.self))
    }
  }

  struct PhotoFailed: Error, CustomStringConvertible {
    var output: String
    var description: String { "the photo was not drawn: \(output)" }
  }
}
