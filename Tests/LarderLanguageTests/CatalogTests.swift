import Foundation
import Testing

@testable import LarderLanguage

/// The catalogs in po/: the template holds every text the sources translate, every
/// catalog translates all of them (no fuzzy entry, msgfmt --check clean), and the catalogs
/// compiled into Larder are those of po/.
@Suite struct CatalogTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs a program in the repository's root; its status and standard output and error.
  func run(_ program: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    process.currentDirectoryURL = CatalogTests.root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The msgids of a PO or POT text (singular, as the catalogs are keyed: after its
  /// msgctxt and U+0004 when it has one).
  func msgids(_ text: String) -> Set<String> {
    func unquoted(_ line: Substring, after prefix: String) -> String {
      line.dropFirst(prefix.count).dropLast().replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "\\\\", with: "\\")
    }
    var ids = Set<String>()
    var context: String?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("msgctxt \"") {
        context = unquoted(line, after: "msgctxt \"")
      } else if line.hasPrefix("msgid \"") {
        let id = unquoted(line, after: "msgid \"")
        ids.insert(context.map { Catalog.key(id, context: $0) } ?? id)
        context = nil
      }
    }
    ids.remove("")
    return ids
  }

  func file(_ path: String) throws -> String {
    try String(contentsOf: CatalogTests.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theTemplateHoldsEveryTextOfTheSources() throws {
    let (status, extracted) = try run("sh", ["scripts/po-extract.sh", "--stdout"])
    #expect(status == 0)
    let template = msgids(try file("po/larder.pot"))
    #expect(msgids(extracted) == template, "run 'make pot' to refresh po/larder.pot")
    #expect(template.count > 150)
  }

  /// One English text with two meanings is two messages, each with its msgctxt, so that a
  /// language can word them apart: `BOUGHT` heads both the dates lots were bought on
  /// (`larder show`) and how many times an item was bought at a store (`larder prices`).
  /// A text that has a context somewhere has one everywhere: a call left without one
  /// would take whichever meaning its translators thought of.
  @Test func aTextWithTwoMeaningsHasAContextForEach() throws {
    let (status, extracted) = try run("sh", ["scripts/po-extract.sh", "--stdout"])
    #expect(status == 0)
    let ids = msgids(extracted)
    #expect(ids.isSuperset(of: ["purchase date\u{4}BOUGHT", "purchase count\u{4}BOUGHT"]))
    let withContext = Set(
      ids.compactMap { $0.split(separator: "\u{4}").dropFirst().first.map(String.init) })
    #expect(withContext.intersection(ids).isEmpty, "texts both with and without a context")
    let japanese = Localization(try #require(Language(code: "ja")))
    #expect(japanese.trc("BOUGHT", context: "purchase date") == "購入日")
    #expect(japanese.trc("BOUGHT", context: "purchase count") == "購入回数")
    #expect(japanese.trc("BOUGHT", context: "no such context") == "BOUGHT")
    #expect(Localization.english.trc("BOUGHT", context: "purchase date") == "BOUGHT")
  }

  @Test(arguments: ["fr", "zh_Hant", "ja"])
  func everyCatalogTranslatesEveryTextAndPassesMsgfmtCheck(_ language: String) throws {
    let path = "po/\(language).po"
    #expect(msgids(try file(path)) == msgids(try file("po/larder.pot")))
    let (status, output) = try run(
      "msgfmt", ["--check", "--statistics", "-o", "/dev/null", path])
    #expect(status == 0, "\(output)")
    #expect(!output.contains("fuzzy") && !output.contains("untranslated"), "\(output)")
    #expect(!(try file(path)).contains("#, fuzzy"))
  }

  @Test func theCompiledCatalogsAreThoseOfPo() throws {
    let (status, output) = try run("python3", ["scripts/po-catalogs.py", "--check"])
    #expect(status == 0, "run 'make catalogs': \(output)")
    #expect(Catalog.codes == ["fr", "ja", "zh-Hant"])
    #expect(Set(Catalog.all.keys) == ["fr", "ja", "zh-Hant"])
  }

  /// A translation equal to its English text is a text left untranslated, unless it is a
  /// name, a command line or a word the language shares with English (French `Total`).
  @Test func noTranslationIsItsEnglishTextUnlessTheLanguageSaysItSo() {
    let names: Set<String> = [
      "  larder serve   LARDER_WEB_PASSWORD=... larder serve --listen 0.0.0.0:8443 --tls-cert cert.pem --tls-key key.pem",
      "$LARDER_MAIL_TO", "larder@<hostname>", "other", "ID",
    ]
    let french: Set<String> = [
      " ({notes})", ", ", "ACTION", "Action", "BUDGET", "Budget", "Budget ({month})", "Budgets",
      "DATE", "Date", "LOT", "Lot", "Lots", "MAX", "MIN", "Menu", "NOTE", "Note", "RATIO", "Stock",
      "Total",
      "date", "format", "note", "ok", "volume", "{count} budget", "{count} lot", "{sentence}.",
      "{events} ({entries})", "{purchases}, {items}",
    ]
    for (code, catalog) in Catalog.all {
      let same = Set(catalog.entries.filter { $0.value.first == $0.key }.keys)
      #expect(same.subtracting(names).subtracting(code == "fr" ? french : []).isEmpty, "\(code)")
    }
  }

  @Test func everyTranslationKeepsThePlaceholdersOfItsText() {
    func names(_ text: String) -> Set<String> {
      Set(text.matches(of: /\{([a-z]+)\}/).map { String($0.output.1) })
    }
    for (code, catalog) in Catalog.all {
      for (text, forms) in catalog.entries {
        for form in forms {
          // {count} may be left out of a form that names the number in words.
          #expect(
            names(form).subtracting(["count"]) == names(text).subtracting(["count"]),
            "\(code): \(text) → \(form)")
        }
      }
    }
  }

  @Test func frenchPluralIsForMoreThanOneAndJapaneseHasOneForm() throws {
    let french = try #require(Catalog.all["fr"])
    #expect([0, 1, 2, 200, 201].map(french.pluralForm) == [0, 0, 1, 1, 1])
    let japanese = try #require(Catalog.all["ja"])
    #expect([0, 1, 2, 1000].map(japanese.pluralForm) == [0, 0, 0, 0])
  }

  @Test func aMissingTranslationIsEnglishForThatTextOnly() {
    let french = Localization(try! #require(Language(code: "fr")))
    #expect(french.tr("Today") == "Aujourd'hui")
    #expect(french.tr("Not in any catalog {x}", ["x": "1"]) == "Not in any catalog 1")
  }

  @Test func aValueHoldingBracesIsNeverReadAsAPlaceholder() {
    #expect(
      Localization.fill("{item}: {quantity}", [("item", "{quantity}"), ("quantity", "2 kg")])
        == "{quantity}: 2 kg")
  }

  @Test func xlsxSheetNamesAreValidInEveryLanguage() {
    let names = [
      "Summary", "Budget", "Categories", "Stores", "Top items", "Trend", "Waste", "Consumption",
      "Expired", "Expiring", "Eat first", "Restock",
    ]
    for language in Language.available {
      let texts = Localization(language)
      let translated = names.map { texts.tr($0) }
      #expect(Set(translated).count == names.count, "\(language)")
      for name in translated {
        #expect(name.count <= 31 && !name.contains(where: "[]:*?/\\".contains), "\(name)")
      }
    }
  }
}

/// How a catalog is read from the text `make catalogs` compiles it into.
@Suite struct CompiledCatalogTests {
  @Test func eachEntryIsATextAndItsForms() {
    let catalog = Catalog(
      pluralForms: [0, 0, 1],
      compiled: "Today\u{1F}Aujourd'hui\u{1E}{count} lot\u{1F}{count} lot\u{1F}{count} lots\u{1E}")
    #expect(
      catalog.entries == [
        "Today": ["Aujourd'hui"], "{count} lot": ["{count} lot", "{count} lots"],
      ])
  }

  @Test func aTextIsFoundWhereverItIsInTheCompiledText() {
    let catalog = Catalog(
      pluralForms: [0],
      compiled:
        "b\u{1F}B\u{1E}é\u{1F}É\u{1E}a\u{1F}A\u{1E}ab\u{1F}AB\u{1E}今日\u{1F}Aujourd'hui\u{1E}")
    #expect(
      ["a", "ab", "b", "é", "今日"].map { catalog.forms($0) }
        == [["A"], ["AB"], ["B"], ["É"], ["Aujourd'hui"]])
  }

  @Test func aTextWithoutAnEntryHasNoForms() {
    let catalog = Catalog(pluralForms: [0], compiled: "Today\u{1F}Aujourd'hui\u{1E}")
    #expect(catalog.forms("Toda") == nil)
    #expect(catalog.forms("Today ") == nil)
    #expect(catalog.forms("") == nil)
  }

  @Test func ofTwoEntriesForOneTextTheLaterCounts() {
    let catalog = Catalog(pluralForms: [0], compiled: "Lot\u{1F}Lot\u{1E}Lot\u{1F}Lot acheté\u{1E}")
    #expect(catalog.forms("Lot") == ["Lot acheté"])
    #expect(catalog.entries.count == 1)
  }

  @Test func aTextWithAContextIsKeyedByBoth() {
    let key = Catalog.key("BOUGHT", context: "purchase date")
    let catalog = Catalog(pluralForms: [0], compiled: key + "\u{1F}ACHETÉ LE\u{1E}")
    #expect(catalog.entries[key] == ["ACHETÉ LE"])
  }

  @Test func spacesAndLineBreaksInATextAreKept() {
    let catalog = Catalog(pluralForms: [0], compiled: " and \u{1F} et \u{1E}a\nb\u{1F}c\nd\u{1E}")
    #expect(catalog.entries == [" and ": [" et "], "a\nb": ["c\nd"]])
  }

  @Test func everyLanguageReadsEveryEntryOfItsCompiledFile() throws {
    for (code, catalog) in Catalog.all {
      let name = code == "zh-Hant" ? "zhHant" : code
      let path = "Sources/LarderLanguage/Catalogs/Catalog+\(name).swift"
      let source = try String(
        contentsOf: CatalogTests.root.appendingPathComponent(path), encoding: .utf8)
      // Each entry's line ends with the escape of U+001E.
      #expect(
        catalog.entries.count == source.components(separatedBy: "\\u{1E}").count - 1, "\(code)")
    }
    #expect(Catalog.named("fr")?.entries[" and "] == [" et "])
    #expect(Catalog.named("en") == nil)
  }

}
