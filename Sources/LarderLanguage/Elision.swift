/// French elision of `de` before a word that begins with a vowel: `6 pcs d'Œufs`,
/// `le mois d'avril`, where the catalog writes `de {item}` and `de {month}`.
///
/// Only `de` is elided, and only before a vowel letter (an `h` may be mute or aspirated,
/// which only a dictionary knows, so `de haricots` stays as it is).
enum Elision {
  /// The first letters that take `d'`: the vowels with their accents, and the ligatures.
  private static let vowels: Set<Character> = [
    "a", "à", "â", "ä", "e", "é", "è", "ê", "ë", "i", "î", "ï", "o", "ô", "ö", "u", "ù", "û",
    "ü", "y", "æ", "œ",
  ]

  /// Whether `word` begins with a vowel letter, in either case.
  static func beginsWithVowel(_ word: String) -> Bool {
    guard let first = word.first?.lowercased().first else { return false }
    return vowels.contains(first)
  }

  /// `text` with a final word `de ` (or `De `) made `d'` (or `D'`); unchanged when it does
  /// not end with that word.
  static func elideDe(atEndOf text: inout String) {
    for (word, elided) in [("de ", "d'"), ("De ", "D'")] where text.hasSuffix(word) {
      let start = text.index(text.endIndex, offsetBy: -word.count)
      let before = start == text.startIndex ? nil : text[text.index(before: start)]
      guard before.map({ !$0.isLetter && $0 != "'" && $0 != "-" }) ?? true else { return }
      text.replaceSubrange(start..., with: elided)
      return
    }
  }
}

extension Language {
  /// Whether the language writes `d'` for `de` before a vowel (French).
  var elidesDe: Bool { code == "fr" }
}
