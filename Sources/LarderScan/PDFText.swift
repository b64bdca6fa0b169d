import Foundation
import LarderLoading

/// The text of a PDF, page after page, as poppler lays it out in reading order.
public enum PDFText {
  /// The most bytes a PDF may have: 20 MiB (a receipt is a few kilobytes).
  public static let maximumBytes = 20 << 20

  /// Whether `data` starts as a PDF does (`%PDF-`).
  public static func isPDF(_ data: Data) -> Bool { data.starts(with: Array("%PDF-".utf8)) }

  /// The text of every page of the PDF `data`, pages separated by a line end.
  ///
  /// - Parameter name: how errors name the file.
  /// - Throws: `ScanError.notAPDF` for a file poppler cannot open (damaged, encrypted, or
  ///   over `maximumBytes`); `.notLoaded` when poppler cannot be loaded.
  public static func text(of data: Data, name: String) throws(ScanError) -> String {
    guard isPDF(data), data.count <= maximumBytes, let length = Int32(exactly: data.count)
    else { throw .notAPDF(name: name) }
    let poppler: Poppler
    do { poppler = try Poppler.shared.get() } catch { throw .notLoaded(error) }
    // poppler reads the bytes in place while the document lives: they are copied into a
    // buffer that outlives it.
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: data.count)
    defer { buffer.deallocate() }
    data.withUnsafeBytes { bytes in
      if let base = bytes.baseAddress {
        buffer.update(from: base.assumingMemoryBound(to: CChar.self), count: data.count)
      }
    }
    var error: OpaquePointer?
    guard let document = poppler.documentNewFromData(buffer, length, nil, &error) else {
      if let error { poppler.gErrorFree(error) }
      throw .notAPDF(name: name)
    }
    defer { poppler.gObjectUnref(document) }
    var pages: [String] = []
    for index in 0..<max(0, poppler.documentGetNPages(document)) {
      guard let page = poppler.documentGetPage(document, index) else { continue }
      defer { poppler.gObjectUnref(page) }
      guard let text = poppler.pageGetText(page) else { continue }
      defer { poppler.gFree(text) }
      var boxes: UnsafeMutablePointer<Double>?
      var count: UInt32 = 0
      guard poppler.pageGetTextLayout(page, &boxes, &count) != 0, let boxes else {
        pages.append(String(cString: text))
        continue
      }
      defer { poppler.gFree(boxes) }
      let characters = Array(String(cString: text).unicodeScalars)
      let rectangles = (0..<min(Int(count), characters.count)).map { index in
        Box(
          x: boxes[index * 4], top: boxes[index * 4 + 1], right: boxes[index * 4 + 2],
          bottom: boxes[index * 4 + 3])
      }
      pages.append(rows(characters, rectangles).joined(separator: "\n"))
    }
    return pages.joined(separator: "\n")
  }

  /// Where a character or a run of them is on the page, in points from the top left.
  struct Box {
    var x: Double
    var top: Double
    var right: Double
    var bottom: Double

    var middle: Double { (top + bottom) / 2 }
    var height: Double { bottom - top }
  }

  /// The page's lines as a reader sees them: poppler gives the runs of text in reading
  /// order, a receipt's name and its amount as two runs when they stand apart; the runs
  /// whose middles are on one line (within half a line's height) are joined, left to
  /// right, two spaces apart.
  static func rows(_ characters: [Unicode.Scalar], _ boxes: [Box]) -> [String] {
    var runs: [(text: String, box: Box)] = []
    var text = ""
    var box: Box?
    func endRun() {
      if let box, !text.trimmingCharacters(in: .whitespaces).isEmpty {
        runs.append((text.trimmingCharacters(in: .whitespaces), box))
      }
      (text, box) = ("", nil)
    }
    for (index, character) in characters.enumerated() {
      guard character != "\n", index < boxes.count else {
        endRun()
        continue
      }
      let next = boxes[index]
      text.unicodeScalars.append(character)
      guard let current = box else {
        box = next
        continue
      }
      box = Box(
        x: min(current.x, next.x), top: min(current.top, next.top),
        right: max(current.right, next.right), bottom: max(current.bottom, next.bottom))
    }
    endRun()
    var lines: [(box: Box, runs: [(text: String, box: Box)])] = []
    for run in runs {
      if let index = lines.lastIndex(where: {
        abs($0.box.middle - run.box.middle) < max($0.box.height, run.box.height) / 2
      }) {
        lines[index].runs.append(run)
      } else {
        lines.append((run.box, [run]))
      }
    }
    return lines.sorted { $0.box.middle < $1.box.middle }.map { line in
      line.runs.sorted { $0.box.x < $1.box.x }.map(\.text).joined(separator: "  ")
    }
  }
}
