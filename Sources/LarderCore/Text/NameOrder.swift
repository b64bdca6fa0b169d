import Foundation

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
  public static func ranks(_ names: some Sequence<String>) -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: sorted(Set(names)).enumerated().map { ($0.element, $0.offset) })
  }
}
