/// Why no recipe could be read from a JSON-LD document or a saved page: values only, for
/// the language module to word.
public enum RecipeReadError: Error, Hashable, Sendable {
  /// The bytes are not UTF-8: the offset of the first byte that is not, from 0.
  case notUTF8(offset: Int)
  /// The text is not one JSON value: where it stops being one, as a line and a column
  /// counted from 1 (the column in characters, Unicode scalars, from the line's start).
  case notJSON(line: Int, column: Int)
  /// The document holds no object whose `@type` is `Recipe`.
  case noRecipe
  /// The document's recipes all lack a `name` (and a `headline`).
  case recipeWithoutName
  /// The document passes one of the bounds that keep hostile input small.
  case tooLarge(Bound)

  /// A bound on what is read, each with its maximum.
  public enum Bound: Hashable, Sendable, CaseIterable {
    /// A JSON-LD document's bytes.
    case document
    /// A saved page's bytes (an HTML page carries more than its JSON-LD).
    case page
    /// The recipes of one document.
    case recipes
    /// One text field's bytes as written (a name, a step, a description).
    case field
    /// A recipe's ingredient lines.
    case ingredients
    /// A recipe's steps.
    case steps
    /// How deeply the parts read are nested (arrays, `@graph`, sections of sections).
    case nesting

    /// The most this bound allows: bytes for `document`, `page` and `field`, recipes for
    /// `recipes`, lines for `ingredients` and `steps`, levels for `nesting`.
    public var maximum: Int {
      switch self {
      case .document: 16 << 20
      case .page: 32 << 20
      case .recipes: 10_000
      case .field: 64 << 10
      case .ingredients: 10_000
      case .steps: 10_000
      case .nesting: 32
      }
    }
  }
}
