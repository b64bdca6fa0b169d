import Testing

@testable import LarderCore

/// Ingredient lines as recipes write them, in English, French, Japanese and Traditional
/// Chinese, read into the food, its amount and its unit.
@Suite struct IngredientLineTests {
  /// A line and what it reads as: the food, the amount as `CookingAmount` prints it, the
  /// unit's symbol; amount and unit nil for an unmeasured line.
  struct Reading: CustomTestStringConvertible, Sendable {
    let text: String
    let language: RecipeLanguage
    let name: String
    let amount: String?
    let unit: CookingUnit?

    init(
      _ text: String, _ language: RecipeLanguage, _ name: String, _ amount: String? = nil,
      _ unit: CookingUnit? = nil
    ) {
      self.text = text
      self.language = language
      self.name = name
      self.amount = amount
      self.unit = unit
    }

    var testDescription: String { text }
  }

  func check(_ reading: Reading) {
    let line = IngredientLine.parse(reading.text, language: reading.language)
    #expect(line.text == reading.text)
    #expect(line.name == reading.name)
    #expect(line.amount?.description == reading.amount)
    #expect(line.unit == reading.unit)
    #expect(line.isMeasured == (reading.amount != nil))
  }

  @Test(arguments: [
    Reading("200 g de farine", .french, "farine", "200", .gram),
    Reading("2 œufs", .french, "œufs", "2", .pieces),
    Reading("1 c.c. de cannelle", .french, "cannelle", "1", .teaspoon),
    Reading("1 c. à soupe d'huile d'olive", .french, "huile d'olive", "1", .tablespoon),
    Reading("1/2 tsp salt", .english, "salt", "1/2", .teaspoon),
    Reading("1 cup milk", .english, "milk", "1", .usCup),
    Reading("大さじ1 醤油", .japanese, "醤油", "1", .tablespoon),
    Reading("醤油 大さじ1", .japanese, "醤油", "1", .tablespoon),
    Reading("卵 2個", .japanese, "卵", "2", .pieces),
    Reading("雞蛋 2 顆", .traditionalChinese, "雞蛋", "2", .pieces),
    Reading("鹽 少許", .traditionalChinese, "鹽"),
    Reading("a pinch of salt", .english, "salt"),
    Reading("塩 少々", .japanese, "塩"),
  ])
  func theLinesEveryReaderMustRead(reading: Reading) {
    check(reading)
  }

  @Test(arguments: [
    Reading("2 cups all-purpose flour, sifted", .english, "all-purpose flour", "2", .usCup),
    Reading("1 ½ cups sugar", .english, "sugar", "1 1/2", .usCup),
    Reading("1½ cups sugar", .english, "sugar", "1 1/2", .usCup),
    Reading("3 large eggs", .english, "eggs", "3", .pieces),
    Reading("2 tablespoons of butter", .english, "butter", "2", .tablespoon),
    Reading("1 T honey", .english, "honey", "1", .tablespoon),
    Reading("1 t vanilla extract", .english, "vanilla extract", "1", .teaspoon),
    Reading("3 cloves garlic", .english, "garlic", "3", .counted("clove")),
    Reading("1 lb ground beef", .english, "ground beef", "1", .pound),
    Reading("2-3 carrots", .english, "carrots", "3", .pieces),
    Reading("salt, to taste", .english, "salt"),
    Reading("salt and pepper to taste", .english, "salt and pepper"),
    Reading("• 2 eggs", .english, "eggs", "2", .pieces),
    Reading("- 1 tbsp oil", .english, "oil", "1", .tablespoon),
    Reading("1. 2 eggs", .english, "eggs", "2", .pieces),
    Reading("Flour: 200 g", .english, "Flour", "200", .gram),
  ])
  func english(reading: Reading) {
    check(reading)
  }

