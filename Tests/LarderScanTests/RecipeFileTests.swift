import Foundation
import LarderCore
import LarderScan
import Testing

/// Recipes read from a file: a JSON-LD document or a saved page, whose scripts are read
/// (pages written here, and the pages of `Tests/Fixtures/recipes`).
@Suite struct RecipeFileTests {
  /// A page of `scripts`, each in a JSON-LD script element.
  func page(_ scripts: String...) -> [UInt8] {
    let elements = scripts.map { #"<script type="application/ld+json">\#($0)</script>"# }
    return Array("<!DOCTYPE html><html><head>\(elements.joined())</head><body></body></html>".utf8)
  }

  /// The error reading `bytes` as `name` throws.
  func refusal(_ bytes: [UInt8], named name: String) -> RecipeReadError? {
    do {
      _ = try RecipeFile.recipes(in: bytes, named: name)
      return nil
    } catch {
      return error as? RecipeReadError
    }
  }

  let soup = #"{"@type": "Recipe", "name": "Soup"}"#
  let bread = #"{"@type": "Recipe", "name": "Bread"}"#
  let breadcrumbs = #"{"@type": "BreadcrumbList", "itemListElement": []}"#

  @Test(arguments: ["soup.json", "soup.jsonld", "SOUP.JSON"])
  func aJSONFileIsReadAsJSONLD(_ name: String) throws {
    let recipes = try RecipeFile.recipes(in: Array(soup.utf8), named: name)
    #expect(recipes.map(\.name) == ["Soup"])
  }

  @Test(arguments: ["page.html", "page.htm", "saved/Page.HTML"])
  func anHTMLFileIsReadAsAPage(_ name: String) throws {
    #expect(try RecipeFile.recipes(in: page(soup), named: name).map(\.name) == ["Soup"])
  }

  @Test func aFileOfAnotherNameStartingWithATagIsAPage() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Array(" \n".utf8) + page(soup)
    #expect(try RecipeFile.recipes(in: bytes, named: "download").map(\.name) == ["Soup"])
  }

  @Test func aFileOfAnotherNameIsOtherwiseJSONLD() throws {
    #expect(
      try RecipeFile.recipes(in: Array(soup.utf8), named: "recipe.txt").map(\.name) == ["Soup"])
  }

  @Test func theRecipesOfEveryScriptAreGathered() throws {
    let recipes = try RecipeFile.recipes(in: page(breadcrumbs, soup, bread), named: "a.html")
    #expect(recipes.map(\.name) == ["Soup", "Bread"])
  }

  @Test func theSameRecipeInTwoScriptsIsKeptOnce() throws {
    #expect(try RecipeFile.recipes(in: page(soup, soup), named: "a.html").count == 1)
  }

  @Test func aBrokenScriptIsPassedOverWhenAnotherGivesARecipe() throws {
    let recipes = try RecipeFile.recipes(in: page(#"{"@type": "#, soup), named: "a.html")
    #expect(recipes.map(\.name) == ["Soup"])
  }

  @Test func aPageWithoutARecipeGivesItsFirstScriptsError() {
    let bytes = page(breadcrumbs, "{\n  \"@type\": Recipe}", "[")
    #expect(refusal(bytes, named: "a.html") == .notJSON(line: 2, column: 12))
  }

  @Test func aPageWhoseScriptsHoldNoRecipeHasNone() {
    #expect(refusal(page(breadcrumbs), named: "a.html") == .noRecipe)
    #expect(refusal(Array("<html><p>Soup</p></html>".utf8), named: "a.html") == .noRecipe)
  }

  @Test func aFileOverThePageBoundIsRefusedUnread() {
    let bytes = [UInt8](repeating: 0x20, count: RecipeReadError.Bound.page.maximum + 1)
    #expect(refusal(bytes, named: "a.html") == .tooLarge(.page))
  }
}

/// Larder's reading of the saved pages of `Tests/Fixtures/recipes` against recipe-scrapers'
/// (PyPI), an independent reader of schema.org's Recipe, run over the same files by
/// `read_recipes.py`: the same name, ingredient lines, steps and servings on each page.
@Suite struct RecipeFileAgreementTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/Fixtures/recipes")

  /// The pages, each with the names of its instruction sections, which recipe-scrapers
  /// lists among the steps and Larder leaves out.
  static let pages: [(file: String, sections: [String])] = [
    ("plain.html", []), ("yoast-graph.html", []),
    ("sections.html", ["Pastry", "Filling", "Assembly"]),
    ("array-yield.html", []), ("japanese.html", []), ("chinese.html", []), ("french.html", []),
  ]

  /// A page as recipe-scrapers reads it.
  struct Scraped: Decodable {
    var title: String?
    var yields: String?
    var ingredients: [String]?
    var instructionsList: [String]?
    var totalTime: Int?

    enum CodingKeys: String, CodingKey {
      case title, yields, ingredients
      case instructionsList = "instructions_list"
      case totalTime = "total_time"
    }
  }

  /// Every page as recipe-scrapers reads it, by file name: one Python process for all.
  static func scraped() throws -> [String: Scraped] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.currentDirectoryURL = folder
    process.arguments = ["python3", "read_recipes.py"] + pages.map(\.file)
    let out = Pipe()
    let errors = Pipe()
    process.standardOutput = out
    process.standardError = errors
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "read_recipes.py failed (pip install recipe-scrapers): \(String(decoding: message, as: UTF8.self))"
    )
    return try JSONDecoder().decode([String: Scraped].self, from: data)
  }

  /// The first whole number of recipe-scrapers' yields ("4 servings" is 4).
  static func number(_ yields: String?) -> Int? {
    Int(
      yields?.drop(while: { !$0.isASCII || !$0.isNumber }).prefix(while: {
        $0.isASCII && $0.isNumber
      }) ?? "")
  }

  @Test func everyPageReadsAsRecipeScrapersReadsIt() throws {
    let scraped = try Self.scraped()
    for (file, sections) in Self.pages {
      let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(file)))
      let recipes = try RecipeFile.recipes(in: bytes, named: file)
      let larder = try #require(recipes.first, "\(file)")
      #expect(recipes.count == 1, "\(file)")
      let other = try #require(scraped[file], "\(file)")
      #expect(larder.name == other.title, "\(file)")
      #expect(larder.ingredients == other.ingredients, "\(file)")
      #expect(larder.steps == other.instructionsList?.filter { !sections.contains($0) }, "\(file)")
      #expect(larder.servings != nil && larder.servings == Self.number(other.yields), "\(file)")
      // recipe-scrapers adds the preparation and cooking times when no total is given.
      let total = larder.totalMinutes ?? (larder.prepMinutes ?? 0) + (larder.cookMinutes ?? 0)
      #expect(total == other.totalTime, "\(file)")
    }
  }
}
