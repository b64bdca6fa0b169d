import Foundation
import Testing

/// Larder in French, Traditional Chinese and Japanese: the committed translated reports
/// are current, the digest, the report and the calendar say chosen phrases with the
/// language's dates, money and percentages, and the language is chosen by --lang,
/// LARDER_LANG or the POSIX locale.
@Suite(.serialized) struct LanguageCommandTests {
  static let report = ["report", "--as-of", "2026-11-01"]

  func committed(_ name: String) throws -> Data {
    try Data(contentsOf: LarderBinary.root.appendingPathComponent("reports/\(name)"))
  }

  @Test(arguments: ["fr", "zh-Hant", "ja"])
  func translatedReportsMatchTheCommittedOnes(_ language: String) throws {
    let result = try LarderBinary.samples().run(LanguageCommandTests.report + ["--lang", language])
    #expect(result.status == 0)
    #expect(
      Data(result.stdout.utf8) == (try committed("2026-10.\(language).md")),
      "run 'make demo' to refresh reports/")
  }

  @Test func theFrenchWorkbookMatchesTheCommittedOne() throws {
    let larder = try LarderBinary.samplesCopy()
    let path = larder.path("fr.xlsx")
    let arguments = ["--lang", "fr", "--format", "xlsx", "--output", path]
    #expect(try larder.run(LanguageCommandTests.report + arguments).status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path)) == (try committed("2026-10.fr.xlsx")),
      "run 'make demo' to refresh reports/")
  }

  @Test(arguments: ["fr", "zh-Hant", "ja"])
  func noEnglishHeadingRemainsInATranslatedReport(_ language: String) throws {
    let english = try String(decoding: committed("2026-10.md"), as: UTF8.self)
    let translated = try String(decoding: committed("2026-10.\(language).md"), as: UTF8.self)
    let headings = { (text: String) in
      Set(
        text.split(separator: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("| ") }
          .map { $0.split(separator: "|").first.map(String.init) ?? "" })
    }
    // "Budget" is French too.
    let englishHeadings = english.split(separator: "\n").filter {
      $0.hasPrefix("#") && !(language == "fr" && $0 == "## Budget")
    }
    for heading in englishHeadings {
      #expect(!translated.contains(heading), "\(heading)")
    }
    for header in ["| Currency |", "| Item |", "| Category |", "| Expires |", "| Month |"] {
      #expect(!translated.contains(header))
    }
    #expect(!headings(translated).isEmpty)
  }

  @Test func theFrenchReportWritesFrenchNumbersAndDates() throws {
    let text = try String(decoding: committed("2026-10.fr.md"), as: UTF8.self)
    #expect(text.hasPrefix("# Rapport Larder\u{A0}: octobre 2026\n\nAu 1er nov. 2026.\n"))
    #expect(text.contains("| EUR | 560,33\u{A0}€ | 500,64\u{A0}€ | +59,69\u{A0}€ | +11,9\u{A0}% |"))
    #expect(text.contains("### Périmés, encore en stock au 1er nov. 2026"))
  }

  @Test func theJapaneseReportDatesTheFirstExpiringLotInJapanese() throws {
    let text = try String(decoding: committed("2026-10.ja.md"), as: UTF8.self)
    let section = try #require(text.range(of: "### 2026年11月1日から7日以内に期限\n\n"))
    let rows = text[section.upperBound...].split(separator: "\n")
    #expect(rows[0] == "| 期限 | 品目 | 残り | 単位 | 損失見込み額 |")
    #expect(rows[2].hasPrefix("| 2026年11月1日 | "))
    #expect(text.contains("| EUR | €560.33 | €500.64 | +€59.69 | +11.9% |"))
  }

  func subject(_ language: String) throws -> String {
    let result = try LarderBinary.samples().run([
      "digest", "--as-of", "2026-11-01", "--lang", language, "--output", "-",
    ])
    #expect(result.status == 0)
    let (status, subject) = try LarderBinary.python(
      [
        "-c",
        "import email,sys\nfrom email.header import decode_header, make_header\n"
          + "m=email.message_from_string(sys.stdin.read())\n"
          + "print(str(make_header(decode_header(m['Subject']))))",
      ], stdin: result.stdout)
    #expect(status == 0)
    return subject
  }

  @Test func theDigestSubjectIsTranslated() throws {
    #expect(
      try subject("fr")
        == "Larder\u{A0}: 10 périmés, 6 à consommer d'ici mer. 4 nov., 6 perdus à ce rythme, "
        + "22 à racheter\n")
    #expect(
      try subject("ja")
        == "Larder：期限切れ10件、11月4日(水)までに期限6件、このペースで無駄になるもの6件、買い足し22件\n")
    #expect(
      try subject("zh-Hant")
        == "Larder：10 項已過期，6 項至11月4日 週三到期，6 項照此速度會浪費，22 項需補貨\n")
  }

  @Test func theFrenchDigestSaysWhatToEatFirstInFrench() throws {
    let result = try LarderBinary.samples().run([
      "digest", "--as-of", "2026-11-01", "--lang", "fr",
    ])
    let (status, text) = try LarderBinary.python(
      [
        "-c",
        "import email,sys\nm=email.message_from_string(sys.stdin.read())\n"
          + "print(m.get_payload()[0].get_payload(decode=True).decode().replace(\"\\r\\n\", \"\\n\"))",
      ], stdin: result.stdout)
    #expect(status == 0)
    #expect(
      text.hasPrefix("Récapitulatif Larder du dim. 1er nov. 2026\n\nPÉRIMÉS, ENCORE EN STOCK\n"))
    #expect(
      text.contains("- Courgettes\u{A0}: 0,75 kg, périmé depuis lun. 26 oct. (2,25\u{A0}€ en jeu)"))
  }

  @Test(arguments: [
    ("fr", "date limite le 23 oct. 2026"), ("ja", "期限は2026年10月23日です"),
    ("zh-Hant", "有效期限至 2026年10月23日"),
  ])
  func theCalendarIsTranslated(_ language: String, _ phrase: String) throws {
    let result = try LarderBinary.samples().run([
      "calendar", "--as-of", "2026-11-01", "--lang", language,
    ])
    #expect(result.status == 0)
    let unfolded = result.stdout.replacingOccurrences(of: "\r\n ", with: "")
    #expect(unfolded.contains(phrase))
  }

  @Test func langFromThePosixLocaleWorksWithoutThatLocaleInstalled() throws {
    let result = try LarderBinary.samples().run(
      ["expiring", "--as-of", "2026-11-01"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Périmés, encore en stock (au 1er nov. 2026)\u{A0}:\n"))
    #expect(result.stdout.contains("DATE LIMITE"))
  }

  @Test func langBeatsLarderLangWhichBeatsThePosixLocale() throws {
    let larder = try LarderBinary.samples()
    let arguments = ["expiring", "--as-of", "2026-11-01"]
    let fromLarderLang = try larder.run(
      arguments, environment: ["LARDER_LANG": "ja", "LANG": "fr_FR.UTF-8"])
    #expect(fromLarderLang.stdout.hasPrefix("期限切れの在庫"))
    let fromOption = try larder.run(
      arguments + ["--lang", "zh-Hant"], environment: ["LARDER_LANG": "ja"])
    #expect(fromOption.stdout.hasPrefix("已過期但仍有庫存"))
    let taiwan = try larder.run(arguments, environment: ["LC_ALL": "zh_TW.UTF-8"])
    #expect(taiwan.stdout.hasPrefix("已過期但仍有庫存"))
    let c = try larder.run(arguments, environment: ["LC_ALL": "C", "LANG": "fr_FR.UTF-8"])
    #expect(c.stdout.hasPrefix("Expired, still on hand"))
  }

  @Test(arguments: ["FR", "fr_FR.UTF-8", "zh-TW", "ja_JP"])
  func langTakesWhatLarderLangTakes(_ spelling: String) throws {
    let larder = try LarderBinary.samples()
    let arguments = ["expiring", "--as-of", "2026-11-01"]
    let fromOption = try larder.run(arguments + ["--lang", spelling])
    let fromVariable = try larder.run(arguments, environment: ["LARDER_LANG": spelling])
    #expect(fromOption.status == 0)
    #expect(fromOption.stdout == fromVariable.stdout)
    #expect(!fromOption.stdout.hasPrefix("Expired"))
  }

  @Test func gettextsLanguageListComesBeforeThePosixLocaleUnlessThatIsC() throws {
    let larder = try LarderBinary.samples()
    let arguments = ["expiring", "--as-of", "2026-11-01"]
    let listed = try larder.run(
      arguments, environment: ["LANGUAGE": "de:ja:fr", "LANG": "fr_FR.UTF-8"])
    #expect(listed.stdout.hasPrefix("期限切れの在庫"))
    let c = try larder.run(arguments, environment: ["LANGUAGE": "ja", "LANG": "C.UTF-8"])
    #expect(c.stdout.hasPrefix("Expired, still on hand"))
    let overridden = try larder.run(
      arguments, environment: ["LARDER_LANG": "fr", "LANGUAGE": "ja", "LANG": "fr_FR.UTF-8"])
    #expect(overridden.stdout.hasPrefix("Périmés"))
  }

  @Test func anUnknownLanguageOrLocaleIsAUsageErrorListingTheKnownOnes() throws {
    let larder = try LarderBinary.samples()
    let language = try larder.run(["expiring", "--lang", "de"])
    #expect(language.status == 64)
    #expect(language.stderr.contains("'de'") && language.stderr.contains("en, fr, ja, zh-Hant"))
    let variable = try larder.run(["expiring"], environment: ["LARDER_LANG": "xx"])
    #expect(variable.status == 64)
    #expect(variable.stderr.contains("LARDER_LANG") && variable.stderr.contains("fr, ja"))
    let locale = try larder.run(["report", "--locale", "xx_YY"])
    #expect(locale.status == 64)
    #expect(locale.stderr.contains("'xx_YY'") && locale.stderr.contains("fr_FR"))
  }
}