  @Test(arguments: [
    Reading("500g pommes de terre", .french, "pommes de terre", "500", .gram),
    Reading(
      "1 kg de pommes de terre à chair ferme", .french, "pommes de terre à chair ferme", "1",
      .kilogram),
    Reading("20 cl de crème fraîche", .french, "crème fraîche", "20", .centiliter),
    Reading("3 gousses d'ail", .french, "ail", "3", .counted("gousse")),
    Reading("3 gousses d’ail", .french, "ail", "3", .counted("gousse")),
    Reading("1 pincée de sel", .french, "sel"),
    Reading("une pincée de sel", .french, "sel"),
    Reading("sel, poivre", .french, "sel, poivre"),
    Reading("sel", .french, "sel"),
    Reading("poivre au goût", .french, "poivre"),
    Reading("4 tranches de jambon", .french, "jambon", "4", .counted("tranche")),
    Reading("1,5 l de lait", .french, "lait", "1 1/2", .liter),
    Reading("100 g de beurre (doux)", .french, "beurre", "100", .gram),
    Reading("2 c. à café de sucre", .french, "sucre", "2", .teaspoon),
    Reading("2 càs de sauce soja", .french, "sauce soja", "2", .tablespoon),
    Reading("1 tasse de riz", .french, "riz", "1", .metricCup),
    Reading("2 à 3 échalotes", .french, "échalotes", "3", .pieces),
    Reading("25 cl d'eau", .french, "eau", "25", .centiliter),
    Reading("1 sachet de levure", .french, "levure", "1", .counted("sachet")),
    Reading("1 boîte de tomates pelées", .french, "tomates pelées", "1", .counted("boîte")),
  ])
  func french(reading: Reading) {
    check(reading)
  }

  @Test(arguments: [
    Reading("玉ねぎ 1/2個", .japanese, "玉ねぎ", "1/2", .pieces),
    Reading("豚肉 200g", .japanese, "豚肉", "200", .gram),
    Reading("砂糖 小さじ2", .japanese, "砂糖", "2", .teaspoon),
    Reading("水 200ml", .japanese, "水", "200", .milliliter),
    Reading("水 200cc", .japanese, "水", "200", .milliliter),
    Reading("みりん 大さじ1と1/2", .japanese, "みりん", "1 1/2", .tablespoon),
    Reading("ご飯 2合", .japanese, "ご飯", "2", .gou),
    Reading("牛乳 カップ1", .japanese, "牛乳", "1", .japaneseCup),
    Reading("牛乳 1/2カップ", .japanese, "牛乳", "1/2", .japaneseCup),
    Reading("にんじん 1本", .japanese, "にんじん", "1", .pieces),
    Reading("にんにく 1片", .japanese, "にんにく", "1", .counted("片")),
    Reading("卵 二個", .japanese, "卵", "2", .pieces),
    Reading("醤油 大さじ1杯", .japanese, "醤油", "1", .tablespoon),
    Reading("醤油……大さじ2", .japanese, "醤油", "2", .tablespoon),
    Reading("☆醤油 大さじ2", .japanese, "醤油", "2", .tablespoon),
    Reading("一味唐辛子 少々", .japanese, "一味唐辛子"),
    Reading("三枚肉 200g", .japanese, "三枚肉", "200", .gram),
    Reading("塩・こしょう 各少々", .japanese, "塩・こしょう"),
    Reading("卵 2〜3個", .japanese, "卵", "3", .pieces),
    Reading("卵　２個", .japanese, "卵", "2", .pieces),
    Reading("卵 2", .japanese, "卵", "2", .pieces),
    Reading("キャベツ 大1/4個", .japanese, "キャベツ", "1/4", .pieces),
    Reading("ご飯 2膳", .japanese, "ご飯", "2", .counted("膳")),
  ])
  func japanese(reading: Reading) {
    check(reading)
  }

  @Test(arguments: [
    Reading("牛奶 1杯", .traditionalChinese, "牛奶", "1", .taiwaneseCup),
    Reading("醬油 1大匙", .traditionalChinese, "醬油", "1", .tablespoon),
    Reading("豬絞肉 300公克", .traditionalChinese, "豬絞肉", "300", .gram),
    Reading("蔥 2根", .traditionalChinese, "蔥", "2", .pieces),
    Reading("米酒 1小匙", .traditionalChinese, "米酒", "1", .teaspoon),
    Reading("‧ 糖 2小匙", .traditionalChinese, "糖", "2", .teaspoon),
    Reading("白飯 2 碗", .traditionalChinese, "白飯", "2", .counted("碗")),
    Reading("白胡椒粉 適量", .traditionalChinese, "白胡椒粉"),
    Reading("蒜頭 3瓣", .traditionalChinese, "蒜頭", "3", .counted("瓣")),
    Reading("雞蛋 兩顆", .traditionalChinese, "雞蛋", "2", .pieces),
    Reading("八角 2顆", .traditionalChinese, "八角", "2", .pieces),
    Reading("五香粉 1/2小匙", .traditionalChinese, "五香粉", "1/2", .teaspoon),
    Reading("豬肉 1斤", .traditionalChinese, "豬肉", "1", .taiwaneseCatty),
    Reading("水 500c.c.", .traditionalChinese, "水", "500", .milliliter),
    Reading("白米 2米杯", .traditionalChinese, "白米", "2", .gou),
  ])
  func traditionalChinese(reading: Reading) {
    check(reading)
  }

