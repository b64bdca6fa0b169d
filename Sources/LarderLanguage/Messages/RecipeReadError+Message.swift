import LarderCore

extension RecipeReadError: LocalizedMessage {
  /// Why no recipe was read, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .notUTF8(let offset):
      l.tr("it is not UTF-8 text (byte {offset})", ["offset": "\(offset)"])
    case .notJSON(let line, let column):
      l.tr(
        "it is not JSON (line {line}, column {column})",
        ["line": "\(line)", "column": "\(column)"])
    case .noRecipe:
      l.tr("it holds no schema.org Recipe (JSON-LD)")
    case .recipeWithoutName:
      l.tr("its recipe has no name")
    case .tooLarge(let bound):
      switch bound {
      case .document, .page, .field:
        l.tr("it is larger than {maximum} bytes", ["maximum": "\(bound.maximum)"])
      case .recipes:
        l.tr("it holds more than {maximum} recipes", ["maximum": "\(bound.maximum)"])
      case .ingredients:
        l.tr("a recipe has more than {maximum} ingredients", ["maximum": "\(bound.maximum)"])
      case .steps:
        l.tr("a recipe has more than {maximum} steps", ["maximum": "\(bound.maximum)"])
      case .nesting:
        l.tr("it is nested more than {maximum} levels deep", ["maximum": "\(bound.maximum)"])
      }
    }
  }
}
