import Foundation
import Synchronization

/// The one order of names: every list sorted by name (items, categories, stores) uses it.
///
/// It is the Unicode Collation Algorithm's root order as ICU implements it, reached through
/// Foundation with the root locale (or the output language's tailoring, see `collation`),
/// so it does not depend on the system's locale: letters
/// are compared before accents and case (`Courgettes`, `Crème`, `Croissants`), ligatures
/// sort as their letters (`Œufs` with the O's, `Straße` beside `Strasse`), and Latin comes
/// before Kana, then Han (`Zucker`, `お茶`, `牛奶`, `納豆`, `豆腐`). Two names the collation
/// holds equal (which differ only in ignorable characters) are ordered by their Unicode
/// scalars, so the order is total and the output stable.
public enum NameOrder {
  /// The collation's locale: the root (no tailoring of any language) unless a caller sets
  /// a language's around its work (`NameOrder.$collation.withValue(Locale(identifier:
  /// "ja")) { … }`), whose ICU tailoring then applies (Japanese and Chinese order Han
  /// differently; French has none).
  @TaskLocal public static var collation = Locale(identifier: "")

  /// Whether `lhs` sorts before `rhs`.
  public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    switch lhs.compare(rhs, options: [], range: nil, locale: collation) {
    case .orderedAscending: return true
    case .orderedDescending: return false
    case .orderedSame: return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }
  }

  /// Whether item `lhs` sorts before item `rhs`: by name, then, for equal names, by id.
  public static func precedes(_ lhs: Item, _ rhs: Item) -> Bool {
    lhs.name == rhs.name
      ? UUIDText.format(lhs.id) < UUIDText.format(rhs.id) : precedes(lhs.name, rhs.name)
  }

  /// The names in this order.
  public static func sorted(_ names: some Sequence<String>) -> [String] {
    names.sorted(by: precedes)
  }

  /// The rank of each distinct name in this order (0 first), for sorting many rows that
  /// repeat few names, such as lots by item: each pair of names is collated once.
  ///
  /// The last names ranked are kept with their ranks and collation, so that a list sorted
  /// again with the same names (the web's Stock page, at every request) is not collated
  /// again: a collation through Foundation costs about a microsecond.
  public static func ranks(_ names: some Sequence<String>) -> [String: Int] {
    let unique = Set(names)
    // One name has rank 0 in any collation, whose locale is then never made.
    guard unique.count > 1 else { return Dictionary(uniqueKeysWithValues: unique.map { ($0, 0) }) }
    let locale = collation.identifier
    if let last = lastRanked.withLock({ $0 }), last.locale == locale, last.names == unique {
      return last.ranks
    }
    let ranks = Dictionary(
      uniqueKeysWithValues: sorted(unique).enumerated().map { ($0.element, $0.offset) })
    lastRanked.withLock { $0 = Ranked(locale: locale, names: unique, ranks: ranks) }
    return ranks
  }

  /// `values` in the order of their items (`precedes(_:_:)` for items), through `ranks`.
  public static func sorted<T>(_ values: [T], by item: (T) -> Item) -> [T] {
    let ranks = ranks(values.map { item($0).name })
    return values.sorted { lhs, rhs in
      let (left, right) = (item(lhs), item(rhs))
      guard left.name == right.name else {
        return (ranks[left.name] ?? 0) < (ranks[right.name] ?? 0)
      }
      return UUIDText.format(left.id) < UUIDText.format(right.id)
    }
  }

  /// Names ranked in a collation.
  private struct Ranked: Sendable {
    var locale: String
    var names: Set<String>
    var ranks: [String: Int]
  }

  /// The names `ranks` ranked last.
  private static let lastRanked = Mutex<Ranked?>(nil)
}
