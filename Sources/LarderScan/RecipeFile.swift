import LarderCore
import LarderErrors
import LarderMail

/// The recipes of a file: a JSON-LD document (a recipe manager's export, a `.json` or
/// `.jsonld` file) or a saved web page (`.html`, `.htm`), whose JSON-LD scripts are read.
public enum RecipeFile {
  /// What a file is read as.
  enum Kind: Equatable {
    case jsonLD
    case page
  }

  /// The recipes of the file `fileName` whose content is `bytes`, in the file's order,
  /// each once.
  ///
  /// A file is read by its extension; one of another (or none) is a page when its first
  /// character, past a byte order mark and white space, is `<`, else JSON-LD. Of a page,
  /// every JSON-LD script is read (`HTMLScripts`) and their recipes gathered: a script
  /// that gives none (a breadcrumb list, a broken script) is passed over when another
  /// gives one.
  ///
  /// - Throws: `RecipeReadError`: `.tooLarge(.page)` for a file over
  ///   `RecipeReadError.Bound.page`, `.tooLarge(.recipes)` for a page of more recipes than
  ///   `Bound.recipes`; for a JSON-LD file, as `RecipeJSONLD.recipes(in:)`;
  ///   for a page with no recipe, the first error of a script other than `.noRecipe`
  ///   (its line and column are the script's), else `.noRecipe`. `LibraryError` when
  ///   libxml2, which reads pages, cannot be loaded.
  public static func recipes(in bytes: [UInt8], named fileName: String) throws -> [RecipeDraft] {
    guard bytes.count <= RecipeReadError.Bound.page.maximum else {
      throw RecipeReadError.tooLarge(.page)
    }
    guard kind(of: bytes, named: fileName) == .page else {
      return try RecipeJSONLD.recipes(in: bytes)
    }
    var recipes: [RecipeDraft] = []
    var seen: Set<RecipeDraft> = []
    var failure: RecipeReadError?
    for script in try HTMLScripts.jsonLD(in: bytes) {
      let found: [RecipeDraft]
      do {
        found = try RecipeJSONLD.recipes(in: script)
      } catch {
        if failure == nil || failure == .noRecipe { failure = error }
        continue
      }
      for recipe in found where seen.insert(recipe).inserted {
        guard recipes.count < RecipeReadError.Bound.recipes.maximum else {
          throw RecipeReadError.tooLarge(.recipes)
        }
        recipes.append(recipe)
      }
    }
    guard !recipes.isEmpty else { throw failure ?? .noRecipe }
    return recipes
  }

  /// How `bytes`, named `fileName`, are read.
  static func kind(of bytes: [UInt8], named fileName: String) -> Kind {
    let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
    let dot = name.lastIndex(of: ".")
    switch dot.map({ name[name.index(after: $0)...].lowercased() }) {
    case "json", "jsonld": return .jsonLD
    case "html", "htm", "xhtml": return .page
    default:
      let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
      let text = bytes.starts(with: bom) ? bytes.dropFirst(bom.count) : bytes[...]
      let first = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
      return first == UInt8(ascii: "<") ? .page : .jsonLD
    }
  }
}
