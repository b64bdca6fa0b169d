import LarderErrors
import LarderLoading

/// libxml2's HTML parser and tree walker, loaded the first time an HTML part is read.
/// Its function pointers are immutable and the library is never unloaded, so it is
/// shared. Documents and readers are spelled as opaque pointers; so no libxml2 header is
/// needed to build Larder.
struct LibXML2: @unchecked Sendable {
  typealias Object = OpaquePointer

  /// `HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET`.
  static let quietOptions: Int32 = 1 | 32 | 64 | 2048
  /// `xmlReaderTypes`: an element's start, its text, a CDATA section's text, its end.
  static let element: Int32 = 1
  static let text: Int32 = 3
  static let cdata: Int32 = 4
  static let endElement: Int32 = 15

  let htmlReadMemory:
    @convention(c) (
      UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32
    ) -> Object?
  let freeDoc: @convention(c) (Object?) -> Void
  let readerWalker: @convention(c) (Object?) -> Object?
  let readerRead: @convention(c) (Object?) -> Int32
  let readerNodeType: @convention(c) (Object?) -> Int32
  let readerConstLocalName: @convention(c) (Object?) -> UnsafePointer<CChar>?
  let readerConstValue: @convention(c) (Object?) -> UnsafePointer<CChar>?
  let readerIsEmptyElement: @convention(c) (Object?) -> Int32
  let freeTextReader: @convention(c) (Object?) -> Void
  /// Attributes: the reader moves onto the element's first or next attribute (1 when it
  /// did, 0 when there is none), whose name and value it then reads, and back.
  let readerMoveToFirstAttribute: @convention(c) (Object?) -> Int32
  let readerMoveToNextAttribute: @convention(c) (Object?) -> Int32
  let readerMoveToElement: @convention(c) (Object?) -> Int32

  /// The library's file name, as Debian's `libxml2` installs it.
  static let soname = "libxml2.so.2"

  /// The library, loaded once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try LibXML2(SharedLibrary(soname)) }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    htmlReadMemory = try library.function("htmlReadMemory")
    freeDoc = try library.function("xmlFreeDoc")
    readerWalker = try library.function("xmlReaderWalker")
    readerRead = try library.function("xmlTextReaderRead")
    readerNodeType = try library.function("xmlTextReaderNodeType")
    readerConstLocalName = try library.function("xmlTextReaderConstLocalName")
    readerConstValue = try library.function("xmlTextReaderConstValue")
    readerIsEmptyElement = try library.function("xmlTextReaderIsEmptyElement")
    freeTextReader = try library.function("xmlFreeTextReader")
    readerMoveToFirstAttribute = try library.function("xmlTextReaderMoveToFirstAttribute")
    readerMoveToNextAttribute = try library.function("xmlTextReaderMoveToNextAttribute")
    readerMoveToElement = try library.function("xmlTextReaderMoveToElement")
  }
}
