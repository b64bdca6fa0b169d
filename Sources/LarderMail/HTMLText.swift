import LarderErrors
import LarderLoading

/// The text of an HTML page as lines, the way a receipt's table reads: each row, list
/// item, paragraph or line break starts a line, and a row's cells are set two spaces
/// apart. Scripts and styles are left out. The page is parsed by libxml2.
public enum HTMLText {
  /// The elements that start a line.
  static let lineElements: Set<String> = [
    "tr", "p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table", "section",
    "header", "footer", "pre", "hr", "address",
  ]
  /// The elements that separate cells.
  static let cellElements: Set<String> = ["td", "th"]
  /// The elements whose text is not the page's.
  static let hiddenElements: Set<String> = ["script", "style", "head", "title"]

  /// The text of `html` (UTF-8), one line per row or block.
  ///
  /// - Throws: `LibraryError` when libxml2 cannot be loaded.
  public static func text(of html: String) throws(LibraryError) -> String {
    let xml = try LibXML2.shared.get()
    let bytes = Array(html.utf8CString)
    guard let length = Int32(exactly: bytes.count - 1),
      let document = bytes.withUnsafeBufferPointer({
        xml.htmlReadMemory($0.baseAddress, length, nil, "UTF-8", LibXML2.quietOptions)
      })
    else { return "" }
    defer { xml.freeDoc(document) }
    guard let reader = xml.readerWalker(document) else { return "" }
    defer { xml.freeTextReader(reader) }
    var lines: [String] = []
    var line = ""
    var hidden = 0
    func endLine() {
      let trimmed = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{A0}" })
      if !trimmed.isEmpty { lines.append(line.trimmingSpaces) }
      line = ""
    }
    while xml.readerRead(reader) == 1 {
      let type = xml.readerNodeType(reader)
      let name = xml.readerConstLocalName(reader).map { String(cString: $0).lowercased() } ?? ""
      switch type {
      case LibXML2.element:
        if hiddenElements.contains(name), xml.readerIsEmptyElement(reader) == 0 { hidden += 1 }
        if lineElements.contains(name) { endLine() }
        if cellElements.contains(name), !line.isEmpty { line += "  " }
      case LibXML2.endElement:
        if hiddenElements.contains(name) { hidden = max(0, hidden - 1) }
        if lineElements.contains(name) { endLine() }
      case LibXML2.text where hidden == 0:
        guard let value = xml.readerConstValue(reader) else { continue }
        let text = String(cString: value).split(whereSeparator: \.isNewline).joined(
          separator: " ")
        line += text
      default: continue
      }
    }
    endLine()
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The text without the spaces, tabs and no-break spaces at either end.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