  @Test func whatFollowsACommaIsTheNote() {
    let line = IngredientLine.parse("2 cups all-purpose flour, sifted", language: .english)
    #expect(line.note == "sifted")
  }

  @Test func whatStandsInParenthesesIsTheNoteWithoutThem() {
    #expect(IngredientLine.parse("100 g de beurre (doux)", language: .french).note == "doux")
    #expect(IngredientLine.parse("1 tbsp oil (optional)", language: .english).note == "optional")
    #expect(IngredientLine.parse("蔥 2根，切段", language: .traditionalChinese).note == "切段")
  }

  @Test func aSizeWordIsANote() {
    #expect(IngredientLine.parse("3 large eggs", language: .english).note == "large")
  }

  @Test func aWeightInParenthesesIsPreferredAndTheCountKept() {
    let line = IngredientLine.parse("じゃがいも 3個（300g）", language: .japanese)
    #expect(line.name == "じゃがいも")
    #expect(line.amount == CookingAmount(300))
    #expect(line.unit == .gram)
    #expect(line.alternative == IngredientLine.Measure(amount: .init(reduced: 3, 1), unit: .pieces))
  }

  @Test func aWeightBetweenTheAmountAndACountIsTheSizeOfOne() {
    let line = IngredientLine.parse("2 (14 oz) cans tomatoes", language: .english)
    #expect(line.name == "tomatoes")
    #expect(line.amount == CookingAmount(28))
    #expect(line.unit == .ounce)
    #expect(
      line.alternative
        == IngredientLine.Measure(amount: .init(reduced: 2, 1), unit: .counted("can")))
    let one = IngredientLine.parse("1 (14 oz) can tomatoes", language: .english)
    #expect(one.amount == CookingAmount(14))
    #expect(one.unit == .ounce)
  }

  @Test func aCupWithItsVolumeStatedIsACupOfThatSize() {
    let line = IngredientLine.parse("1 cup (250 ml) milk", language: .english)
    #expect(line.name == "milk")
    #expect(line.unit == .metricCup)
    #expect(line.alternative == nil)
    #expect(IngredientLine.parse("2 cups (480 ml) milk", language: .english).unit == .usCup)
  }

  @Test func aWrittenWeightWinsOverAStatedVolume() {
    let line = IngredientLine.parse("200 g de crème (20 cl)", language: .french)
    #expect(line.unit == .gram)
    #expect(line.alternative?.unit == .centiliter)
  }

  @Test func aMeasuredLineSayingWhatItIsForStaysMeasured() {
    let line = IngredientLine.parse("1 tbsp oil for frying", language: .english)
    #expect(line.isMeasured)
    #expect(line.name == "oil")
    #expect(line.note == "for frying")
  }

  @Test func anUnmeasuredLineHasNoAmountNorUnit() {
    let line = IngredientLine.parse("1 pincée de sel", language: .french)
    #expect(!line.isMeasured)
    #expect(line.amount == nil)
    #expect(line.unit == nil)
  }

  @Test func aLineWithoutAnythingToReadIsKeptWhole() {
    let line = IngredientLine.parse("  a few sprigs of fresh thyme ", language: .english)
    #expect(!line.isMeasured)
    #expect(line.name == "sprigs of fresh thyme")
    let odd = IngredientLine.parse("fresh herbs", language: .english)
    #expect(odd.name == "fresh herbs")
    #expect(!odd.isMeasured)
  }

  @Test func anEmptyLineIsAnEmptyUnmeasuredLine() {
    let line = IngredientLine.parse("", language: .english)
    #expect(line.name == "")
    #expect(!line.isMeasured)
  }

  @Test func fullWidthDigitsAndSpacesAreRead() {
    let line = IngredientLine.parse("豚肉　３００ｇ", language: .japanese)
    #expect(line.name == "豚肉")
    #expect(line.amount == CookingAmount(300))
    #expect(line.unit == .gram)
  }
}
