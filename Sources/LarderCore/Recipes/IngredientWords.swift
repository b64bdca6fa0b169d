/// The words of ingredient lines in each language: units, words for an unmeasured amount,
/// and the small words between a unit and the food.
///
/// Words are held in lower case (and read with `'` for `’`), except English `T`, the
/// tablespoon beside `t`, the teaspoon.
enum IngredientWords {
  /// The unit `word` names in `language`; nil for a word that is no unit.
  static func unit(_ word: String, language: RecipeLanguage) -> CookingUnit? {
    let word = word.replacing("\u{2019}", with: "'")
    let table = units[language] ?? [:]
    return table[word] ?? table[word.lowercased()]
  }

  /// Every unit word of `language` with its unit, longest word first, so that the first
  /// that begins a text is the longest (`公克` before `克`, `kg` before `g`).
  static func unitWords(_ language: RecipeLanguage) -> [(word: String, unit: CookingUnit)] {
    sortedUnits[language] ?? []
  }

  /// The units of each language.
  private static let units: [RecipeLanguage: [String: CookingUnit]] = [
    .english: metric.merging(english) { _, new in new },
    .french: metric.merging(french) { _, new in new },
    .japanese: metric.merging(japanese) { _, new in new },
    .traditionalChinese: metric.merging(chinese) { _, new in new },
  ]

  /// The units of each language as `unitWords` gives them.
  private static let sortedUnits: [RecipeLanguage: [(word: String, unit: CookingUnit)]] =
    units.mapValues { table in
      table.map { (word: $0.key, unit: $0.value) }.sorted {
        $0.word.count != $1.word.count ? $0.word.count > $1.word.count : $0.word < $1.word
      }
    }

  /// Metric symbols, read in every language.
  private static let metric: [String: CookingUnit] = [
    "mg": .milligram, "g": .gram, "kg": .kilogram, "ml": .milliliter, "cl": .centiliter,
    "dl": .deciliter, "l": .liter,
  ]

  /// English words. `cc` is a cubic centimetre, a millilitre.
  private static let english: [String: CookingUnit] = [
    "gram": .gram, "grams": .gram, "gramme": .gram, "grammes": .gram, "kilo": .kilogram,
    "kilos": .kilogram, "kilogram": .kilogram, "kilograms": .kilogram, "kgs": .kilogram,
    "milligram": .milligram, "milligrams": .milligram,
    "oz": .ounce, "ounce": .ounce, "ounces": .ounce, "lb": .pound, "lbs": .pound,
    "pound": .pound, "pounds": .pound,
    "milliliter": .milliliter, "milliliters": .milliliter, "millilitre": .milliliter,
    "millilitres": .milliliter, "cc": .milliliter, "liter": .liter, "liters": .liter,
    "litre": .liter, "litres": .liter,
    "t": .teaspoon, "tsp": .teaspoon, "tsps": .teaspoon, "tsp.": .teaspoon, "teaspoon": .teaspoon,
    "teaspoons": .teaspoon,
    "T": .tablespoon, "tbsp": .tablespoon, "tbsps": .tablespoon, "tbsp.": .tablespoon,
    "tbs": .tablespoon, "tbl": .tablespoon, "tablespoon": .tablespoon, "tablespoons": .tablespoon,
    "cup": .usCup, "cups": .usCup, "us cup": .usCup, "us cups": .usCup,
    "metric cup": .metricCup, "metric cups": .metricCup,
    "fl oz": .fluidOunce, "fl. oz.": .fluidOunce, "fl.oz.": .fluidOunce, "fl. oz": .fluidOunce,
    "fluid ounce": .fluidOunce, "fluid ounces": .fluidOunce,
    "piece": .pieces, "pieces": .pieces, "pc": .pieces, "pcs": .pieces,
    "clove": .counted("clove"), "cloves": .counted("clove"), "slice": .counted("slice"),
    "slices": .counted("slice"), "can": .counted("can"), "cans": .counted("can"),
    "tin": .counted("can"), "tins": .counted("can"), "jar": .counted("jar"),
    "jars": .counted("jar"), "bunch": .counted("bunch"), "bunches": .counted("bunch"),
    "sprig": .counted("sprig"), "sprigs": .counted("sprig"), "stick": .counted("stick"),
    "sticks": .counted("stick"), "stalk": .counted("stalk"), "stalks": .counted("stalk"),
    "head": .counted("head"), "heads": .counted("head"), "package": .counted("package"),
    "packages": .counted("package"), "packet": .counted("package"),
    "packets": .counted("package"), "bag": .counted("bag"), "bags": .counted("bag"),
    "sheet": .counted("sheet"), "sheets": .counted("sheet"), "leaf": .counted("leaf"),
    "leaves": .counted("leaf"),
  ]

