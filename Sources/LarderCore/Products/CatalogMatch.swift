/// What a product catalog gives a purchase of an unknown barcode: the item's name in the
/// household's language, its package quantity and its category, where the catalog has
/// them.
public struct CatalogMatch: Hashable, Sendable {
  /// The product as the catalog has it.
  public var product: CatalogProduct
  /// Its name in the household's language (`CatalogProduct.name(forLanguage:)`).
  public var name: String
  /// One package's quantity and unit, or nil when the catalog's fields give none.
  public var package: PackageQuantity?
  /// The Larder category its tags map to (`CategoryMap`), or nil.
  public var category: String?

  /// The match of `product` for a household speaking `language` (BCP 47) whose own
  /// mapping of category tags is `overrides`.
  public init(_ product: CatalogProduct, language: String, overrides: [String: String] = [:]) {
    self.product = product
    name = product.name(forLanguage: language)
    package = product.packageQuantity
    category = CategoryMap.category(of: product.categories, overrides: overrides)
  }
}
