/// The Larder category of a catalog's product, from its Open Food Facts category tags.
///
/// A product's tags go from broad to narrow (`en:dairies`, `en:fermented-foods`,
/// `en:yogurts`); the narrowest tag with a category gives it, the household's own
/// mapping of a tag (`overrides`) before the default table's. docs/products.md lists the
/// table.
public enum CategoryMap {
  /// The default table: Open Food Facts tag to Larder category, the categories of the
  /// samples (`samples/purchases.csv`).
  public static let defaults: [String: String] = [
    "en:dairies": "dairy", "en:milks": "dairy", "en:cheeses": "dairy", "en:yogurts": "dairy",
    "en:butters": "dairy", "en:creams": "dairy", "en:eggs": "dairy",
    "en:beverages": "drinks", "en:waters": "drinks", "en:juices": "drinks",
    "en:sodas": "drinks", "en:coffees": "drinks", "en:teas": "drinks",
    "en:alcoholic-beverages": "drinks",
    "en:breads": "bakery", "en:pastries": "bakery", "en:viennoiseries": "bakery",
    "en:biscuits-and-cakes": "bakery",
    "en:meats": "meat", "en:poultries": "meat", "en:fishes": "meat", "en:seafood": "meat",
    "en:fresh-foods": "produce", "en:fruits": "produce", "en:vegetables": "produce",
    "en:fresh-vegetables": "produce", "en:fresh-fruits": "produce",
    "en:frozen-foods": "frozen", "en:ice-creams-and-sorbets": "frozen",
    "en:breakfast-cereals": "pantry", "en:cereals-and-potatoes": "pantry",
    "en:pastas": "pantry", "en:rices": "pantry", "en:flours": "pantry",
    "en:canned-foods": "pantry", "en:condiments": "pantry", "en:sauces": "pantry",
    "en:spreads": "pantry", "en:snacks": "pantry", "en:sugars": "pantry",
    "en:vegetable-oils": "pantry",
  ]

  /// The category of a product tagged `tags` (broad to narrow): that of the narrowest tag
  /// with one, the household's own (`overrides`) for that tag before the default; nil when
  /// no tag has one.
  public static func category(of tags: [String], overrides: [String: String] = [:]) -> String? {
    for tag in tags.reversed() {
      if let category = overrides[tag] ?? defaults[tag] { return category }
    }
    return nil
  }
}
