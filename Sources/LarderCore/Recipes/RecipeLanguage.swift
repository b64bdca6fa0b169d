/// The language a recipe is written in, which decides how its ingredient lines read.
///
/// The language matters to a line's words (`cc` is a millilitre in Japanese and a teaspoon
/// in French), to its cups (`cup` is the US cup of 240 ml, `tasse` the metric cup of
/// 250 ml, `カップ` the Japanese cup of 200 ml, `杯` Taiwan's cup of 240 ml) and to its
/// numbers (`1,5` is one and a half in French only).
public enum RecipeLanguage: String, Hashable, Sendable, CaseIterable {
  /// English: the US cup, `.` before decimals.
  case english = "en"
  /// French: the metric cup, `,` (or `.`) before decimals.
  case french = "fr"
  /// Japanese: the Japanese cup and the 合 of rice.
  case japanese = "ja"
  /// Traditional Chinese as written in Taiwan: Taiwan's cup of 240 ml, the 台斤 of 600 g.
  case traditionalChinese = "zh-Hant"

  /// The language of a BCP 47 tag, read loosely: case does not matter, `_` is `-`, and a
  /// region or script after the language is ignored (`fr-FR`, `ja_JP`, `en-US`), except
  /// for Chinese.
  ///
  /// Chinese is read only when Traditional: `zh`, `zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO` and
  /// `zh-Hant-TW` are `traditionalChinese`; `zh-Hans`, `zh-CN` and `zh-SG` are nil, since
  /// Simplified Chinese writes its units with other characters (`汤匙`, `个`) that these
  /// tables do not hold. Any other tag is nil.
  public init?(tag: String) {
    let parts = tag.lowercased().split { $0 == "-" || $0 == "_" }.map(String.init)
    guard let primary = parts.first else { return nil }
    switch primary {
    case "en", "eng": self = .english
    case "fr", "fra", "fre": self = .french
    case "ja", "jpn": self = .japanese
    case "zh", "zho", "chi":
      let simplified: Set<String> = ["hans", "cn", "sg"]
      guard !parts.dropFirst().contains(where: simplified.contains) else { return nil }
      self = .traditionalChinese
    default: return nil
    }
  }

  /// The language `lines` are most likely written in, from their characters and words.
  ///
  /// Kana anywhere (hiragana or katakana) is Japanese; Han characters without kana are
  /// Traditional Chinese; otherwise French when the lines hold more French marks (accented
  /// letters such as `é` or `œ`, words such as `de`, `d'`, `cuillère`, `c. à soupe`) than
  /// English words (`of`, `cup`, `tablespoon`…), and English in every other case, an empty
  /// recipe included.
  public static func guess(from lines: [String]) -> RecipeLanguage {
    var han = false
    var french = 0
    var english = 0
    for line in lines {
      for scalar in line.unicodeScalars {
        if isKana(scalar) { return .japanese }
        if isHan(scalar) { han = true }
        if RecipeLanguage.frenchLetters.contains(scalar) { french += 1 }
      }
      for word in RecipeLanguage.words(of: line) {
        if word.hasPrefix("d'") || word.hasPrefix("l'") { french += 1 }
        if RecipeLanguage.frenchWords.contains(word) { french += 1 }
        if RecipeLanguage.englishWords.contains(word) { english += 1 }
      }
    }
    if han { return .traditionalChinese }
    return french > english ? .french : .english
  }

  /// Whether `scalar` is hiragana, katakana (including half-width) or the prolonged sound
  /// mark.
  static func isKana(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF,
      0xFF66...0xFF9D:
      true
    default: false
    }
  }

  /// Whether `scalar` is a Han character (CJK unified ideographs, extension A, or a
  /// compatibility ideograph).
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
    default: false
    }
  }

  /// The lower-case words of `line`, split at spaces and punctuation other than `'` and
  /// `.` (`c.` stays a word); a typographic apostrophe is read as `'`.
  private static func words(of line: String) -> [String] {
    line.lowercased().replacing("\u{2019}", with: "'")
      .split { !($0.isLetter || $0 == "'" || $0 == ".") }
      .map { String($0) }
  }

  /// Letters that English recipes rarely hold.
  private static let frenchLetters: Set<Unicode.Scalar> = [
    "é", "è", "ê", "ë", "à", "â", "ç", "î", "ï", "ô", "œ", "ù", "û", "É", "È", "À", "Ç", "Œ",
  ]

  /// Words of French recipes.
  private static let frenchWords: Set<String> = [
    "de", "du", "des", "la", "le", "les", "et", "ou", "à", "au", "aux", "c.", "cuil.",
    "cuillère", "cuillères", "soupe", "café", "càs", "càc", "gousse", "gousses", "tranche",
    "tranches", "pincée", "sel", "poivre", "beurre", "farine", "sucre", "lait", "oeufs",
    "œufs", "huile", "goût", "tasse", "tasses", "sachet", "boîte",
  ]

  /// Words of English recipes.
  private static let englishWords: Set<String> = [
    "of", "and", "or", "the", "a", "cup", "cups", "tsp", "tbsp", "teaspoon", "teaspoons",
    "tablespoon", "tablespoons", "ounce", "ounces", "oz", "lb", "lbs", "pound", "pounds",
    "pinch", "taste", "large", "small", "chopped", "salt", "pepper", "flour", "sugar", "milk",
    "eggs", "butter", "oil",
  ]
}
