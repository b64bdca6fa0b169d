import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderWeb

/// A kitchen on Tuesday 1 December 2026: 1000 g of Pommes de terre for 2.00 EUR expiring
/// tomorrow, 1000 g of Riz for 3.00 EUR good until June, one Poivron for 1.00 EUR expiring
/// on the 20th; and three recipes for 4: Gratin dauphinois (600 g of Pommes de terre, 50 g
/// of Gruyère, which the household has not), Risotto (300 g of Riz) and Poivrons farcis
/// (1 Poivron).
struct CookingKitchen {
  let web: InProcessWeb
  let store: Store
  let gratin: Recipe
  let risotto: Recipe
  let poivrons: Recipe

  init() throws {
    web = try InProcessWeb()
    web.enter()
    _ = web.bought(
      "Pommes de terre", "1000", unit: "g", price: "2.00", on: "2026-12-01", expires: "2026-12-02")
    _ = web.bought("Riz", "1000", unit: "g", price: "3.00", on: "2026-12-01", expires: "2027-06-01")
    _ = web.bought(
      "Poivron", "1", unit: "pcs", price: "1.00", on: "2026-12-01", expires: "2026-12-20")
    let store = try Store(path: web.databasePath)
    self.store = store
    gratin = try Self.recipe(
      "Gratin dauphinois",
      [Self.ingredient("Pommes de terre", 600, .gram), Self.ingredient("Gruyère", 50, .gram)],
      store)
    risotto = try Self.recipe("Risotto", [Self.ingredient("Riz", 300, .gram)], store)
    poivrons = try Self.recipe("Poivrons farcis", [Self.ingredient("Poivron", 1, .pieces)], store)
  }

  /// `600 g de Pommes de terre`, or `1 Poivron` in pieces.
  static func ingredient(_ food: String, _ amount: Int64, _ unit: CookingUnit)
    -> RecipeIngredient
  {
    RecipeIngredient(
      line: "\(amount) \(unit == .pieces ? "" : "g de ")\(food)", food: food,
      amount: CookingAmount(amount), unit: unit)
  }

  /// The recipe for 4 kept, with one step and a source.
  static func recipe(_ name: String, _ ingredients: [RecipeIngredient], _ store: Store) throws
    -> Recipe
  {
    try store.addRecipe(
      Recipe(
        id: UUIDText.random(), name: name, servings: 4, language: "fr", ingredients: ingredients,
        steps: ["Cuire."], source: "https://example.org/\(name.count)"),
      today: InProcessWeb.today)
  }

  /// The recipe's page.
  func path(_ recipe: Recipe) -> String { "/recipes/\(UUIDText.format(recipe.id))" }

  /// What is usable of `name` today.
  func usable(_ name: String) throws -> Quantity? {
    try store.stock(asOf: InProcessWeb.today, includeUsedUp: true).first { $0.item.name == name }?
      .usable
  }

  /// The message the last form left, as `page` shows it.
  func flash(_ page: String) -> String {
    let text = web.get(page).text
    guard let start = text.range(of: "<p class=\"flash\" role=\"status\">")?.upperBound,
      let end = text[start...].range(of: "</p>")?.lowerBound
    else { return "" }
    return String(text[start..<end])
  }
}

/// `/recipes`: the suggestions for tonight, ranked by the value they rescue.
@Suite struct RecipesPageTests {
  @Test func theRecipeThatUsesWhatExpiresTomorrowComesFirstWithItsValue() throws {
    let kitchen = try CookingKitchen()
    let response = kitchen.web.get("/recipes")
    #expect(response.status == 200)
    let page = response.text
    let gratin = try #require(page.range(of: "href=\"\(kitchen.path(kitchen.gratin))\""))
    let risotto = try #require(page.range(of: "href=\"\(kitchen.path(kitchen.risotto))\""))
    #expect(gratin.lowerBound < risotto.lowerBound)
    // 600 of the 1000 g bought for 2.00 EUR: 1.20 EUR, used up by tomorrow.
    #expect(page.contains("Uses 600 g of Pommes de terre (Wed 2 Dec)"))
    #expect(page.contains("1.20 EUR saved"))
    #expect(page.contains("Missing: Gruyère"))
    // Risotto rescues nothing: it is among the others, after.
    #expect(page.contains("2 other recipes</summary>"))
    #expect(page.contains("aria-current=\"page\">Recipes</a>"))
  }

