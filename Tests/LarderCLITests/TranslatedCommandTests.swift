import Foundation
import Testing

/// Help, usage errors, error messages and every command's text output in French,
/// Traditional Chinese and Japanese: no English sentence is left, exit codes are those of
/// English, and option names, command lines and data stay as typed.
@Suite(.serialized) struct TranslatedCommandTests {
  static let languages = ["fr", "zh-Hant", "ja"]

  /// Words of the sample household's data (names, categories, stores, units, notes), which
  /// no translation changes.
  static let dataWords: Set<String> = {
    var words = Set<String>()
    for file in ["samples/purchases.csv", "samples/events.csv"] {
      let text =
        (try? String(
          contentsOf: LarderBinary.root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      words.formUnion(TranslatedCommandTests.words(text))
    }
    return words
  }()

  /// Words the languages share with English (`Total` in French), technical names and the
  /// words of Larder's interfaces (option values, JSON, file names).
  static let shared: Set<String> = [
    "total", "budget", "budgets", "date", "action", "lot", "lots", "note", "min", "max",
    "stock", "larder", "eur", "json", "csv", "xlsx", "utc", "sql", "sqlite", "pcs", "volume",
    "index", "article", "articles", "minimum", "page", "nov", "oct", "ratio",
  ]

  /// Lower-cased runs of 3 or more ASCII letters, leaving out options (`--all`) and ids
  /// (runs of hexadecimal digits such as `beb` in `3beb0c1d`).
  static func words(_ text: String) -> Set<String> {
    let text = text.split(separator: " ").filter { !$0.hasPrefix("--") }.joined(separator: " ")
    var words = Set<String>()
    var current = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, CharacterSet.letters.contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else {
        if current.count >= 3 { words.insert(current.lowercased()) }
        current = ""
      }
    }
    if current.count >= 3 { words.insert(current.lowercased()) }
    return words.filter { !$0.allSatisfy(\.isHexDigit) }
  }

  /// The English words of `translated` that `english` also has, other than data and
  /// shared words: what a translation left untranslated.
  static func leftovers(_ translated: String, english: String) -> Set<String> {
    words(translated).intersection(words(english)).subtracting(dataWords).subtracting(shared)
  }

  static let readCommands: [[String]] = [
    ["list", "--as-of", "2026-11-01"], ["list", "--all", "--as-of", "2026-11-01"],
    ["search", "creme"], ["show", "Whole milk"], ["expiring", "--as-of", "2026-11-01"],
    ["forecast", "--as-of", "2026-11-01"], ["rates", "--as-of", "2026-11-01"],
    ["restock", "--as-of", "2026-11-01"], ["budget", "--as-of", "2026-10-10"],
    ["budget", "list"], ["prices", "--as-of", "2026-11-01"],
    ["prices", "Whole milk", "--as-of", "2026-11-01"], ["inflation", "--as-of", "2026-11-01"],
    ["spending", "--month", "2026-10"], ["spending", "--month", "2026-10", "--by", "store"],
    ["waste", "--month", "2026-10"], ["check"],
  ]

  @Test func aRefusedMailAddressIsInTheChosenLanguage() throws {
    let result = try LarderBinary().run([
      "digest", "--send", "--to", "not an address", "--lang", "fr",
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("'not an address' n'est pas une simple adresse e-mail"),
      "\(result.stderr)")
  }

  @Test(arguments: languages)
  func noEnglishSentenceIsLeftInACommandsTextOutput(_ language: String) throws {
    let larder = try LarderBinary.samples()
    for command in Self.readCommands {
      let english = try larder.run(command)
      let translated = try larder.run(command + ["--lang", language])
      #expect(translated.status == english.status, "\(command)")
      #expect(translated.stdout != english.stdout, "\(command)")
      let left = Self.leftovers(translated.stdout, english: english.stdout)
      #expect(left.isEmpty, "\(command) --lang \(language) keeps \(left.sorted())")
    }
  }

  @Test(arguments: languages)
  func confirmationsOfWritesAreTranslated(_ language: String) throws {
    let english = try LarderBinary.samplesCopy()
    let translated = try LarderBinary.samplesCopy()
    let commands: [[String]] = [
      ["add", "Eggs", "12", "--price", "3.10", "--date", "2026-11-01", "--expires", "2026-11-20"],
      ["consume", "Eggs", "2", "--date", "2026-11-02"],
      ["discard", "Eggs", "1", "--date", "2026-11-03"],
      ["edit", "Eggs", "--location", "fridge"],
      ["undo"], ["redo"],
    ]
    for command in commands {
      let before = try english.run(command)
      let after = try translated.run(command + ["--lang", language])
      #expect(after.status == 0 && before.status == 0, "\(command): \(after.stderr)")
      #expect(after.stdout != before.stdout, "\(command)")
      let left = Self.leftovers(after.stdout, english: before.stdout)
        .subtracting(Self.words(before.stdout.components(separatedBy: ": ").last ?? ""))
      #expect(
        left.isEmpty || command == ["undo"] || command == ["redo"],
        "\(command) --lang \(language) keeps \(left.sorted())")
    }
  }

  /// Names of programs, formats and protocols that help in Chinese and Japanese keeps.
  static let technical: Set<String> = [
    "bom", "crlf", "utf", "iso", "pem", "https", "tls", "starttls", "smtp", "smtps", "url",
    "html", "sendmail", "netrc", "cron", "org", "example", "icalendar", "ics", "uid",
    "sigterm", "ctrl", "argon", "hledger", "ledger", "libcurl", "libxlsxwriter", "libmicrohttpd",
    "libzbar", "unicode",
    "markdown", "sum", "icu", "yyyy", "lidl", "app", "web", "set", "unset", "grocy", "jpeg", "png",
    // The JSON API: its description, its header, and the programs it serves (`serve`).
    "api", "openapi", "bearer", "curl", "docs", "home", "assistant",
    // Recipes: the format and the programs that export it (`recipe`), and an example line.
    "schema", "mealie", "tandoor", "nextcloud", "cookbook", "farine",
    // The journal's account names (`expenses:food:CATEGORY`, `assets:cash`,
    // `assets:bank:checking`) and the payment methods --account takes (`card=…`) with its
    // value's name (METHOD=ACCOUNT).
    "expenses", "food", "assets", "cash", "bank", "checking", "card", "method",
    // The words typed for an item's usual pack (`consume Eggs 1 pack`).
    "pack", "packs",
    // The names of barcode standards (`--barcode`: EAN-13, UPC-A, EAN-8, GTIN-14).
    "ean", "upc", "gtin",
    // Values and names: the default category, folder names in examples, the export's
    // sheet names (English in every language, as its columns are).
    "other", "trial", "backup", "summary", "spending", "purchases", "events", "expiring",
    // The product catalog: its source's name, its file type, the actions of `products`
    // and a category tag of Open Food Facts, typed as they are.
    "food", "facts", "jsonl", "map", "unmap", "yogurts",
    // Receipts: the files read, the OCR program and its language codes, the TEXT and FILE
    // of --map and the argument, --map's example line and the action `aliases`.
    "eml", "pdf", "tesseract", "eng", "fra", "jpn", "chi", "tra", "text", "file", "fraiche",
    "aliases",
    // The member of serve's example.
    "zoé",
    // The shopping list's actions.
    "done", "untick", "remove", "clear",
    // Backups: the placeholders of their help (COUNT, PATH, INTERVAL), the folder
    // backups/, and a USB disk.
    "count", "path", "interval", "backups", "usb",
    // Names: the French alias of edit's example, `none`, which takes a name off, and the
    // category code of category's example.
    "lait", "demi", "none", "dairy", "autre",
    // Webhooks: the receivers named, Standard Webhooks with its headers (webhook-signature,
    // webhook-timestamp) and HMAC-SHA256 in base64, and the event types (change.made,
    // shopping.ticked) and names (changes).
    "ntfy", "gotify", "home", "assistant", "standard", "webhook", "webhooks", "signature",
    "timestamp", "hmac", "sha", "base", "change", "changes", "made", "ticked",
    // Home Assistant over MQTT: the product and the protocol, libmosquitto and its Debian
    // package, and the NODE of the topics.
    "mqtt", "debian", "libmosquitto", "node",
  ]

  /// Help in Chinese and Japanese keeps no English word but names (French shares too many
  /// words with English for this test: `CatalogTests` checks its texts one by one).
  @Test(arguments: ["zh-Hant", "ja"])
  func everyCommandsHelpIsTranslated(_ language: String) throws {
    let larder = try LarderBinary()
    let names = Set(try LarderBinary.commandNames(larder))
    for name in names.sorted() {
      let english = try larder.run(["help", name])
      let translated = try larder.run(["--lang", language, "help", name])
      #expect(translated.status == 0)
      // Option and argument names, their values, the examples' command lines and header
      // names are typed as they are in every language.
      func prose(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.hasPrefix("    $ ") }.map { line in
          line.split(separator: " ").filter { token in
            !token.hasPrefix("<") && !token.hasPrefix("[") && !token.hasPrefix("$")
              && !token.hasPrefix("'") && !token.contains("_") && !token.contains("larder")
              && !token.contains("--") && !token.contains("://") && !token.contains(".pem")
              && !token.contains(".csv") && !token.contains(".ics")
              && !token.contains("X-Forwarded-For")
          }.joined(separator: " ")
        }.joined(separator: "\n")
      }
      let values = Self.words(
        english.stdout.components(separatedBy: "values: ").dropFirst()
          .map { $0.prefix { $0 != ";" && $0 != ")" } }.joined(separator: " "))
      let left = Self.leftovers(prose(translated.stdout), english: prose(english.stdout))
        .subtracting(values).subtracting(Self.technical).subtracting(names)
      #expect(left.isEmpty, "help \(name) --lang \(language) keeps \(left.sorted())")
    }
  }

