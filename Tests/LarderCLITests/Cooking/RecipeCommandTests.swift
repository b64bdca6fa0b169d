import Foundation
import Testing

/// `larder recipe`, `cook` and `plan` as a household types them: what they print, and the
/// exit status of each refusal.
@Suite struct RecipeCommandTests {
  /// A JSON-LD recipe of two servings, as a recipe site publishes it.
  static let crepes = """
    {"@context": "https://schema.org", "@type": "Recipe", "name": "Crêpes",
     "recipeYield": "2 personnes", "inLanguage": "fr", "totalTime": "PT30M",
     "recipeIngredient": ["125 g de farine", "2 œufs", "25 cl de lait", "1 pincée de sel"],
     "recipeInstructions": [{"@type": "HowToStep", "text": "Mélanger."},
       {"@type": "HowToStep", "text": "Cuire."}],
     "url": "https://recipes.example/crepes"}
    """

  @Test func aJSONLDFileIsImportedWithItsLinesRead() throws {
    let larder = try LarderBinary()
    try Data(Self.crepes.utf8).write(to: URL(fileURLWithPath: larder.path("crepes.json")))
    let imported = try larder.run(["recipe", "import", "crepes.json"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "Imported Crêpes (4 ingredients).\n")
    let shown = try larder.run(["recipe", "show", "crêpes", "--format", "json"])
    let recipe = try #require(
      try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
    #expect(recipe["servings"] as? Int == 2)
    #expect(recipe["minutes"] as? Int == 30)
    let lines = try #require(recipe["ingredients"] as? [[String: Any]])
    #expect(lines.map { $0["food"] as? String } == ["farine", "œufs", "lait", "sel"])
    #expect(lines.map { $0["unit"] as? String } == ["g", "pcs", "cl", nil])
    // The same file again: skipped, nothing lost.
    let again = try larder.run(["recipe", "import", "crepes.json"])
    #expect(again.stdout == "Skipped Crêpes: a recipe of that name is kept already.\n")
  }

  @Test func aSavedPageIsReadThroughItsJSONLD() throws {
    let larder = try LarderBinary()
    let page = """
      <!doctype html><html><head><title>Crêpes</title>
      <script type="application/ld+json">\(Self.crepes)</script></head>
      <body><p>Une recette &amp; des crêpes.</p></body></html>
      """
    try Data(page.utf8).write(to: URL(fileURLWithPath: larder.path("crepes.html")))
    let imported = try larder.run(["recipe", "import", "crepes.html"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try larder.run(["recipe", "list"]).stdout.hasPrefix("Crêpes · 2 servings"))
  }

  @Test func aFileThatIsNoRecipeIsRefusedNamingIt() throws {
    let larder = try LarderBinary()
    try Data("{\"@type\": \"Person\", \"name\": \"Ann\"}".utf8).write(
      to: URL(fileURLWithPath: larder.path("person.json")))
    let refused = try larder.run(["recipe", "import", "person.json"])
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == "Error: cannot import person.json: it holds no schema.org Recipe (JSON-LD)\n")
    try Data("{\"name\": ".utf8).write(to: URL(fileURLWithPath: larder.path("cut.json")))
    #expect(try larder.run(["recipe", "import", "cut.json"]).status == 65)
    #expect(try larder.run(["recipe", "import", "absent.json"]).status == 66)
  }

  @Test func cookingWithSomethingMissingIsRefusedUntilPartial() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Eggs", "6", "--price", "2.40", "--expires", "+5"])
    try larder.run([
      "recipe", "add", "Omelette", "--servings", "2", "--ingredient", "3 eggs",
      "--ingredient", "20 g butter", "--ingredient", "a pinch of salt",
    ])
    let refused = try larder.run(["cook", "omelette"])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.hasPrefix("Error: 'Omelette' is missing butter; cook with what there is"))
    let cooked = try larder.run(["cook", "omelette", "--partial"])
    #expect(cooked.status == 0, "\(cooked.stderr)")
    #expect(
      cooked.stdout == "Cooked Omelette (2 servings): used 3 pcs of Eggs.\nMissing: butter.\n")
    #expect(try larder.run(["undo"]).status == 0)
    #expect(try larder.run(["list"]).stdout.contains("6"))
  }

  @Test func aPlannedMealPutsWhatItLacksOnTheShoppingList() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Eggs", "2", "--price", "0.80", "--expires", "+5"])
    try larder.run(["recipe", "add", "Omelette", "--ingredient", "3 eggs"])
    let planned = try larder.run(["plan", "add", "+1", "Omelette"])
    #expect(planned.status == 0, "\(planned.stderr)")
    #expect(planned.stdout.hasSuffix("On the shopping list for it: Eggs.\n"))
    let list = try larder.run(["shopping"]).stdout
    #expect(list.contains("[ ] Eggs 1 pcs (for Omelette on "))
    #expect(try larder.run(["plan", "remove", "+1", "Omelette"]).status == 0)
    #expect(!(try larder.run(["shopping"]).stdout.contains("for Omelette")))
    #expect(try larder.run(["plan", "add", "-1", "Omelette"]).status == 65)
    #expect(try larder.run(["plan", "add", "tomorrow"]).status == 64)
  }
}