  @Test func withoutRecipesThePageSaysHowToAddThem() throws {
    let web = try InProcessWeb()
    web.enter()
    let page = web.get("/recipes").text
    #expect(page.contains("No recipes yet. Add some with <code>larder recipe import FILE</code>."))
  }

  @Test func anUnknownRecipeIsNotFound() throws {
    let kitchen = try CookingKitchen()
    #expect(kitchen.web.get("/recipes/\(UUIDText.format(UUIDText.random()))").status == 404)
    #expect(kitchen.web.get("/recipes/not-an-id").status == 404)
  }
}

/// `/recipes/ID`: a recipe with its ingredients in stock or missing, and its Cook and Plan
/// forms.
@Suite struct RecipePageTests {
  @Test func theIngredientsSayWhetherTheyAreInStock() throws {
    let kitchen = try CookingKitchen()
    let page = kitchen.web.get(kitchen.path(kitchen.gratin)).text
    #expect(page.contains("<h1>Gratin dauphinois</h1>"))
    #expect(page.contains("600 g de Pommes de terre <span class=\"badge week\">in stock</span>"))
    #expect(page.contains("50 g de Gruyère <span class=\"badge expired\">missing</span>"))
    #expect(page.contains("<ol><li>Cuire.</li></ol>"))
    #expect(page.contains("href=\"https://example.org/17\""))
    #expect(page.contains("action=\"\(kitchen.path(kitchen.gratin))/cook\""))
    #expect(page.contains("action=\"\(kitchen.path(kitchen.gratin))/plan\""))
  }

  @Test func cookingConsumesAndClosesThePlannedMeal() throws {
    let kitchen = try CookingKitchen()
    let path = kitchen.path(kitchen.gratin)
    #expect(
      kitchen.web.post("\(path)/plan", [("day", "2026-12-01"), ("servings", "2")]).status == 303)
    // Gruyère is missing: refused, nothing consumed.
    let refused = kitchen.web.post("\(path)/cook", [("date", "2026-12-01")])
    #expect(refused.status == 422)
    #expect(refused.text.contains("Gruyère"))
    #expect(try kitchen.usable("Pommes de terre") == Quantity(thousandths: 1_000_000))
    let cooked = kitchen.web.post("\(path)/cook", [("date", "2026-12-01"), ("partial", "1")])
    #expect(cooked.status == 303)
    #expect(cooked.header("Location") == path)
    // The planned meal's 2 servings: 300 g.
    #expect(try kitchen.usable("Pommes de terre") == Quantity(thousandths: 700_000))
    #expect(try kitchen.store.mealPlan(asOf: InProcessWeb.today).meals.isEmpty)
    let flash = kitchen.flash(path)
    #expect(flash.contains("Cooked Gratin dauphinois (2 servings): used 300 g of Pommes de terre."))
    #expect(flash.contains("Missing: Gruyère."))
    // One change, which History undoes.
    let change = try #require(kitchen.store.changes(limit: 1).first)
    guard case .cooked = change.action else {
      Issue.record("the last change is \(change.action)")
      return
    }
    #expect(kitchen.web.get("/history").text.contains("cooked Gratin dauphinois"))
  }

  @Test func leftoversAreKeptAsALotOfTheirOwn() throws {
    let kitchen = try CookingKitchen()
    let path = kitchen.path(kitchen.risotto)
    let cooked = kitchen.web.post(
      "\(path)/cook", [("date", "2026-12-01"), ("leftovers", "2"), ("back", "/plan")])
    #expect(cooked.status == 303)
    #expect(cooked.header("Location") == "/plan")
    #expect(try kitchen.usable("Riz") == Quantity(thousandths: 700_000))
    #expect(try kitchen.usable("Risotto") == Quantity(thousandths: 2_000))
  }

  @Test func badServingsShowTheFormAgain() throws {
    let kitchen = try CookingKitchen()
    let path = kitchen.path(kitchen.risotto)
    let refused = kitchen.web.post("\(path)/plan", [("day", "2026-12-02"), ("servings", "two")])
    #expect(refused.status == 422)
    #expect(refused.text.contains("aria-invalid=\"true\""))
    #expect(try kitchen.store.mealPlan(asOf: InProcessWeb.today).meals.isEmpty)
  }
}

