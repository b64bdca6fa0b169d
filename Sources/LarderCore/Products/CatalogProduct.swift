/// One product of a product catalog (Open Food Facts), as Larder keeps it: the fields it
/// uses, as the catalog wrote them (names in NFC).
public struct CatalogProduct: Hashable, Sendable {
  /// The languages whose names are kept, beside the generic name: Larder's own.
  public enum NameLanguage: String, CaseIterable, Hashable, Sendable {
    case en, fr, ja, zh
  }

  /// The product's barcode.
  public var barcode: GTIN
  /// `product_name`: the name in the product's main language, or empty.
  public var name: String
  /// `product_name_<language>`, where the catalog has it and it is not empty.
  public var names: [NameLanguage: String]
  /// `quantity`: the free text on the package (`1,5 l`, `6 x 125 g`), or empty.
  public var quantityText: String
  /// `product_quantity`: the package's number, as written (`500`), or empty.
  public var productQuantity: String
  /// `product_quantity_unit`: its unit (`g`, `ml`), or empty.
  public var productQuantityUnit: String
  /// `categories_tags`, broadest first (`en:dairies`, `en:yogurts`).
  public var categories: [String]
  /// `brands`, as written, or empty.
  public var brands: String

  /// A product with every field given.
  public init(
    barcode: GTIN, name: String, names: [NameLanguage: String] = [:], quantityText: String = "",
    productQuantity: String = "", productQuantityUnit: String = "", categories: [String] = [],
    brands: String = ""
  ) {
    self.barcode = barcode
    self.name = name
    self.names = names
    self.quantityText = quantityText
    self.productQuantity = productQuantity
    self.productQuantityUnit = productQuantityUnit
    self.categories = categories
    self.brands = brands
  }

  /// The name for a household that speaks the language `code` (BCP 47: `fr`, `ja`,
  /// `zh-Hant` reads `product_name_zh`): the catalog's name in it, else the generic name,
  /// else the English one. Never empty: a product without any name is not kept.
  public func name(forLanguage code: String) -> String {
    let base = code.prefix { $0 != "-" && $0 != "_" }.lowercased()
    if let language = NameLanguage(rawValue: base), let found = names[language] { return found }
    return name.isEmpty ? names[.en] ?? names.values.sorted().first ?? "" : name
  }

  /// The package's quantity: the number and unit fields where they make one, else the
  /// free text (`PackageQuantity`), else the number alone in grams (older exports have no
  /// unit field); nil when none does.
  public var packageQuantity: PackageQuantity? {
    PackageQuantity.fields(quantity: productQuantity, unit: productQuantityUnit)
      ?? PackageQuantity.parse(quantityText)
      ?? (productQuantityUnit.isEmpty
        ? PackageQuantity.fields(quantity: productQuantity, unit: "g") : nil)
  }
}
