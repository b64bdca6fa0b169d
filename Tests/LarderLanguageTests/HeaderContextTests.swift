import Foundation
import Testing

/// A column header's English word means one thing per kind of column: a header that heads
/// numbers (right-aligned: counts, quantities, amounts) in one table and text or dates
/// (left-aligned) in another is two messages, which languages word apart, so each use has
/// its own msgctxt (`trc`). `BOUGHT` over the dates lots were bought on in 'larder show'
/// and over the count of purchases at a store in 'larder prices ITEM' was one such.
@Suite struct HeaderContextTests {
  /// One header of a `TextTable`: its msgid, msgctxt, alignment and file.
  struct Header: Hashable {
    let msgid: String
    let context: String?
    let alignment: String
    let file: String
  }

  /// `(….tr("HEADER"…), .left)` or `.right`, with `trc`'s context: every header of a
  /// `TextTable` column, the call's other arguments allowed, no other `tr` call inside.
  static func pattern() throws -> NSRegularExpression {
    try NSRegularExpression(
      pattern: #"\.(?:trc?)\("((?:[^"\\]|\\.)*)"(?:,\s*context:\s*"((?:[^"\\]|\\.)*)")?"#
        + #"(?:(?!\.tr[cn]?\().){0,160}?\)\s*,\s*\.(left|right)\)"#,
      options: [.dotMatchesLineSeparators])
  }

  /// The headers of `text`, a Swift source file named `file`.
  static func headers(in text: String, file: String) throws -> [Header] {
    let pattern = try HeaderContextTests.pattern()
    let whole = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: whole).compactMap { match in
      func group(_ index: Int) -> String? {
        Range(match.range(at: index), in: text).map { String(text[$0]) }
      }
      guard let msgid = group(1), let alignment = group(3) else { return nil }
      return Header(msgid: msgid, context: group(2), alignment: alignment, file: file)
    }
  }

  /// The headers of every source file under Sources/.
  static func sourceHeaders() throws -> [Header] {
    let sources = CatalogTests.root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var headers: [Header] = []
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      headers += try Self.headers(in: text, file: url.lastPathComponent)
    }
    return headers
  }

  /// The messages (msgid and msgctxt) that head both kinds of column, with where.
  static func ambiguous(_ headers: [Header]) -> [String] {
    let byMessage = Dictionary(grouping: headers) {
      "\($0.context.map { $0 + "|" } ?? "")\($0.msgid)"
    }
    return byMessage.filter { Set($0.value.map(\.alignment)).count > 1 }
      .map { message, uses in
        message + ": "
          + uses.map { "\($0.alignment) in \($0.file)" }.sorted().joined(separator: ", ")
      }
      .sorted()
  }

  @Test func theSourcesHaveTheTablesHeaders() throws {
    let headers = try Self.sourceHeaders()
    #expect(headers.count > 50)
    #expect(headers.contains { $0.msgid == "BOUGHT" && $0.context == "purchase date" })
  }

  @Test func noHeaderHeadsNumbersInOneTableAndTextInAnother() throws {
    let ambiguous = Self.ambiguous(try Self.sourceHeaders())
    #expect(ambiguous.isEmpty, "give each use its own context (trc): \(ambiguous)")
  }

  @Test func boughtWithoutItsContextsIsFound() throws {
    // The two tables as they were before the contexts.
    let show = #"(Localization.current.tr("BOUGHT"), .left), (l.tr("LOT"), .left),"#
    let prices = #"(Localization.current.tr("BOUGHT"), .right), (l.tr("LOT"), .left),"#
    let headers =
      try Self.headers(in: show, file: "ItemHistoryView.swift")
      + Self.headers(in: prices, file: "PricesView.swift")
    #expect(
      Self.ambiguous(headers) == [
        "BOUGHT: left in ItemHistoryView.swift, right in PricesView.swift"
      ])
  }
}
