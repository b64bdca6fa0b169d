import Foundation

/// The folded form of text that search and name matching compare.
public enum SearchKey {
  /// Letters that are not a base letter with an accent, folded to the letters a person
  /// types for them: `œ` as `oe`, `æ` as `ae`, `ß` as `ss`, `ø` as `o`, `ł` as `l`.
  static let specialLetters: [Character: String] = [
    "œ": "oe", "æ": "ae", "ß": "ss", "ø": "o", "ł": "l",
  ]

  /// Folds case, diacritics, width, ligatures and special letters, so `Crème Fraîche`,
  /// `creme fraiche` and `CREME FRAICHE` give the same key, and so do `Œufs` and `oeufs`,
  /// `Straße` and `strasse`, and half-width kana with its voicing mark (`ﾊﾞﾀｰ`) and
  /// `バター`. Scripts without case (Chinese, Japanese) are kept as they are, so `牛奶` is
  /// found inside `鮮牛奶`.
  public static func fold(_ text: String) -> String {
    // Compatibility mapping first: half-width kana and its separate voicing mark become
    // one full-width letter, which the folding below then reads as the others.
    let folded = text.precomposedStringWithCompatibilityMapping
      // Composed again: this Foundation leaves a kana and its voicing mark apart.
      .precomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .lowercased()
    guard folded.contains(where: { specialLetters[$0] != nil }) else { return folded }
    var result = ""
    for character in folded {
      if let letters = specialLetters[character] {
        result += letters
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Whether `name` starts with `typed` as shell completion matches it: as typed, or
  /// ignoring case, accents, width and ligatures (`oe` begins `Œufs`, `creme` begins
  /// `Crème fraîche`).
  public static func begins(_ name: String, with typed: String) -> Bool {
    name.hasPrefix(typed) || fold(name).hasPrefix(fold(typed))
  }

  /// The key that makes item names unique: the name with case folded, diacritics kept.
  /// `Milk` and `MILK` clash; `Creme` and `Crème` are different items.
  public static func nameKey(_ name: String) -> String {
    name.precomposedStringWithCanonicalMapping.lowercased()
  }
}