  @Test func theFrenchHelpOfAddIsFrench() throws {
    let result = try LarderBinary().run(["--lang", "fr", "help", "add"])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "PRÉSENTATION\u{A0}: Enregistrer un achat, en créant l'article la première fois.\n"))
    #expect(
      result.stdout.contains(
        "\nUTILISATION\u{A0}: larder add [<name>] [<quantity>] [<unit>] [--unit <unit>]"))
    #expect(result.stdout.contains("  --price <price>         Le total payé, par exemple 2,38"))
    #expect(result.stdout.contains("défaut\u{A0}: 0)\n"))
    #expect(
      result.stdout.contains("\nEXEMPLES\u{A0}:\n  Enregistrer 2 L de lait achetés chez Lidl"))
    #expect(result.stdout.contains("    $ larder add \"Whole milk\" 2 --unit L --price 2.38"))
  }

  @Test func aFrenchUnknownItemKeepsItsExitCode() throws {
    let larder = try LarderBinary.samples()
    let english = try larder.run(["show", "Nothing"])
    let french = try larder.run(["show", "Nothing", "--lang", "fr"])
    #expect(
      english.stderr
        == "Error: no item is called 'Nothing'; see 'larder list --all' or 'larder search'\n")
    #expect(french.status == english.status && french.status == 65)
    #expect(
      french.stderr
        == "Erreur\u{A0}: aucun article ne s'appelle 'Nothing'\u{A0}; voir 'larder list --all' ou 'larder search'\n"
    )
  }

  /// `BOUGHT` heads dates in `larder show` and counts in `larder prices`: each language
  /// words them apart (the English text has a context for each meaning), a date word over
  /// the dates and a count word over the counts.
  @Test(arguments: [
    ("zh-Hant", "購買日期", "購買次數", #"\d{4}年\d{1,2}月\d{1,2}日"#),
    ("ja", "購入日", "購入回数", #"\d{4}年\d{1,2}月\d{1,2}日"#),
    ("fr", "ACHETÉ LE", "ACHATS", #"\d{1,2} \p{L}+\.? \d{4}"#),
  ])
  func thePurchaseDateColumnIsHeadedByADateWord(
    _ language: String, _ dateWord: String, _ countWord: String, _ datePattern: String
  ) throws {
    let larder = try LarderBinary.samples()
    let show = try larder.run(["show", "Whole milk", "--lang", language])
    #expect(show.status == 0)
    // The lots' table: columns apart by two spaces or more, the date second.
    let rows = show.stdout.split(separator: "\n").map { $0.split(separator: /\s{2,}/) }
    let header = try #require(
      rows.firstIndex { $0.count > 2 && $0[1] == dateWord }, "\(show.stdout)")
    let lot = try #require(rows.dropFirst(header + 1).first)
    #expect(lot.count > 2)
    #expect(try Regex(datePattern).wholeMatch(in: String(lot[1])) != nil, "\(lot)")
    #expect(!show.stdout.contains(countWord))
    let prices = try larder.run([
      "prices", "Whole milk", "--as-of", "2026-11-01", "--lang", language,
    ])
    #expect(prices.stdout.contains(countWord) && !prices.stdout.contains(dateWord))
  }

  @Test func anImportsRefusalIsWordedInTheLanguage() throws {
    let larder = try LarderBinary()
    let path = LarderBinary.root.appendingPathComponent("Tests/BadImports/date-february-30.csv")
      .path
    let english = try larder.run(["import", path])
    let french = try larder.run(["import", path, "--lang", "fr"])
    #expect(french.status == english.status && french.status == 65)
    #expect(
      french.stderr
        == "Erreur\u{A0}: ligne 2, colonne 1 (date)\u{A0}: '2026-02-30' n'est pas une date "
        + "valide\u{A0}; format attendu AAAA-MM-JJ, par exemple 2026-10-31\n")
  }

  @Test func aJapaneseUsageErrorExits64InJapanese() throws {
    let result = try LarderBinary().run(
      ["list", "--sortt", "name"], environment: ["LANG": "ja_JP.UTF-8"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "エラー：不明なオプション '--sortt'。'--sort' のことですか？\n"
        + "使い方：larder list [--sort <order>] [--all] [--as-of <date>]\n"
        + "                    [--format <format>]\n"
        + "  詳しくは 'larder list --help' を参照してください。\n")
  }

  @Test func aChineseValueErrorSaysWhatIsExpected() throws {
    let result = try LarderBinary().run(["expiring", "--as-of", "2026-13-01", "--lang", "zh-Hant"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "錯誤：'2026-13-01' 不是 '--as-of <date>' 的有效值：'2026-13-01' 不是有效的日期；應為 YYYY-MM-DD，例如 2026-10-31\n"
      ))
  }

  @Test func theBudgetIsChineseUnderATaiwaneseLocale() throws {
    let result = try LarderBinary.samples().run(
      ["budget", "--as-of", "2026-10-10"], environment: ["LANG": "zh_TW.UTF-8"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("2026年10月的預算（截至 2026年10月10日）\n\n類別"))
    #expect(result.stdout.contains("*（全家）"))
  }

  @Test func translatedTablesUseTheLocalesNumbersAndEnglishKeepsItsOwn() throws {
    let larder = try LarderBinary.samples()
    let english = try larder.run(["waste", "--month", "2026-10"])
    let french = try larder.run(["waste", "--month", "2026-10", "--lang", "fr"])
    #expect(english.stdout.hasPrefix("Waste 2026-10-01 to 2026-10-31\n"))
    #expect(english.stdout.contains(" %"))
    #expect(french.stdout.hasPrefix("Gaspillage du 1er oct. 2026 au 31 oct. 2026\n"))
    #expect(french.stdout.contains(",") && french.stdout.contains("\u{A0}%"))
    let json = try larder.run(["waste", "--month", "2026-10", "--format", "json"])
    let frenchJSON = try larder.run([
      "waste", "--month", "2026-10", "--format", "json", "--lang", "fr",
    ])
    #expect(json.stdout == frenchJSON.stdout)
  }

  @Test func jsonRowsKeepOneOrderOfNamesInEveryLanguage() throws {
    // Chinese and Japanese order Han names by their own rules in text; JSON is an
    // interface and keeps the one order whatever the language.
    let larder = try LarderBinary()
    try larder.importSamples()
    let command = ["rates", "--as-of", "2026-11-01", "--format", "json"]
    let english = try larder.run(command).stdout
    for language in Self.languages {
      #expect(try larder.run(command + ["--lang", language]).stdout == english)
    }
  }

  @Test(arguments: [("zh-TW", "zh-Hant"), ("zh_TW", "zh-Hant"), ("ja-JP", "ja"), ("FR", "fr")])
  func larderLangTakesALanguageTagOrLocale(given: String, language: String) throws {
    let larder = try LarderBinary()
    let tagged = try larder.run(["help", "add"], environment: ["LARDER_LANG": given])
    #expect(tagged.status == 0)
    #expect(tagged.stdout == (try larder.run(["help", "add", "--lang", language])).stdout)
  }
}
