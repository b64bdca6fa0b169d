/// One line of a recipe's ingredients, read into the food, its amount and its unit.
///
/// Reading never fails: a line that gives no amount (`sel, poivre`), or gives one no
/// recipe measures (`a pinch of salt`, `塩 少々`, `鹽 少許`, `salt, to taste`), is kept
/// unmeasured, its cleaned text as the food's name.
///
/// The rules, in every language:
/// - Leading bullets, dashes and numbering (`•`, `-`, `1.`, `2)`, `①`) are dropped;
///   full-width digits, letters and spaces read as ASCII.
/// - An amount without a unit counts pieces: `2 œufs`, `3 large eggs`, `卵 2`.
/// - What follows the first comma (not one between digits) is the note, as is what stands
///   in parentheses, without them: `2 cups flour, sifted` notes `sifted`, `100 g de beurre
///   (doux)` notes `doux`. Notes are joined with `, `.
/// - A weight or volume in parentheses is a stated measure. Between the amount and a count
///   (`1 (14 oz) can`) it is the size of one, and the line's measure is the amount times
///   it (14 oz). Elsewhere it is the measure of the whole line: a stated weight is
///   preferred to a written volume, pieces or count (`じゃがいも 3個（300g）` is 300 g), and
///   a stated volume to written pieces or a count (`1 can (400 ml)`); a cup with a stated
///   volume is a cup of that size (`1 cup (250 ml)` is a metric cup). The written measure
///   not chosen is kept as `alternative`, for an item kept in that unit.
/// - A range takes its upper bound (`2-3 eggs` is 3), as `CookingAmount.parse` does.
/// - French drops `de`, `d'`, `du`, `des`, `de la`, `de l'` before the food, English `of`.
public struct IngredientLine: Hashable, Sendable {
  /// An amount and its unit.
  public struct Measure: Hashable, Sendable {
    /// How much.
    public var amount: CookingAmount
    /// Of what unit.
    public var unit: CookingUnit

    /// `amount` of `unit`.
    public init(amount: CookingAmount, unit: CookingUnit) {
      self.amount = amount
      self.unit = unit
    }
  }

  /// The line as written.
  public var text: String
  /// The food: `farine`, `huile d'olive`, `醤油`, `雞蛋`, `salt`.
  public var name: String
  /// How much, when the line measures it.
  public var amount: CookingAmount?
  /// In what unit, when the line measures it.
  public var unit: CookingUnit?
  /// What follows a comma or stands in parentheses, without them: `sifted`, `optional`.
  public var note: String?
  /// Whether the line gives an amount and a unit; false for `a pinch of salt`, `塩 少々`,
  /// `sel` and `salt, to taste`.
  public var isMeasured: Bool
  /// The line's other measure, when it gives two and `amount` and `unit` hold the
  /// preferred one: 3 `pcs` for `じゃがいも 3個（300g）`.
  public var alternative: Measure?

  /// A line of these parts.
  public init(
    text: String, name: String, amount: CookingAmount? = nil, unit: CookingUnit? = nil,
    note: String? = nil, isMeasured: Bool, alternative: Measure? = nil
  ) {
    self.text = text
    self.name = name
    self.amount = amount
    self.unit = unit
    self.note = note
    self.isMeasured = isMeasured
    self.alternative = alternative
  }

  /// The measure `amount` and `unit` make, when both are there.
  public var measure: Measure? {
    guard let amount, let unit else { return nil }
    return Measure(amount: amount, unit: unit)
  }

  /// Reads `text`, a line of a recipe written in `language`, by the rules above.
  public static func parse(_ text: String, language: RecipeLanguage) -> IngredientLine {
    var reader = IngredientLineReader(text: text, language: language)
    return reader.read()
  }
}
