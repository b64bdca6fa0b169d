/// The names an item is known by besides the one it is shown by: its own name, a name in
/// each language (`Lait`'s `ja` name `牛乳`), and aliases (`lait demi-écrémé`). Any of them
/// finds the item; a reader is shown the name in their language, else the item's own.
public struct ItemNames: Hashable, Sendable {
  /// The item's own name, the one every other falls back to.
  public var own: String
  /// The item's name in each language that has one, by BCP 47 code, in code order.
  public var inLanguages: [(language: String, name: String)] {
    byLanguage.sorted { $0.key < $1.key }.map { (language: $0.key, name: $0.value) }
  }
  /// The names by BCP 47 code.
  public var byLanguage: [String: String]
  /// Other names the item is found by, in `NameOrder`.
  public var aliases: [String]

  /// Creates the names of an item.
  public init(own: String, byLanguage: [String: String] = [:], aliases: [String] = []) {
    self.own = own
    self.byLanguage = byLanguage
    self.aliases = NameOrder.sorted(aliases)
  }

  /// The name a reader of `language` is shown: the item's name in it, else its own.
  public func shown(in language: String?) -> String {
    language.flatMap { byLanguage[$0] } ?? own
  }

  /// Every name: its own, those in languages, the aliases.
  public var all: [String] { [own] + inLanguages.map(\.name) + aliases }
}
