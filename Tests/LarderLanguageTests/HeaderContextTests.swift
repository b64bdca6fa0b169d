import Foundation
import Testing

/// A column header's English word means one thing per kind of column: a header that heads
/// numbers (right-aligned: counts, quantities, amounts) in one table and text or dates
/// (left-aligned) in another is two messages, which languages word apart, so each use has
/// its own msgctxt (`trc`). `BOUGHT` over the dates lots were bought on in 'larder show'
/// and over the count of purchases at a store in 'larder prices ITEM' was one such. The
/// headers are those of the terminal's tables (`TextTable`, each column with its alignment)
/// and of the report's Markdown tables (`table([headers], right: [columns])`).
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

  /// The headers of the Markdown tables of `text`: `table([h0, h1, …], right: [1, …])`,
  /// each header that is a `tr` or `trc` call right-aligned when its index is listed.
  static func markdownHeaders(in text: String, file: String) throws -> [Header] {
    let start = try NSRegularExpression(pattern: #"table\(\s*\["#)
    let message = try NSRegularExpression(
      pattern: #"^\s*[A-Za-z.]*\.trc?\("((?:[^"\\]|\\.)*)"(?:,\s*context:\s*"((?:[^"\\]|\\.)*)")?"#)
    let right = try NSRegularExpression(pattern: #"^\s*,\s*right:\s*\[([0-9, ]*)\]"#)
    let characters = Array(text)
    var headers: [Header] = []
    for match in start.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let open = Range(match.range, in: text)?.upperBound else { continue }
      // The array's elements, split at its own commas (not those inside calls or strings).
      var elements = [""]
      var depth = 0
      var inString = false
      var index = text.distance(from: text.startIndex, to: open)
      while index < characters.count {
        let character = characters[index]
        index += 1
        if inString {
          if character == "\\", index < characters.count {
            elements[elements.count - 1].append(character)
            elements[elements.count - 1].append(characters[index])
            index += 1
            continue
          }
          if character == "\"" { inString = false }
        } else if character == "\"" {
          inString = true
        } else if "([".contains(character) {
          depth += 1
        } else if ")]".contains(character) {
          if depth == 0 { break }
          depth -= 1
        } else if character == ",", depth == 0 {
          elements.append("")
          continue
        }
        elements[elements.count - 1].append(character)
      }
      let rest = String(characters[index...])
      guard
        let columns = right.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)),
        let list = Range(columns.range(at: 1), in: rest)
      else { continue }
      let rightColumns = Set(
        rest[list].split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
      )
      for (column, element) in elements.enumerated() {
        let range = NSRange(element.startIndex..., in: element)
        guard let found = message.firstMatch(in: element, range: range),
          let msgid = Range(found.range(at: 1), in: element).map({ String(element[$0]) })
        else { continue }
        let context = Range(found.range(at: 2), in: element).map { String(element[$0]) }
        headers.append(
          Header(
            msgid: msgid, context: context,
            alignment: rightColumns.contains(column) ? "right" : "left", file: file))
      }
    }
    return headers
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
      headers += try Self.markdownHeaders(in: text, file: url.lastPathComponent)
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
    #expect(headers.contains { $0.msgid == "Waste ratio" && $0.alignment == "right" })
  }

  @Test func theReportsMarkdownTablesHaveTheirHeaders() throws {
    let text = #"""
      table([title, texts.tr("Currency"), texts.tr("Amount")], right: [2], rows)
      table([texts.tr("Category"), texts.tr("Amount", ["a": f(1, 2)])], right: [1], rows)
      """#
    let headers = try Self.markdownHeaders(in: text, file: "MarkdownReport.swift")
    #expect(
      headers.map { "\($0.msgid) \($0.alignment)" } == [
        "Currency left", "Amount right", "Category left", "Amount right",
      ])
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