/// `/plan`: the meals ahead day by day, with what they reserve and lack.
@Suite struct PlanPageTests {
  @Test func twoMealsCompetingForOneLotShowTheSecondsShortfallToBuy() throws {
    let kitchen = try CookingKitchen()
    let path = kitchen.path(kitchen.poivrons)
    #expect(kitchen.web.post("\(path)/plan", [("day", "2026-12-02")]).status == 303)
    #expect(kitchen.web.post("\(path)/plan", [("day", "2026-12-03")]).status == 303)
    let page = kitchen.web.get("/plan").text
    #expect(page.contains("<h2>Tomorrow</h2>"))
    #expect(page.components(separatedBy: "Reserves 1 pcs of Poivron").count - 1 == 1)
    #expect(page.contains("<span class=\"badge soon\">to buy</span> 1 pcs of Poivron"))
    let tomorrow = try #require(page.range(of: "Reserves 1 pcs of Poivron"))
    let toBuy = try #require(page.range(of: "to buy</span>"))
    #expect(tomorrow.lowerBound < toBuy.lowerBound)
    // No meal today: no Cook button.
    #expect(!page.contains("/cook\""))
  }

  @Test func aMealIsPlannedAndRemovedThroughThePage() throws {
    let kitchen = try CookingKitchen()
    let recipe = UUIDText.format(kitchen.gratin.id)
    let planned = kitchen.web.post(
      "\(kitchen.path(kitchen.gratin))/plan", [("day", "2026-12-01"), ("servings", "4")])
    #expect(planned.header("Location") == "/plan")
    #expect(kitchen.flash("/plan").contains("Planned Gratin dauphinois on"))
    let page = kitchen.web.get("/plan").text
    #expect(page.contains("<h2>Today</h2>"))
    #expect(page.contains("<strong>Gratin dauphinois</strong></a> (4 servings)"))
    #expect(page.contains("<span class=\"badge soon\">to buy</span> 50 g of Gruyère"))
    // A meal of today can be cooked from the plan.
    #expect(page.contains("action=\"/recipes/\(recipe)/cook\""))
    let removed = kitchen.web.post("/plan/remove", [("recipe", recipe), ("day", "2026-12-01")])
    #expect(removed.status == 303)
    #expect(kitchen.flash("/plan").contains("Took Gratin dauphinois on"))
    #expect(kitchen.web.get("/plan").text.contains("No meal planned."))
    let again = kitchen.web.post("/plan/remove", [("recipe", recipe), ("day", "2026-12-01")])
    #expect(again.status == 422)
  }
}

/// Eat first and the navigation point to tonight's recipe.
@Suite struct EatFirstTonightTests {
  @Test func eatFirstShowsTheTopSuggestion() throws {
    let kitchen = try CookingKitchen()
    let page = kitchen.web.get("/expiring").text
    #expect(
      page.contains(
        "<a href=\"\(kitchen.path(kitchen.gratin))\"><strong>Tonight: Gratin dauphinois uses what expires</strong></a>"
      ))
    #expect(page.contains("Gratin dauphinois: uses 600 g of Pommes de terre (Wed 2 Dec)"))
  }

  @Test func withoutARecipeThatRescuesEatFirstSaysNothingOfTonight() throws {
    let web = try InProcessWeb()
    web.enter()
    let page = web.get("/expiring").text
    #expect(!page.contains("Tonight"))
    #expect(page.contains("<a href=\"/recipes\">Recipes</a>"))
    #expect(page.contains("<a href=\"/plan\">Meal plan</a>"))
  }
}
