import LarderCore
import Testing

/// A typed name finds a longer name as a word of it, or as a run of CJK characters in it.
@Suite struct WordMatchTests {
  @Test(arguments: [
    ("whole milk", "milk"), ("creme fraiche epaisse", "creme"),
    ("creme fraiche epaisse", "fraiche"),
    ("有機豆漿", "豆漿"), ("鮮奶油", "鮮奶"), ("lait d'avoine", "avoine"), ("pain de mie", "pain de"),
  ])
  func aWordOrACJKRunIsFound(name: String, typed: String) {
    #expect(WordMatch.contains(name, typed))
  }

  @Test(arguments: [
    ("buttermilk", "milk"), ("buttermilk", "butter"), ("milk", "milk"), ("whole milk", "mil"),
    ("oat milk", "milk tea"),
  ])
  func aPartOfAWordOrTheWholeNameIsNot(name: String, typed: String) {
    #expect(!WordMatch.contains(name, typed))
  }
}

/// A new name is close to one the household has when a typo or the other kana away.
@Suite struct NameClosenessTests {
  @Test(arguments: [
    ("tomates", "tomate"), ("yoghurt", "yogurt"), ("mozarella", "mozzarella"), ("みるく", "ミルク"),
    ("鮮乳", "鮮奶"),
  ])
  func close(a: String, b: String) {
    #expect(NameCloseness.isClose(a, b))
  }

  @Test(arguments: [("tomates", "tomates"), ("riz", "rhum"), ("lait", "pain"), ("ab", "ac")])
  func notClose(a: String, b: String) {
    #expect(!NameCloseness.isClose(a, b))
  }
}
