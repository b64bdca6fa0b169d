import LarderCore
import Testing

/// How a receipt line's text finds the store's alias: by its folded key, allowing for what
/// OCR misreads.
@Suite struct ReceiptAliasTests {
  @Test func spacesPunctuationCaseAndAccentsAreLeftOutOfTheKey() {
    #expect(ReceiptAlias.key("CR.FRAICHE EP.30%") == "crfraicheep30")
    #expect(ReceiptAlias.key("Cr fraîche ep 30 %") == "crfraicheep30")
    #expect(ReceiptAlias.key("牛乳 1000ml") == "牛乳1000ml")
  }

  @Test func aKeyOneLetterOffIsTheAliasItMisreads() {
    // "chocolatnoir70" (14 characters) allows one edit: 0 read as O.
    let keys = ["chocolatnoir70", "cafemoulu250g"]
    #expect(ReceiptAlias.closest(to: "chocolatnoir7o", among: keys) == "chocolatnoir70")
    #expect(ReceiptAlias.closest(to: "chocolatnoir7", among: keys) == "chocolatnoir70")
  }

  @Test func aShortKeyMustBeTheSame() {
    // Under 8 characters no edit is allowed: "riz" is not "rix", nor "sel" "sal".
    #expect(ReceiptAlias.closest(to: "rix", among: ["riz"]) == nil)
    #expect(ReceiptAlias.closest(to: "sel", among: ["sel", "sal"]) == "sel")
  }

  @Test func twoAliasesAsCloseIsNoAlias() {
    // "yaourtnature" is one edit from both.
    let keys = ["yaourtnaturx", "yaourtnaturz"]
    #expect(ReceiptAlias.closest(to: "yaourtnature", among: keys) == nil)
  }
}
