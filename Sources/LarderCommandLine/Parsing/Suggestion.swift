import LarderLanguage
import LarderReports

/// The closest name to a misspelt one, as git's "Did you mean 'list'?" offers it.
enum Suggestion {
  /// The name among `candidates` nearest to `typed` by edit distance (a letter added,
  /// removed, changed, or two neighbours swapped), when it is near enough to be a typo: at
  /// most one edit for a name of up to 4 letters, two for up to 8, three beyond. Nil when
  /// none is, or when two are equally near. A word that only one name begins with, once
  /// its last letter is left out (`expire` for `expiring`, `spend` for `spending`), finds
  /// that name first: the start of a word says more than its edits.
  static func closest(to typed: String, among candidates: [String]) -> String? {
    let stem = typed.lowercased().dropLast()
    if stem.drop(while: { $0 == "-" }).count >= 3 {
      let begun = candidates.filter { $0.lowercased().hasPrefix(stem) }
      if begun.count == 1 { return begun[0] }
    }
    let limit = typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
    let scored = candidates.map { ($0, distance(typed.lowercased(), $0.lowercased())) }
      .filter { $0.1 <= limit }
    guard let best = scored.map(\.1).min() else { return nil }
    let nearest = scored.filter { $0.1 == best }
    return nearest.count == 1 ? nearest[0].0 : nil
  }

  /// The optimal string alignment distance between `lhs` and `rhs`: insertions, deletions,
  /// substitutions and transpositions of neighbours each count 1.
  static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }

  /// `message`, followed by ". Did you mean 'NAME'?" when a name is near enough.
  static func message(_ message: String, typed: String, among candidates: [String]) -> String {
    guard let name = closest(to: typed, among: candidates) else { return message }
    return Localization.current.tr(
      "{message}. Did you mean '{name}'?", ["message": message, "name": name])
  }
}
