import Foundation

/// Whether a new name is close to one the household has: a typo away (`Tomate` and
/// `Tomates`, `Yoghurt` and `Yogurt`), or the same word in the other kana (`みるく` and
/// `ミルク`). Compared on `SearchKey.fold` keys, so case, accents and width never count.
public enum NameCloseness {
  /// Whether the folded names `a` and `b` differ by at most one edit (two for names of 8
  /// characters or more; none for Latin names under 4), hiragana read as katakana; the
  /// same name is not close, it is the name.
  public static func isClose(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(katakana(a)), Array(katakana(b)))
    guard x != y else { return a != b }
    let allowed = min(x.count, y.count) >= 8 ? 2 : 1
    // A letter says less than an ideograph: a Latin name needs 4 of them to have a typo.
    let shortest = x.contains(where: WordMatch.isCJK) ? 2 : 4
    guard abs(x.count - y.count) <= allowed, min(x.count, y.count) >= shortest else {
      return false
    }
    return distance(x, y, limit: allowed) <= allowed
  }

  /// `text` with its hiragana written in katakana.
  static func katakana(_ text: String) -> String {
    text.applyingTransform(.hiraganaToKatakana, reverse: false) ?? text
  }

  /// The Levenshtein distance of `a` and `b`, or a number above `limit` once it passes it.
  static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, cb) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
      }
      if current.min() ?? 0 > limit { return limit + 1 }
      previous = current
    }
    return previous[b.count]
  }
}
