/// A unit a recipe measures in, and its exact conversion to the unit an item is kept in.
///
/// Four families: mass (`mg`, `g`, `kg`, `oz` of 28.349523125 g, `lb` of 453.59237 g,
/// Taiwan's `台斤` of 600 g), volume (`ml`, `cl`, `dl`, `l`, `tsp` of 5 ml, `tbsp` of
/// 15 ml, `fl oz` of 30 ml, the cups, `合` of 180 ml), pieces (`pcs`: a count of whole
/// things, however a language counts them: `2 eggs`, `卵 2個`, `雞蛋 2顆`, `蔥 2根`) and
/// counts kept as written (`clove`, `gousse`, `slice`, `can`, `束`…), which name a part or
/// a package of a thing rather than the thing: three cloves of garlic are not three heads.
///
/// A unit is the same whatever the language wrote it in: `大さじ`, `大匙`, `c. à soupe` and
/// `tbsp` are all `tablespoon`; the words of each language are in `IngredientWords`.
public struct CookingUnit: Hashable, Sendable, CustomStringConvertible {
  /// What a unit measures.
  public enum Family: String, Hashable, Sendable {
    /// A weight.
    case mass
    /// A volume.
    case volume
    /// A count of whole things: `pcs`.
    case pieces
    /// A count of the thing the unit names, kept as written: `clove`, `can`, `束`.
    case count
  }

  /// Which cup a recipe means: cups differ by country, and a stated size wins.
  public enum Cup: Hashable, Sendable {
    /// The US cup of 240 ml (the legal US cup for nutrition labelling): `cup` in English.
    case us
    /// The metric cup of 250 ml: `tasse` in French, `metric cup`, or a cup stated as 250 ml.
    case metric
    /// The Japanese cup of 200 ml: `カップ`.
    case japanese
    /// Taiwan's cup of 240 ml: `杯` and `量杯` in Traditional Chinese.
    case taiwanese
    /// A cup of the size the recipe states, in millilitres: `1 cup (237 ml)`.
    case stated(milliliters: CookingAmount)

    /// The cup of `milliliters`, as stated next to it: the cup of that size the language
    /// knows (`us` or `taiwanese` for 240 ml, `metric` for 250, `japanese` for 200), or
    /// `stated`.
    public init(milliliters: CookingAmount, language: RecipeLanguage) {
      switch (milliliters.isWhole ? milliliters.numerator : 0, language) {
      case (240, .traditionalChinese): self = .taiwanese
      case (240, _): self = .us
      case (250, _): self = .metric
      case (200, _): self = .japanese
      default: self = .stated(milliliters: milliliters)
      }
    }

    /// The cup a language means when it writes a cup without its size.
    public init(language: RecipeLanguage) {
      switch language {
      case .english: self = .us
      case .french: self = .metric
      case .japanese: self = .japanese
      case .traditionalChinese: self = .taiwanese
      }
    }

    /// Its size in millilitres.
    public var milliliters: CookingAmount {
      switch self {
      case .us, .taiwanese: CookingAmount(reduced: 240, 1)
      case .metric: CookingAmount(reduced: 250, 1)
      case .japanese: CookingAmount(reduced: 200, 1)
      case .stated(let milliliters): milliliters
      }
    }

    /// The cup's symbol: `cup`, `metric cup`, `カップ`, `杯`.
    var symbol: String {
      switch self {
      case .us, .stated: "cup"
      case .metric: "metric cup"
      case .japanese: "カップ"
      case .taiwanese: "杯"
      }
    }
  }

  /// The unit's symbol: `g`, `tbsp`, `cup`, `合`, `pcs`, or a count word as the word
  /// tables write it (`clove`, `gousse`, `束`).
  public let symbol: String
  /// What it measures.
  public let family: Family
  /// Grams in one unit of mass, millilitres in one unit of volume; nil for pieces and
  /// counts.
  public let size: CookingAmount?
  /// Which cup, for a cup; nil for every other unit.
  public let cup: Cup?

  /// A unit of `family` and `size`.
  private init(_ symbol: String, _ family: Family, size: CookingAmount?, cup: Cup? = nil) {
    self.symbol = symbol
    self.family = family
    self.size = size
    self.cup = cup
  }

  /// A unit of mass of `numerator / denominator` grams.
  private static func mass(_ symbol: String, _ numerator: Int64, _ denominator: Int64 = 1)
    -> CookingUnit
  {
    CookingUnit(symbol, .mass, size: CookingAmount(numerator, denominator))
  }

  /// A unit of volume of `millilitres` ml.
  private static func volume(_ symbol: String, _ milliliters: Int64) -> CookingUnit {
    CookingUnit(symbol, .volume, size: CookingAmount(milliliters))
  }

  public var description: String { symbol }

