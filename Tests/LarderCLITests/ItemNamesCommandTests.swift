import Foundation
import Testing

/// One food, many names, through the binary: an item's names in other languages and its
/// aliases find it and are shown to the reader of each language; a name is found as a
/// word or a run of CJK characters; `merge` makes two items one, and `undo` gives both
/// back. `ItemNamesTests` and `ItemMergeTests` specify the same in-process.
@Suite struct ItemNamesCommandTests {
  /// A household's milk bought under its French name, with its Japanese and Chinese names.
  static func milk() throws -> LarderBinary {
    let larder = try LarderBinary()
    try larder.run(["add", "Lait", "1", "--unit", "L", "--price", "1.20", "--date", "2026-11-02"])
    try larder.run([
      "edit", "Lait", "--name-in", "ja", "牛乳", "--name-in", "zh-Hant", "鮮奶", "--alias",
      "lait demi-écrémé",
    ])
    return larder
  }

  @Test func everyNameOfAnItemFindsIt() throws {
    let larder = try Self.milk()
    for name in ["Lait", "牛乳", "鮮奶", "LAIT DEMI-ECREME"] {
      let result = try larder.run(["consume", name, "0.1"])
      #expect(result.stdout == "Consumed 0.1 L of Lait from 1 lot.\n", "\(name)")
    }
  }

