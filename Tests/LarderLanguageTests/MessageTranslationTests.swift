import Foundation
import LarderCore
import Testing

@testable import LarderLanguage

/// Every message of every family, one sample per case (`MessageFamily.all`): each is worded
/// once, by the language module, and each translation leaves no English behind.
@Suite struct MessageTranslationTests {
  /// Words a translation keeps from the English: names, units, codes, paths, program and
  /// option names the samples put in, and technical names that no language translates.
  static let kept: Set<String> = [
    // The samples' values.
    "Rice", "Eggs", "Cafe", "Gratin", "lait", "dairy", "item", "items", "store", "uuid", "pantry",
    "sqlite", "larder",
    "added", "consumed",
    "colour", "Purchases", "lots",
    "reports", "sbin", "sendmail", "queue", "full", "Login", "denied", "Authentication",
    "failed", "example", "mail", "Permission", "space", "left", "device", "such", "file",
    "directory", "Broken", "pipe", "Address", "already", "GnuTLS", "error", "Memory",
    "UNIQUE", "constraint", "pack", "xlsx", "http", "smtp", "smtps", "localhost",
    // A receipt's store and file, and the Debian package that reads photos.
    "Carrefour", "ticket", "tesseract",
    // Grocy's name, its file and the tables it must have, typed as they are.
    "Grocy", "grocy", "products", "stock",
    // SQLite's own words for a damaged file, shown as SQLite gives them.
    "database", "disk", "image", "malformed",
    // Option names, typed as they are (--unit).
    "unit",
    // The import format's actions and its action column, typed as they are.
    "consume", "discard", "adjust", "action",
    // Columns of the summary tables, which `larder check` names as stored.
    "spent",
    // Commands named as typed ('larder check').
    "check",
    // Names no language translates.
    "Larder", "SQLite", "UTF-8", "libxlsxwriter", "libmicrohttpd", "libsodium", "SMTP",
    "STARTTLS", "libcurl", "CURLOPT", "PATH", "ISO", "UUID", "ADDRESS", "PORT", "IPv4", "IPv6",
    "PEM", "YYYY", "export", "Open", "Food", "Facts", "gzip", "JPEG", "libzbar", "MQTT",
    "Debian", "libmosquitto", "libmosquitto1",
    // The dynamic loader's words (`ENOENT`) and a C function's name, shown as they are.
    "ENOENT", "curl", "easy", "init", "mosquitto", "EINVAL",
    // The catalog's command and its export's column, typed as they are.
    "products", "import", "code",
  ]

  /// The import format's headers, which messages quote as they are.
  static let headers = ["date,item,quantity,price", "date,item,action,quantity"]

  /// The English words of 4 letters or more in `text`, past the headers it quotes.
  static func words(_ text: String) -> Set<String> {
    var words = Set<String>()
    var word = ""
    let text = headers.reduce(text) { $0.replacingOccurrences(of: $1, with: " ") }
    // A word runs over every letter ("unité" is not "unit"); only ASCII words are English.
    for character in text + " " {
      if character.isLetter {
        word.append(character)
      } else {
        if word.count >= 4, word.allSatisfy(\.isASCII) { words.insert(word) }
        word = ""
      }
    }
    return words
  }

  static let samples = MessageFamily.all.flatMap(\.samples)

  @Test func everyCaseOfEveryFamilyHasASample() {
    let uncovered = MessageFamily.all.flatMap(\.uncovered)
    #expect(uncovered.isEmpty, "add a sample of \(uncovered.joined(separator: ", "))")
  }

  @Test(arguments: ["fr", "zh-Hant", "ja"])
  func noEnglishIsLeftInATranslation(_ code: String) throws {
    let l = Localization(try #require(Language(code: code)))
    for sample in Self.samples where sample.isLarders {
      let english = sample.render(.english)
      let translated = sample.render(l)
      #expect(translated != english, "\(sample.name) is English in \(code): \(translated)")
      let translatedWords = Self.words(translated)
      let left = Self.words(english).subtracting(Self.kept).intersection(translatedWords)
        .filter { !Self.sameInFrench.contains($0) || code != "fr" }
      #expect(
        left.isEmpty,
        "\(sample.name) keeps \(left.sorted()) in \(code): \(translated)")
    }
  }

  /// English words French writes the same way, which a French text may hold.
  static let sameInFrench: Set<String> = [
    "date", "dates", "total", "stock", "minimum", "budget", "table", "tables", "signal",
    "message", "volume", "application", "journal", "format", "code", "note", "port", "index",
    "description", "article", "base", "projection", "invisible", "version", "accents",
    "ligatures", "bits", "machine", "image", "photo", "pixels", "page", "alias",
  ]
}
