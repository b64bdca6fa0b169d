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
    // "chocolatnoir70" (14 letters) allows one edit: 0 read as O.
    let known = ["chocolatnoir70": "Chocolat noir", "cafemoulu250g": "Café"]
    #expect(ReceiptAlias.closest(to: "chocolatnoir7o", in: known) == "Chocolat noir")
    #expect(ReceiptAlias.closest(to: "chocolatnoir7", in: known) == "Chocolat noir")
  }

  @Test func aShortKeyMustBeTheSame() {
    // Under 8 letters' worth no edit is allowed: "riz" is not "rix", nor "sel" "sal".
    #expect(ReceiptAlias.closest(to: "rix", in: ["riz": "Riz"]) == nil)
    #expect(ReceiptAlias.closest(to: "sel", in: ["sel": "Sel", "sal": "Salade"]) == "Sel")
  }

  @Test func anIdeographSaysAsMuchAsThreeLetters() {
    // "緑恭2l": two ideographs and two letters, 8 letters' worth: one edit.
    #expect(ReceiptAlias.closest(to: "緑恭2l", in: ["緑茶2l": "緑茶"]) == "緑茶")
    // "豆腐絹" is 9: "豆腐a", its last ideograph misread, is the same line.
    #expect(ReceiptAlias.closest(to: "豆腐絹", in: ["豆腐a": "豆腐"]) == "豆腐")
    // Two ideographs alone are 6: "麦茶" is not "緑茶".
    #expect(ReceiptAlias.closest(to: "麦茶", in: ["緑茶": "緑茶"]) == nil)
  }

  @Test func aKanaSaysAsMuchAsTwoLetters() {
    // "ヨーニクルト" (6 kana) is 12: one kana read in excess is the same line.
    #expect(ReceiptAlias.closest(to: "ヨーニクルト", in: ["ヨークルト": "ヨーグルト"]) == "ヨーグルト")
    // Two kana are 4: "ハミ" is not "ハム".
    #expect(ReceiptAlias.closest(to: "ハミ", in: ["ハム": "ハム"]) == nil)
  }

  @Test func twoAliasesAsCloseAreNoAliasUnlessTheyAgree() {
    // "yaourtnature" is one edit from both.
    let differ = ["yaourtnaturx": "Yaourt nature", "yaourtnaturz": "Yaourt grec"]
    #expect(ReceiptAlias.closest(to: "yaourtnature", in: differ) == nil)
    let agree = ["yaourtnaturx": "Yaourt nature", "yaourtnaturz": "Yaourt nature"]
    #expect(ReceiptAlias.closest(to: "yaourtnature", in: agree) == "Yaourt nature")
  }
}