  @Test func eachReaderIsShownTheNameInTheirLanguage() throws {
    let larder = try Self.milk()
    #expect(try larder.run(["list"]).stdout.contains("\nLait "))
    #expect(try larder.run(["--lang", "ja", "list"]).stdout.contains("\n牛乳 "))
    #expect(
      try larder.run(["list"], environment: ["LANG": "zh_TW.UTF-8"]).stdout.contains("\n鮮奶 "))
    // French has no name of its own here: the item's own name.
    #expect(try larder.run(["--lang", "fr", "list"]).stdout.contains("\nLait "))
  }

  @Test func showListsTheItemsOtherNames() throws {
    let larder = try Self.milk()
    #expect(
      try larder.run(["show", "Lait"]).stdout.contains(
        "\n  also:      牛乳 (ja), 鮮奶 (zh-Hant), lait demi-écrémé\n"))
    #expect(try larder.run(["--lang", "ja", "show", "Lait"]).stdout.hasPrefix("牛乳\n"))
  }

  @Test func aNameAnotherItemHasIsRefused() throws {
    let larder = try Self.milk()
    try larder.run(["add", "Soja", "1", "--unit", "L"])
    let result = try larder.run(["edit", "Soja", "--alias", "鮮奶"])
    #expect(result.status == 65)
    #expect(result.stderr == "Error: '鮮奶' is already a name of 'Lait'\n")
    let language = try larder.run(["edit", "Soja", "--name-in", "de", "Sojamilch"])
    #expect(language.status == 64)
  }

  @Test func aWordOrARunOfCJKCharactersFindsTheOneItemHoldingIt() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "有機豆漿", "1", "--unit", "L"])
    try larder.run(["add", "Whole milk", "2", "--unit", "L"])
    try larder.run(["add", "Buttermilk", "1", "--unit", "L"])
    #expect(
      try larder.run(["consume", "豆漿", "200", "ml"]).stdout
        == "Consumed 0.2 L of 有機豆漿 from 1 lot.\n")
    #expect(
      try larder.run(["consume", "milk", "0.5"]).stdout
        == "Consumed 0.5 L of Whole milk from 1 lot.\n")
    // A part of a word is not a word.
    #expect(try larder.run(["consume", "butter", "0.5"]).status == 65)
  }

  @Test func moreThanOneItemHoldingTheWordIsBadDataListingThem() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Crème fraîche épaisse", "1"])
    try larder.run(["add", "Crème anglaise", "1"])
    let english = try larder.run(["discard", "creme", "1"])
    #expect(english.status == 65)
    #expect(
      english.stderr
        == "Error: 'creme' matches more than one: Crème anglaise, Crème fraîche épaisse\n")
    let french = try larder.run(["--lang", "fr", "discard", "creme", "1"])
    #expect(french.status == 65)
    #expect(french.stderr.contains("Crème anglaise, Crème fraîche épaisse"))
  }

  @Test func aMergeMovesEverythingAndUndoGivesBothItemsBackExactly() throws {
    // The French and the Japanese member each started their own milk.
    let larder = try LarderBinary()
    try larder.run(["add", "Lait", "1", "--unit", "L", "--price", "1.20", "--date", "2026-11-02"])
    try larder.run(["edit", "Lait", "--name-in", "zh-Hant", "鮮奶", "--shelf-life", "7"])
    try larder.run(["add", "牛乳", "1000", "--unit", "ml", "--price", "1.50", "--date", "2026-11-03"])
    try larder.run(["consume", "牛乳", "200", "--date", "2026-11-04"])
    try larder.run([
      "edit", "牛乳", "--barcode", "4710009620029", "--alias", "ぎゅうにゅう", "--opened-life", "3",
    ])
    try larder.run(["shopping", "add", "牛乳", "1000"])
    let before = try Self.dataDump(larder)
    let merged = try larder.run(["merge", "牛乳", "into", "Lait"])
    #expect(merged.stdout == "Merged 牛乳 into Lait: 1 purchase moved.\n")
    #expect(try larder.run(["check"]).status == 0)
    #expect(try larder.run(["list"]).stdout.contains("\nLait     1.8  L"))
    let shown = try larder.run(["show", "4710009620029"]).stdout
    #expect(shown.hasPrefix("Lait\n"))
    #expect(try larder.run(["shopping"]).stdout.contains("Lait"))
    // Its names are the milk's aliases: every member still finds it by theirs.
    #expect(try larder.run(["consume", "ぎゅうにゅう", "0.1"]).status == 0)
    #expect(try larder.run(["edit", "牛乳", "--name-in", "ja", "牛乳"]).status == 0)
    #expect(try larder.run(["--lang", "ja", "list"]).stdout.contains("\n牛乳 "))
    for _ in 0..<3 { try larder.run(["undo"]) }
    #expect(try Self.dataDump(larder) == before)
  }

  @Test func aMergeAcrossUnitFamiliesIsRefusedWithTheReason() throws {
    let larder = try Self.milk()
    try larder.run(["add", "Farine", "1", "--unit", "kg"])
    let result = try larder.run(["merge", "Lait", "into", "Farine"])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: 'Lait' is counted in L and 'Farine' in kg, which do not convert; change one's unit first, or merge items counted alike\n"
    )
    #expect(try larder.run(["merge", "Lait", "lait demi-écrémé"]).status == 65)
  }

  @Test func everyFigureAfterAMergeIsThatOfOneItemFromTheStart() throws {
    let split = try LarderBinary()
    let one = try LarderBinary()
    let purchases: [(String, [String])] = [
      ("Lait", ["1", "--unit", "L", "--price", "1.20", "--date", "2026-10-01"]),
      ("牛乳", ["1000", "--unit", "ml", "--price", "1.50", "--date", "2026-10-05"]),
      ("Lait", ["2", "--unit", "L", "--price", "2.30", "--date", "2026-10-20"]),
      ("牛乳", ["500", "--unit", "ml", "--price", "0.90", "--date", "2026-11-02"]),
    ]
    for (name, arguments) in purchases {
      try split.run(["add", name] + arguments)
      try one.run(["add", "Lait"] + arguments)
    }
    let uses: [(String, [String])] = [
      ("Lait", ["consume", "0.5", "L", "--date", "2026-10-03"]),
      ("牛乳", ["consume", "300", "ml", "--date", "2026-10-10"]),
      ("牛乳", ["discard", "200", "ml", "--date", "2026-10-25"]),
      ("Lait", ["consume", "1", "L", "--date", "2026-11-03"]),
    ]
    for (name, use) in uses {
      try split.run([use[0], name] + use.dropFirst())
      try one.run([use[0], "Lait"] + use.dropFirst())
    }
    try split.run(["merge", "牛乳", "into", "Lait"])
    let asOf = ["--as-of", "2026-11-10"]
    for command in [
      ["spending", "--by", "item", "--from", "2026-10-01", "--to", "2026-11-10"],
      ["rates"] + asOf, ["forecast"] + asOf, ["prices"],
      ["waste", "--from", "2026-10-01", "--to", "2026-11-10"],
      ["restock"] + asOf, ["expiring"] + asOf, ["list"] + asOf,
    ] {
      let merged = try split.run(command + ["--format", "json"])
      let alone = try one.run(command + ["--format", "json"])
      #expect(merged.status == 0, "\(command): \(merged.stderr)")
      #expect(Self.withoutIDs(merged.stdout) == Self.withoutIDs(alone.stdout), "\(command)")
    }
  }

  @Test func everyCommandReadsAQuantityTheSameWay() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Gruyère", "500 g"]).stdout.hasPrefix("Added 500 g of Gruyère"))
    #expect(
      try larder.run(["add", "Tomates", "1", "kg"]).stdout.hasPrefix("Added 1 kg of Tomates"))
    #expect(try larder.run(["add", "Tomates", "500g"]).stdout.hasPrefix("Added 0.5 kg of Tomates"))
    #expect(
      try larder.run(["--lang", "fr", "add", "Tomates", "0,5"]).stdout.contains("0,5 kg"))
    #expect(
      try larder.run(["add", "Tomates", "１", "kg"]).stdout.hasPrefix("Added 1 kg of Tomates"))
    try larder.run(["add", "Riz", "1", "--unit", "kg"])
    #expect(try larder.run(["add", "Riz", "2", "packs"]).stdout.hasPrefix("Added 2 kg of Riz"))
    for typed in [["200", "g"], ["200g"], ["0.2"], ["２００", "g"]] {
      #expect(
        try larder.run(["consume", "Tomates"] + typed).stdout
          == "Consumed 0.2 kg of Tomates from 1 lot.\n", "\(typed)")
    }
  }

  @Test func aQuantityWithABarcodeCountsPackages() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "豆漿", "400", "--unit", "ml", "--price", "1.00"])
    try larder.run(["edit", "豆漿", "--barcode", "4710009620029"])
    #expect(
      try larder.run(["add", "--barcode", "4710009620029", "2"]).stdout.hasPrefix(
        "Added 800 ml of 豆漿 for 2.00 EUR"))
    #expect(
      try larder.run(["add", "--barcode", "4710009620029", "1", "L"]).stdout.hasPrefix(
        "Added 1000 ml of 豆漿"))
    #expect(
      try larder.run(["add", "--barcode", "4710009620029", "250", "--unit", "ml"]).stdout
        .hasPrefix("Added 250 ml of 豆漿"))
  }

  @Test func aNewNameCloseToAnItemsSaysWhichItCouldBe() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Tomates", "1", "--unit", "kg"])
    try larder.run(["add", "Oat milk", "1", "--unit", "L"])
    let typo = try larder.run(["add", "Tomate", "1", "--unit", "kg"])
    #expect(typo.status == 0)
    #expect(
      typo.stderr
        == "Tomate is a new item; it could be 'Tomates' ('larder merge' makes two items one).\n")
    let word = try larder.run(["add", "milk", "1", "--unit", "L"])
    #expect(word.stderr.contains("it could be 'Oat milk'"))
    // A name that folds to an item's is that item.
    #expect(try larder.run(["add", "TOMATES", "1"]).stdout.hasPrefix("Added 1 kg of Tomates"))
  }

  /// The database as `sqlite3 .dump` writes it, without the change history (which an undo
  /// adds to).
  static func dataDump(_ larder: LarderBinary) throws -> String {
    let history = ["changes", "change_rows", "change_ranges", "sqlite_sequence", "request_keys"]
    return try larder.sqlite(".dump").split(separator: "\n").filter { line in
      !history.contains { line.hasPrefix("INSERT INTO \($0) ") }
    }.joined(separator: "\n")
  }

  /// `text` without ids (UUIDs and their 8-character prefixes), which differ between
  /// households.
  static func withoutIDs(_ text: String) -> String {
    text.replacingOccurrences(
      of: "[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}", with: "ID", options: .regularExpression)
  }
}

