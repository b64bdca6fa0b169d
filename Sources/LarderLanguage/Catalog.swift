/// The translations of one language, compiled from its `po/` file: each English text
/// (gettext's msgid, with `msgctxt` and U+0004 before it when it has a context) with its
/// forms, one for a plain text and one per plural form for a text that has a plural.
///
/// `make catalogs` writes each language's catalog from `po/` into `Catalogs/`, as one
/// string literal (which compiles in a moment, as a dictionary literal does not). The
/// first time the language is used, its bytes are indexed: where each entry's text and
/// forms are, in the order of the texts' bytes, so that a text is found by binary search
/// and only the forms asked for become strings. (A dictionary of every entry took longer
/// to build than the rest of a command.)
struct Catalog: Sendable {
  /// Where one entry lies in `bytes`: its English text, and its forms with U+001F before
  /// each.
  private struct Entry: Sendable {
    var text: Range<Int>
    var forms: Range<Int>
  }

  /// The compiled text's UTF-8.
  private let bytes: [UInt8]
  /// Every entry, in the order of their texts' bytes; of two with one text, the later.
  private let index: [Entry]
  /// The plural form for counts 0 to 199, from the PO header's `Plural-Forms` rule.
  let pluralForms: [UInt8]

  /// The catalog of a compiled text: an entry after another, each the English text and
  /// U+001F before each of its forms, and U+001E after the last form.
  init(pluralForms: [UInt8], compiled: String) {
    let bytes = Array(compiled.utf8)
    var found: [(entry: Entry, order: Int)] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: 0x1E) ?? bytes.count
      if let separator = bytes[start..<end].firstIndex(of: 0x1F) {
        found.append((Entry(text: start..<separator, forms: separator..<end), found.count))
      }
      start = end + 1
    }
    found.sort { first, second in
      let a = bytes[first.entry.text]
      let b = bytes[second.entry.text]
      return a.lexicographicallyPrecedes(b) || (a.elementsEqual(b) && first.order < second.order)
    }
    var index: [Entry] = []
    index.reserveCapacity(found.count)
    for (entry, _) in found {
      if let last = index.last, bytes[last.text].elementsEqual(bytes[entry.text]) {
        index[index.count - 1] = entry
      } else {
        index.append(entry)
      }
    }
    self.bytes = bytes
    self.index = index
    self.pluralForms = pluralForms
  }

  /// The forms of `text`, or nil when the catalog has no entry for it.
  func forms(_ text: String) -> [String]? {
    let wanted = Array(text.utf8)
    var low = 0
    var high = index.count
    while low < high {
      let middle = low + (high - low) / 2
      let candidate = bytes[index[middle].text]
      if candidate.lexicographicallyPrecedes(wanted) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < index.count, bytes[index[low].text].elementsEqual(wanted) else { return nil }
    return forms(of: index[low])
  }

  /// Every entry's text with its forms (for the tests that check a whole catalog).
  var entries: [String: [String]] {
    var entries: [String: [String]] = [:]
    for entry in index {
      entries[String(decoding: bytes[entry.text], as: UTF8.self)] = forms(of: entry)
    }
    return entries
  }

  /// The forms of `entry`, each the text after one U+001F.
  private func forms(of entry: Entry) -> [String] {
    bytes[entry.forms].split(separator: 0x1F, omittingEmptySubsequences: false).dropFirst().map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Every language's catalog, by BCP 47 code (each read from its compiled text).
  static var all: [String: Catalog] {
    Dictionary(uniqueKeysWithValues: codes.compactMap { code in named(code).map { (code, $0) } })
  }

  /// The key in `entries` of `text` in `context`: the context, U+0004 and the text, as
  /// gettext keys a message that has a msgctxt.
  static func key(_ text: String, context: String) -> String {
    context + "\u{4}" + text
  }

  /// Which of the plural forms a count takes. Counts from 200 on take the form of
  /// `100 + count % 100`: gettext's rules look at a count's last two digits and at
  /// whether it is small, so that form is the same.
  func pluralForm(_ count: Int) -> Int {
    guard !pluralForms.isEmpty else { return 0 }
    let magnitude = count.magnitude
    let index = magnitude < 200 ? Int(magnitude) : 100 + Int(magnitude % 100)
    return Int(pluralForms[min(index, pluralForms.count - 1)])
  }
}
