import Foundation
import LarderErrors
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

  /// The page's lines as a reader sees them, from where each character is: characters
  /// whose middles are on one line (within half the smaller one's height) make one row, left to
  /// right, whatever order the PDF draws them in; a gap between two characters is a space,
  /// and a gap of more than a character's height (a column's) two. So a receipt's name and
  /// its amount stay on one line when they are separate text runs, and a table's cells
  /// stand apart.
  static func rows(_ characters: [Unicode.Scalar], _ boxes: [Box]) -> [String] {
    var glyphs: [(character: Unicode.Scalar, box: Box)] = []
    for (character, box) in zip(characters, boxes) where character != "\n" && box.height > 0 {
      glyphs.append((character, box))
    }
    glyphs.sort { $0.box.middle < $1.box.middle }
    var rows: [(middle: Double, height: Double, glyphs: [(character: Unicode.Scalar, box: Box)])] =
      []
    for glyph in glyphs {
      if let last = rows.indices.last,
        abs(rows[last].middle - glyph.box.middle) < min(rows[last].height, glyph.box.height) / 2
      {
        // Within half the smaller height: a large letter (a logo's) beside two lines of small
        // print joins neither.
        rows[last].glyphs.append(glyph)
        let count = Double(rows[last].glyphs.count)
        rows[last].middle += (glyph.box.middle - rows[last].middle) / count
        rows[last].height = min(rows[last].height, glyph.box.height)
      } else {
        rows.append((glyph.box.middle, glyph.box.height, [glyph]))
      }
    }
    return rows.map { row in
      var text = ""
      var right: Double?
      for glyph in row.glyphs.sorted(by: { $0.box.x < $1.box.x }) {
        if glyph.character.properties.isWhitespace {
          // A space the PDF draws is one.
          if !text.isEmpty, text.last != " " { text += " " }
          continue
        }
        if let right {
          let gap = glyph.box.x - right
          let height = glyph.box.height
          if gap > height {
            text += text.last == " " ? " " : "  "
          } else if gap > height * spaceShare, text.last != " " {
            text += " "
          }
        }
        text.unicodeScalars.append(glyph.character)
        right = max(right ?? glyph.box.right, glyph.box.right)
      }
      return text
    }
  }

  /// The least gap between two characters, as a share of their height, that is a space.
  static let spaceShare = 0.08
}