/// Categories in each member's language, through the binary.
@Suite struct CategoryNamesCommandTests {
  @Test func eachReaderIsShownTheCategoryAndTheDefaultInTheirWords() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Lait", "1", "--unit", "L", "--category", "dairy"])
    try larder.run(["add", "Riz", "1", "--unit", "kg"])
    let named = try larder.run([
      "category", "dairy", "--name-in", "fr", "Crèmerie", "--name-in", "ja", "乳製品",
    ])
    #expect(named.stdout == "Named the category dairy.\n")
    #expect(try larder.run(["category"]).stdout == "dairy  fr: Crèmerie  ja: 乳製品\nother\n")
    let french = try larder.run(["--lang", "fr", "list"]).stdout
    #expect(french.contains("Crèmerie") && french.contains("autre"))
    let japanese = try larder.run(["--lang", "ja", "list"]).stdout
    #expect(japanese.contains("乳製品") && japanese.contains("その他"))
    // JSON keeps the codes.
    #expect(
      try larder.run(["--lang", "ja", "list", "--format", "json"]).stdout.contains("\"dairy\""))
    // Typed in any language, it is the category.
    try larder.run([
      "--lang", "fr", "add", "Beurre", "250", "--unit", "g", "--category", "crèmerie",
    ])
    try larder.run(["--lang", "fr", "add", "Pain", "1", "--category", "autre"])
    #expect(
      try larder.run(["list", "--format", "json"]).stdout.components(separatedBy: "\"dairy\"")
        .count == 3)
    #expect(try larder.run(["category"]).stdout == "dairy  fr: Crèmerie  ja: 乳製品\nother\n")
  }
}

/// The count unit in each member's word, through the binary.
@Suite struct CountUnitCommandTests {
  @Test func piecesAreEachReadersWordAndOneUnit() throws {
    let larder = try LarderBinary()
    try larder.run(["--lang", "ja", "add", "卵", "10", "--unit", "個"])
    #expect(try larder.run(["--lang", "ja", "list"]).stdout.contains("10  個"))
    #expect(try larder.run(["--lang", "fr", "list"]).stdout.contains("10  pièce(s)"))
    #expect(try larder.run(["list"]).stdout.contains("10  pcs"))
    #expect(try larder.run(["--lang", "fr", "consume", "卵", "2", "pièces"]).status == 0)
    #expect(try larder.run(["consume", "卵", "1", "pcs"]).status == 0)
    #expect(try larder.sqlite("SELECT unit FROM items") == "pcs")
  }
}
