import LarderErrors
import LarderLoading

/// The JSON-LD scripts of an HTML page: the text of each `<script
/// type="application/ld+json">` element, in the page's order, where recipe sites and
/// others describe the page's content for search engines. The page is parsed by libxml2,
/// as `HTMLText` parses one, forgiving broken markup as browsers do.
public enum HTMLScripts {
  /// The media type of a JSON-LD script, compared without case and without parameters.
  static let mediaType = "application/ld+json"

  /// The text of every JSON-LD script of `html`, as written (an empty script gives an
  /// empty text). A page in UTF-8 is read as such; another is read in the encoding its
  /// `<meta charset>` names (libxml2 converts it), the texts returned in UTF-8. A page of
  /// more than 2 GiB, which libxml2 cannot take in one piece, holds none.
  ///
  /// - Throws: `LibraryError` when libxml2 cannot be loaded.
  public static func jsonLD(in html: [UInt8]) throws(LibraryError) -> [String] {
    let xml = try LibXML2.shared.get()
    guard let length = Int32(exactly: html.count), length > 0 else { return [] }
    let encoding: String? = String(validating: html, as: UTF8.self) == nil ? nil : "UTF-8"
    let parsed = html.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        xml.htmlReadMemory(chars.baseAddress, length, nil, encoding, LibXML2.quietOptions)
      }
    }
    guard let document = parsed else { return [] }
    defer { xml.freeDoc(document) }
    guard let reader = xml.readerWalker(document) else { return [] }
    defer { xml.freeTextReader(reader) }
    var scripts: [String] = []
    var script: String?
    while xml.readerRead(reader) == 1 {
      let type = xml.readerNodeType(reader)
      switch type {
      case LibXML2.element where name(xml, reader) == "script":
        let empty = xml.readerIsEmptyElement(reader) != 0
        guard isJSONLD(xml, reader) else { continue }
        if empty { scripts.append("") } else { script = "" }
      case LibXML2.text, LibXML2.cdata:
        guard script != nil, let value = xml.readerConstValue(reader) else { continue }
        script?.append(String(cString: value))
      case LibXML2.endElement where name(xml, reader) == "script":
        if let text = script { scripts.append(text) }
        script = nil
      default: continue
      }
    }
    return scripts
  }

  /// The lower-case local name of the reader's node.
  private static func name(_ xml: LibXML2, _ reader: LibXML2.Object) -> String {
    xml.readerConstLocalName(reader).map { String(cString: $0).lowercased() } ?? ""
  }

  /// Whether the element the reader is on has a `type` attribute naming JSON-LD
  /// (`application/ld+json`, in any case, with parameters or not). The reader is left on
  /// the element.
  private static func isJSONLD(_ xml: LibXML2, _ reader: LibXML2.Object) -> Bool {
    defer { _ = xml.readerMoveToElement(reader) }
    var more = xml.readerMoveToFirstAttribute(reader) == 1
    while more {
      if name(xml, reader) == "type" {
        let value = xml.readerConstValue(reader).map { String(cString: $0) } ?? ""
        let essence = value.prefix(while: { $0 != ";" })
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(essence.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
          .lowercased() == mediaType
      }
      more = xml.readerMoveToNextAttribute(reader) == 1
    }
    return false
  }
}