  /// A milligram.
  public static let milligram = mass("mg", 1, 1000)
  /// A gram.
  public static let gram = mass("g", 1)
  /// A kilogram.
  public static let kilogram = mass("kg", 1000)
  /// The avoirdupois ounce, 28.349523125 g exactly.
  public static let ounce = mass("oz", 28_349_523_125, 1_000_000_000)
  /// The avoirdupois pound, 453.59237 g exactly.
  public static let pound = mass("lb", 45_359_237, 100_000)
  /// Taiwan's catty, `台斤` or `斤`: 600 g.
  public static let taiwaneseCatty = mass("台斤", 600)
  /// A millilitre (and a `cc`, `c.c.`).
  public static let milliliter = volume("ml", 1)
  /// A centilitre.
  public static let centiliter = volume("cl", 10)
  /// A decilitre.
  public static let deciliter = volume("dl", 100)
  /// A litre.
  public static let liter = volume("l", 1000)
  /// A teaspoon, 5 ml: `tsp`, `c. à café`, `小さじ`, `小匙`.
  public static let teaspoon = volume("tsp", 5)
  /// A tablespoon, 15 ml: `tbsp`, `c. à soupe`, `大さじ`, `大匙`.
  public static let tablespoon = volume("tbsp", 15)
  /// A fluid ounce, taken as 30 ml as US nutrition labelling does.
  public static let fluidOunce = volume("fl oz", 30)
  /// The `合` of rice, 180 ml.
  public static let gou = volume("合", 180)
  /// A count of whole things.
  public static let pieces = CookingUnit("pcs", .pieces, size: nil)
  /// The US cup, 240 ml.
  public static let usCup = cup(.us)
  /// The metric cup, 250 ml.
  public static let metricCup = cup(.metric)
  /// The Japanese cup, 200 ml.
  public static let japaneseCup = cup(.japanese)
  /// Taiwan's cup, 240 ml.
  public static let taiwaneseCup = cup(.taiwanese)

  /// A cup of the kind `cup`.
  public static func cup(_ cup: Cup) -> CookingUnit {
    CookingUnit(cup.symbol, .volume, size: cup.milliliters, cup: cup)
  }

  /// A count of what `word` names, kept as written: `clove`, `gousse`, `束`.
  public static func counted(_ word: String) -> CookingUnit {
    CookingUnit(word, .count, size: nil)
  }

  /// The unit `word` names in `language`, as the word tables read it: `c. à soupe` in
  /// French is `tablespoon`; nil for a word that is no unit.
  ///
  /// Case matters only where English makes it: `T` is a tablespoon, `t` a teaspoon.
  public init?(word: String, language: RecipeLanguage) {
    guard let unit = IngredientWords.unit(word, language: language) else { return nil }
    self = unit
  }

  /// `amount` of this unit in `itemUnit`, the unit the item is kept in, exactly.
  ///
  /// Mass converts to mass and volume to volume; mass and volume convert into each other
  /// only through the item's `gramsPerMilliliter`, which the household states once per
  /// item. Pieces convert only to an item counted in pieces (`pcs`, or a word for a piece
  /// such as `個` or `顆`), one for one; a count as written only to an item counted in the
  /// same word (`gousse` and `gousses` are one word).
  ///
  /// - Throws: `CookingUnitError.otherFamily` when the units do not convert,
  ///   `.needsDensity` between mass and volume without `gramsPerMilliliter`, `.tooLarge`
  ///   when the exact result does not fit in 64-bit terms.
  public func convert(
    _ amount: CookingAmount, to itemUnit: Unit, gramsPerMilliliter: CookingAmount?
  )
    throws(CookingUnitError) -> CookingAmount
  {
    switch family {
    case .pieces:
      guard itemUnit.family == .count, CookingUnit.countsPieces(itemUnit) else {
        throw .otherFamily(from: self, to: itemUnit)
      }
      return amount
    case .count:
      guard itemUnit.family == .count, CookingUnit.counts(itemUnit, as: symbol) else {
        throw .otherFamily(from: self, to: itemUnit)
      }
      return amount
    case .mass, .volume:
      guard let size, let itemSize = itemUnit.size, itemUnit.family != .count,
        let target = CookingAmount(itemSize, itemUnit.family == .mass ? 1000 : 1)
      else { throw .otherFamily(from: self, to: itemUnit) }
      // `amount` in grams or millilitres, then in the item's family, then in its unit.
      guard var inBase = amount.multiplied(by: size) else {
        throw .tooLarge(amount, from: self, to: itemUnit)
      }
      let sameFamily = (family == .mass) == (itemUnit.family == .mass)
      if !sameFamily {
        guard let density = gramsPerMilliliter else {
          throw .needsDensity(from: self, to: itemUnit)
        }
        let crossed =
          family == .volume ? inBase.multiplied(by: density) : inBase.divided(by: density)
        guard let crossed else { throw .tooLarge(amount, from: self, to: itemUnit) }
        inBase = crossed
      }
      guard let result = inBase.divided(by: target) else {
        throw .tooLarge(amount, from: self, to: itemUnit)
      }
      return result
    }
  }

  /// Whether an item kept in `unit` is counted in pieces: `pcs` (which `Unit` makes of
  /// `pièce`, `個`…) or a word for pieces in any language, such as `顆` or `本`.
  static func countsPieces(_ unit: Unit) -> Bool {
    unit.symbol == "pcs"
      || RecipeLanguage.allCases.contains {
        IngredientWords.unit(unit.symbol, language: $0) == .pieces
      }
  }

  /// Whether an item kept in `unit` is counted in the count word `symbol`: the same word,
  /// in any case, or a word any language's table reads as it (`gousses` as `gousse`).
  static func counts(_ unit: Unit, as symbol: String) -> Bool {
    unit.symbol.lowercased() == symbol.lowercased()
      || RecipeLanguage.allCases.contains {
        IngredientWords.unit(unit.symbol, language: $0) == .counted(symbol)
      }
  }
}
