/// The translations of one language, compiled from its `po/` file: each English text
/// (gettext's msgid, with `msgctxt` and U+0004 before it when it has a context) with its
/// forms, one for a plain text and one per plural form for a text that has a plural.
///
/// `make catalogs` writes each language's catalog from `po/` into `Catalogs/`, as one
/// string literal (which compiles in a moment, as a dictionary literal does not), read
/// into `entries` the first time the language is used.
struct Catalog: Sendable {
  /// The forms of each English text.
  let entries: [String: [String]]
  /// The plural form for counts 0 to 199, from the PO header's `Plural-Forms` rule.
  let pluralForms: [UInt8]

  /// The catalog of a compiled text: an entry after another, each the English text and
  /// U+001F before each of its forms, and U+001E after the last form.
  init(pluralForms: [UInt8], compiled: String) {
    var entries: [String: [String]] = [:]
    for entry in compiled.utf8.split(separator: 0x1E) {
      let fields = entry.split(separator: 0x1F, omittingEmptySubsequences: false)
      guard let text = fields.first, fields.count > 1 else { continue }
      entries[String(decoding: text, as: UTF8.self)] = fields.dropFirst().map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    self.entries = entries
    self.pluralForms = pluralForms
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