  /// French words. `cc` is a `cuillère à café`, as French recipes write it.
  private static let french: [String: CookingUnit] = [
    "gr": .gram, "gramme": .gram, "grammes": .gram, "kilo": .kilogram, "kilos": .kilogram,
    "litre": .liter, "litres": .liter,
    "c. à café": .teaspoon, "c. à c.": .teaspoon, "c.à.c.": .teaspoon, "c.à.c": .teaspoon,
    "c.à c.": .teaspoon, "c. a c.": .teaspoon, "c. a café": .teaspoon,
    "cuil. à café": .teaspoon, "cuill. à café": .teaspoon, "cuillère à café": .teaspoon,
    "cuillères à café": .teaspoon, "cuillerée à café": .teaspoon,
    "cuillerées à café": .teaspoon, "cuillere a cafe": .teaspoon, "càc": .teaspoon,
    "cac": .teaspoon, "cc": .teaspoon, "c.c.": .teaspoon, "c.c": .teaspoon, "c. à thé": .teaspoon,
    "cuillère à thé": .teaspoon,
    "c. à soupe": .tablespoon, "c. à s.": .tablespoon, "c.à.s.": .tablespoon,
    "c.à.s": .tablespoon, "c.à s.": .tablespoon, "c. a s.": .tablespoon,
    "c. a soupe": .tablespoon, "cuil. à soupe": .tablespoon, "cuill. à soupe": .tablespoon,
    "cuillère à soupe": .tablespoon, "cuillères à soupe": .tablespoon,
    "cuillerée à soupe": .tablespoon, "cuillerées à soupe": .tablespoon,
    "cuillere a soupe": .tablespoon, "càs": .tablespoon, "cs": .tablespoon,
    "tasse": .metricCup, "tasses": .metricCup,
    "pièce": .pieces, "pièces": .pieces, "pièce(s)": .pieces,
    "gousse": .counted("gousse"), "gousses": .counted("gousse"),
    "tranche": .counted("tranche"), "tranches": .counted("tranche"),
    "sachet": .counted("sachet"), "sachets": .counted("sachet"), "boîte": .counted("boîte"),
    "boîtes": .counted("boîte"), "boite": .counted("boîte"), "boites": .counted("boîte"),
    "botte": .counted("botte"), "bottes": .counted("botte"), "brin": .counted("brin"),
    "brins": .counted("brin"), "feuille": .counted("feuille"), "feuilles": .counted("feuille"),
    "pot": .counted("pot"), "pots": .counted("pot"), "paquet": .counted("paquet"),
    "paquets": .counted("paquet"), "verre": .counted("verre"), "verres": .counted("verre"),
  ]

  /// Japanese words. `cc` is a millilitre; `本`, `個`, `玉`… count whole things, `枚`,
  /// `片` and `かけ` slices, cloves and knobs, kept as written.
  private static let japanese: [String: CookingUnit] = [
    "グラム": .gram, "キロ": .kilogram, "キログラム": .kilogram, "cc": .milliliter,
    "ミリリットル": .milliliter, "リットル": .liter,
    "大さじ": .tablespoon, "大匙": .tablespoon, "小さじ": .teaspoon, "小匙": .teaspoon,
    "カップ": .japaneseCup, "計量カップ": .japaneseCup, "合": .gou,
    "個": .pieces, "コ": .pieces, "本": .pieces, "玉": .pieces, "尾": .pieces, "丁": .pieces,
    "匹": .pieces, "粒": .pieces,
    "枚": .counted("枚"), "片": .counted("片"), "かけ": .counted("かけ"), "袋": .counted("袋"),
    "パック": .counted("パック"), "缶": .counted("缶"), "束": .counted("束"), "株": .counted("株"),
    "切れ": .counted("切れ"), "房": .counted("房"), "杯": .counted("杯"), "膳": .counted("膳"),
    "碗": .counted("碗"),
  ]

