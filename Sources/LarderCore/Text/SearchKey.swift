import Foundation

/// The folded form of text that search and name matching compare.
public enum SearchKey {
  /// Folds case and diacritics and normalises width, so `Crème Fraîche`, `creme fraiche`
  /// and `CREME FRAICHE` give the same key. Scripts without case (Chinese, Japanese) are
  /// kept as they are, so `牛奶` is found inside `鮮牛奶`.
  public static func fold(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .lowercased()
  }

  /// The key that makes item names unique: the name with case folded, diacritics kept.
  /// `Milk` and `MILK` clash; `Creme` and `Crème` are different items.
  public static func nameKey(_ name: String) -> String {
    name.precomposedStringWithCanonicalMapping.lowercased()
  }
}
