import Testing

@testable import LarderLanguage

/// French writes `d'` for `de` before a name that begins with a vowel; the other languages,
/// and values that are not names, are left as they are.
@Suite struct ElisionTests {
  let french = Localization(Language(code: "fr") ?? .english)

  @Test func deBeforeANameWithAVowelIsElided() {
    #expect(
      french.tr(
        "Use {quantity} of {item}, or {money} goes in the bin.",
        ["quantity": "6 pcs", "item": "Œufs", "money": "1,50 €"])
        == "Utiliser 6 pcs d'Œufs, sinon 1,50 € finit à la poubelle.")
  }

  @Test func deBeforeANameWithAnAccentedVowelIsElided() {
    #expect(
      french.tr(
        "Use {quantity} of {item}, or {money} goes in the bin.",
        ["quantity": "1 kg", "item": "épinards", "money": "2,00 €"])
        == "Utiliser 1 kg d'épinards, sinon 2,00 € finit à la poubelle.")
  }

  @Test func deBeforeAConsonantOrAnHStaysDe() {
    for name in ["Riz", "haricots"] {
      #expect(
        french.tr(
          "Use {quantity} of {item}, or {money} goes in the bin.",
          ["quantity": "1 kg", "item": name, "money": "2,00 €"])
          == "Utiliser 1 kg de \(name), sinon 2,00 € finit à la poubelle.")
    }
  }

  @Test func onlyTheWordDeIsElided() {
    #expect(
      Localization.fill("le code {item}", [("item", "Œufs")], elides: true) == "le code Œufs")
    #expect(
      Localization.fill("Vide {item}", [("item", "Œufs")], elides: true) == "Vide Œufs")
    #expect(
      Localization.fill("De {item}", [("item", "avril")], elides: true) == "D'avril")
  }

  @Test func aValueThatIsNotANameIsNotElidedBefore() {
    #expect(
      Localization.fill("import de {file}", [("file", "events.csv")], elides: true)
        == "import de events.csv")
  }

  @Test func englishIsNeverElided() {
    #expect(
      Localization.fill("a de {item}", [("item", "Œufs")], elides: Language.english.elidesDe)
        == "a de Œufs")
  }
}