  /// Traditional Chinese words, as Taiwan writes them: `杯` is Taiwan's cup of 240 ml,
  /// `米杯` the rice cup of 180 ml, `斤` the 台斤 of 600 g; `個`, `顆`, `根`, `隻`, `條`…
  /// count whole things, `片`, `瓣`, `把`, `塊`… slices, cloves, handfuls and chunks, kept
  /// as written.
  private static let chinese: [String: CookingUnit] = [
    "克": .gram, "公克": .gram, "公斤": .kilogram, "毫克": .milligram, "台斤": .taiwaneseCatty,
    "斤": .taiwaneseCatty, "毫升": .milliliter, "c.c.": .milliliter, "c.c": .milliliter,
    "cc": .milliliter, "公升": .liter, "升": .liter,
    "大匙": .tablespoon, "湯匙": .tablespoon, "大湯匙": .tablespoon, "小匙": .teaspoon,
    "茶匙": .teaspoon, "杯": .taiwaneseCup, "量杯": .taiwaneseCup, "米杯": .gou,
    "個": .pieces, "顆": .pieces, "根": .pieces, "隻": .pieces, "條": .pieces, "粒": .pieces,
    "支": .pieces, "尾": .pieces,
    "片": .counted("片"), "瓣": .counted("瓣"), "把": .counted("把"), "塊": .counted("塊"),
    "包": .counted("包"), "罐": .counted("罐"), "盒": .counted("盒"), "束": .counted("束"),
    "朵": .counted("朵"), "張": .counted("張"), "碗": .counted("碗"),
  ]

  /// Units Chinese and Japanese write before the number: `大さじ1`, `カップ1/2`.
  static let leadingUnits: Set<String> = [
    "大さじ", "小さじ", "大匙", "小匙", "カップ", "計量カップ", "湯匙", "茶匙", "大湯匙",
  ]

  /// Words for an amount no recipe measures, each a unit of sorts: `a pinch of`,
  /// `1 pincée de`. A line with one is unmeasured.
  static let vagueUnits: [RecipeLanguage: Set<String>] = [
    .english: [
      "pinch", "pinches", "dash", "dashes", "handful", "handfuls", "splash", "drizzle",
      "knob", "little", "few",
    ],
    .french: [
      "pincée", "pincées", "pincee", "filet", "noix", "noisette", "poignée", "poignées",
      "trait", "peu",
    ],
  ]

  /// Phrases that leave a line unmeasured wherever they stand: `salt to taste`,
  /// `sel au goût`, `塩 少々`, `鹽 少許`.
  static let vaguePhrases: [RecipeLanguage: [String]] = [
    .english: [
      "to taste", "as needed", "as required", "as desired", "if needed", "for serving",
      "to serve", "for garnish", "to garnish", "for frying", "some",
    ],
    .french: [
      "au goût", "selon votre goût", "selon le goût", "selon goût", "à volonté", "a volonte",
      "un peu de", "un peu d'", "pour servir", "pour la friture", "quelques",
    ],
    .japanese: ["少々", "適量", "ひとつまみ", "少量", "適宜", "お好みで", "お好み", "少し"],
    .traditionalChinese: ["少許", "適量", "酌量", "些許", "少量", "一小撮", "一撮", "隨意", "適當"],
  ]

  /// Words that mean one before a unit: `a pinch`, `une gousse`.
  static let one: Set<String> = ["a", "an", "one", "un", "une"]

  /// Words between an amount and the food that describe its size, kept as the line's note:
  /// `3 large eggs`, `1 heaping tbsp`, `2 grosses gousses`.
  static let sizes: Set<String> = [
    "large", "medium", "small", "big", "extra-large", "jumbo", "heaping", "heaped", "level",
    "scant", "generous", "rounded", "gros", "grosse", "grosses", "petit", "petits", "petite",
    "petites", "moyen", "moyens", "moyenne", "moyennes", "bonne", "bonnes", "belle", "belles",
    "grand", "grands", "grande", "grandes", "rase", "rases", "bombée", "bombées",
  ]

  /// Words between the unit and the food, dropped: `of`, `de`, `du`, `des`, `de la`,
  /// `de l'`, `d'`.
  static let linking: [RecipeLanguage: [[String]]] = [
    .english: [["of"], ["of", "the"]],
    .french: [["de", "la"], ["de"], ["du"], ["des"]],
  ]

  /// Prefixes of the food's first word that link it to the unit, dropped: `d'huile` is
  /// `huile`, `de l'eau` is `eau`.
  static let linkingPrefixes = ["d'", "l'"]

  /// Words before a stated measure that say it is approximate: `(about 300 g)`, `（約300g）`.
  static let approximately = ["about", "approx.", "approximately", "environ", "約", "大約", "約莫"]

  /// Marks that begin a line as a list item: bullets, dashes and checkboxes.
  static let bullets: Set<Character> = [
    "•", "·", "-", "*", "–", "—", "・", "◦", "▪", "●", "○", "■", "□", "◆", "◇", "☆", "★",
    "◎", "※", "☐", "✓", "✔", "▶", "►", "+", "#", ">", "‧", "∙", "⋅",
  ]
}
