import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Recipes, suggestions, the plan and cooking in the store (docs definitions 26–28), on a
/// small household a reader can follow: one pepper, cream expiring soon, potatoes later.
@Suite struct CookingStoreTests {
  static let today = "2026-11-10"

  /// Peppers: 1 pcs for 0.90 EUR expiring 2026-11-14. Cream: 200 g for 2.00 EUR expiring
  /// 2026-11-11. Potatoes: 2 kg for 3.00 EUR expiring 2026-11-30.
  func kitchen() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Pepper", "1", for: "0.90", on: "2026-11-08", expires: "2026-11-14")
    try S.buy(
      store, "Cream", "200", for: "2.00", on: "2026-11-08", expires: "2026-11-11", unit: "g")
    try S.buy(
      store, "Potatoes", "2", for: "3.00", on: "2026-11-08", expires: "2026-11-30", unit: "kg")
    return store
  }

  /// A recipe of `lines` (read in English) for `servings`.
  @discardableResult
  func recipe(_ store: Store, _ name: String, servings: Int = 2, _ lines: [String]) throws
    -> Recipe
  {
    try store.addRecipe(
      Recipe(
        id: UUIDText.random(), name: name, servings: servings, language: "en",
        ingredients: lines.map { RecipeIngredient(line: $0, language: .english) }),
      today: try S.day(Self.today))
  }

  @Test func aRecipeUsingWhatExpiresFirstIsSuggestedFirstWithTheValueItSaves() throws {
    let store = try kitchen()
    try recipe(store, "Baked potatoes", ["500 g potatoes"])
    try recipe(store, "Creamy potatoes", ["500 g potatoes", "100 g cream"])
    let ranked = try store.cookingSuggestions(asOf: try S.day(Self.today), within: 3)
    // 100 g of the cream expiring tomorrow: 2.00 × 100 ÷ 200 = 1.00 EUR; the potatoes
    // expire after the 3 days, so they save nothing.
    #expect(ranked.map(\.name) == ["Creamy potatoes", "Baked potatoes"])
    #expect(ranked[0].rescued[.euro] == (try S.euros("1.00")))
    #expect(ranked[0].usesUp.map(\.item.name) == ["Cream"])
    #expect(ranked[0].usesUp.first?.by == (try S.day("2026-11-11")))
    #expect(ranked[1].rescued.isEmpty)
  }

  @Test func aMissingIngredientRanksARecipeAfterOneThatSavesAsMuch() throws {
    let store = try kitchen()
    try recipe(store, "A soup", ["100 g cream", "1 onion"])
    try recipe(store, "B sauce", ["100 g cream"])
    let ranked = try store.cookingSuggestions(asOf: try S.day(Self.today), within: 3)
    #expect(ranked.map(\.name) == ["B sauce", "A soup"])
    #expect(ranked[1].missing.map(\.name) == ["onion"])
  }

  @Test func twoMealsNeedingTheOnePepperGetItOnce() throws {
    let store = try kitchen()
    try recipe(store, "Stir fry", ["1 pepper"])
    try recipe(store, "Stuffed peppers", ["1 pepper", "200 g potatoes"])
    let today = try S.day(Self.today)
    try store.planMeal("Stuffed peppers", on: try S.day("2026-11-12"), servings: nil, today: today)
    try store.planMeal("Stir fry", on: try S.day("2026-11-11"), servings: nil, today: today)
    let plan = try store.mealPlan(asOf: today)
    // The stir fry comes first: it reserves the pepper; the stuffed peppers lack one.
    #expect(plan.meals.map(\.meal.recipeName) == ["Stir fry", "Stuffed peppers"])
    #expect(plan.meals[0].reserved.map(\.draw.quantity) == [Quantity(1)])
    #expect(plan.meals[1].missing.map(\.quantity) == [Quantity(1)])
    #expect(plan.meals[1].reserved.map(\.item.name) == ["Potatoes"])
    let lines = try store.shoppingList(asOf: today).filter(\.isPlanned)
    #expect(lines.map(\.name) == ["Pepper"])
    #expect(lines.first?.buyBy == (try S.day("2026-11-12")))
    #expect(lines.first?.meal?.recipe == "Stuffed peppers")
  }

  @Test func aMealReservesOnlyFromLotsStillUsableOnItsDay() throws {
    // The cream expires on the 11th: a meal on the 12th cannot use it.
    let store = try kitchen()
    try recipe(store, "Cream sauce", ["100 g cream"])
    let today = try S.day(Self.today)
    try store.planMeal("Cream sauce", on: try S.day("2026-11-12"), servings: nil, today: today)
    let meal = try #require(try store.mealPlan(asOf: today).meals.first)
    #expect(meal.reserved.isEmpty)
    #expect(meal.missing.map(\.quantity) == [Quantity(thousandths: 100_000)])
  }

  @Test func removingAMealTakesItsShoppingLinesOff() throws {
    let store = try kitchen()
    try recipe(store, "Omelette", ["3 eggs"])
    let today = try S.day(Self.today)
    try store.planMeal("Omelette", on: try S.day("2026-11-11"), servings: nil, today: today)
    #expect(try store.shoppingList(asOf: today).contains { $0.isPlanned && $0.name == "eggs" })
    try store.unplanMeal("Omelette", on: try S.day("2026-11-11"))
    #expect(try !store.shoppingList(asOf: today).contains(where: \.isPlanned))
  }

  @Test func aPlannedMealTakesTheCreamOutOfTheBin() throws {
    // Cream is eaten 10 g a day: of 200 g expiring tomorrow, most goes in the bin. A meal
    // tomorrow that uses 150 g of it leaves less to waste.
    let store = try S.empty()
    try S.buy(store, "Cream", "600", for: "6.00", on: "2026-10-01", unit: "g")
    try S.use(store, "Cream", "600", on: "2026-10-31")
    try S.buy(
      store, "Cream", "200", for: "2.00", on: "2026-11-08", expires: "2026-11-11", unit: "g")
    let today = try S.day(Self.today)
    func waste() throws -> Money {
      let forecast = try store.forecast(asOf: today, window: 90, minHistory: 14)
      return try Forecast.totals(of: forecast.wastedLots())[.euro]
    }
    let before = try waste()
    try recipe(store, "Cream sauce", ["150 g cream"])
    try store.planMeal("Cream sauce", on: try S.day("2026-11-11"), servings: nil, today: today)
    let after = try waste()
    #expect(after.minorUnits < before.minorUnits)
    // What the meal reserves is still on hand.
    let cream = try #require(
      try store.forecast(asOf: today, window: 90, minHistory: 14).items.first)
    #expect(cream.usable == Quantity(thousandths: 200_000))
  }

  @Test func cookingAPlannedMealConsumesWhatItReservedAndClosesIt() throws {
    let store = try kitchen()
    try recipe(store, "Stir fry", ["1 pepper", "250 g potatoes"])
    let today = try S.day(Self.today)
    try store.planMeal("Stir fry", on: today, servings: 2, today: today)
    let cooked = try store.cook(
      Store.CookRequest(recipe: "stir fry", date: today, currency: .euro), today: today)
    #expect(cooked.servings == 2)
    #expect(cooked.used.map(\.item.name) == ["Pepper", "Potatoes"])
    #expect(cooked.meal != nil)
    #expect(try store.mealPlan(asOf: today).meals.isEmpty)
  }

  @Test func aMissingIngredientRefusesTheCookUnlessPartial() throws {
    let store = try kitchen()
    try recipe(store, "Omelette", ["3 eggs", "50 g cream"])
    let today = try S.day(Self.today)
    let before = try UndoTests.dump(store)
    #expect(throws: StoreError.missingIngredients(recipe: "Omelette", missing: ["eggs"])) {
      try store.cook(
        Store.CookRequest(recipe: "Omelette", date: today, currency: .euro), today: today)
    }
    #expect(try UndoTests.dump(store) == before)
    let cooked = try store.cook(
      Store.CookRequest(recipe: "Omelette", date: today, partial: true, currency: .euro),
      today: today)
    #expect(cooked.missing == ["eggs"])
    #expect(cooked.used.map(\.item.name) == ["Cream"])
  }

  @Test func leftoversAreALotOfTheirOwnToEatFirst() throws {
    let store = try kitchen()
    try recipe(store, "Mash", ["1 kg potatoes"])
    let today = try S.day(Self.today)
    let cooked = try store.cook(
      Store.CookRequest(recipe: "Mash", date: today, leftovers: Quantity(2), currency: .euro),
      today: today)
    let (item, lot) = try #require(cooked.leftovers)
    #expect(item.name == "Mash")
    #expect(lot.quantity == Quantity(2))
    #expect(lot.price == (try S.euros("0")))
    #expect(lot.expiresOn == (try S.day("2026-11-13")))
  }

  @Test(arguments: ["recipe", "plan", "cook", "edit", "delete"])
  func undoPutsEveryRowBackExactly(_ change: String) throws {
    let store = try kitchen()
    let today = try S.day(Self.today)
    if change != "recipe" { try recipe(store, "Stir fry", ["1 pepper", "250 g potatoes"]) }
    if change == "cook" || change == "delete" {
      try store.planMeal("Stir fry", on: today, servings: nil, today: today)
    }
    let before = try UndoTests.dump(store)
    switch change {
    case "recipe": try recipe(store, "Stir fry", ["1 pepper"])
    case "plan": try store.planMeal("Stir fry", on: today, servings: 3, today: today)
    case "cook":
      try store.cook(
        Store.CookRequest(recipe: "Stir fry", date: today, leftovers: Quantity(1), currency: .euro),
        today: today)
    case "edit":
      try store.editRecipe(
        "Stir fry",
        Store.RecipeChanges(
          name: "Quick stir fry", servings: 4, removeIngredients: [1],
          matches: [(food: "pepper", item: "Potatoes")]))
    default: try store.deleteRecipe("Stir fry")
    }
    #expect(try UndoTests.dump(store) != before)
    try store.undo()
    #expect(try UndoTests.dump(store) == before)
  }

  @Test func aFoodLearnsTheHouseholdsItemForEveryRecipe() throws {
    let store = try kitchen()
    let gratin = try recipe(store, "Gratin", ["1 kg pommes de terre"])
    #expect(try store.matchedItems(of: gratin).map { $0?.name } == [nil])
    try store.editRecipe(
      "Gratin", Store.RecipeChanges(matches: [(food: "Pommes de terre", item: "Potatoes")]))
    let soup = try recipe(store, "Soupe", ["500 g pommes de terre"])
    #expect(try store.matchedItems(of: soup).map { $0?.name } == ["Potatoes"])
  }

  @Test func aDensityLetsAVolumeDrawAnItemKeptByWeight() throws {
    let store = try S.empty()
    try S.buy(store, "Flour", "1000", for: "1.00", on: "2026-11-01", unit: "g")
    let cake = try recipe(store, "Cake", servings: 1, ["1 cup flour"])
    let today = try S.day(Self.today)
    #expect(
      try store.cookingSuggestions(asOf: today, within: 3).first?.missing.map(\.name)
        == ["flour"])
    try store.editItem("Flour", Store.ItemChanges(gramsPerMilliliter: Quantity(thousandths: 530)))
    _ = cake
    // 1 cup is 240 ml: 240 × 0.53 = 127.2 g.
    let cooked = try store.cook(
      Store.CookRequest(recipe: "Cake", date: today, currency: .euro), today: today)
    #expect(cooked.used.map(\.quantity) == [Quantity(thousandths: 127_200)])
  }

  @Test func cookingFewerServingsThanPlannedDrawsOnlyWhatTheyNeed() throws {
    // Planned for 4 (500 g of potatoes reserved), cooked for 2: 250 g drawn.
    let store = try kitchen()
    try recipe(store, "Mash", servings: 4, ["500 g potatoes"])
    let today = try S.day(Self.today)
    try store.planMeal("Mash", on: today, servings: 4, today: today)
    let cooked = try store.cook(
      Store.CookRequest(recipe: "Mash", servings: 2, date: today, currency: .euro), today: today)
    #expect(cooked.used.map(\.quantity) == [Quantity(thousandths: 250)])
    #expect(cooked.meal != nil)
  }

  @Test func aFoodOfOneCharacterFindsNoItemByAPartOfItsName() throws {
    let store = try S.empty()
    try S.buy(store, "醬油", "500", for: "2.00", on: "2026-11-01", unit: "ml")
    try S.buy(store, "Bacon lardons", "200", for: "2.00", on: "2026-11-01", unit: "g")
    let stir = try store.addRecipe(
      Recipe(
        id: UUIDText.random(), name: "炒青菜", servings: 2, language: "zh-Hant",
        ingredients: ["油 2大匙", "醬油 1大匙"].map {
          RecipeIngredient(line: $0, language: .traditionalChinese)
        }), today: try S.day(Self.today))
    #expect(try store.matchedItems(of: stir).map { $0?.name } == [nil, "醬油"])
    let quiche = try recipe(store, "Quiche", ["150 g lardons"])
    #expect(try store.matchedItems(of: quiche).map { $0?.name } == ["Bacon lardons"])
  }

  @Test func piecesOfAnItemKeptByWeightDrawWhatAPieceWeighs() throws {
    // Onions kept in kg, one weighing 150 g: "2 onions" is missing until the weight is
    // stated, then draws 0.3 kg.
    let store = try S.empty()
    try S.buy(store, "Onions", "1", for: "1.50", on: "2026-11-01", unit: "kg")
    try recipe(store, "Soup", servings: 1, ["2 onions"])
    let today = try S.day(Self.today)
    #expect(
      try store.cookingSuggestions(asOf: today, within: 3).first?.missing.map(\.name)
        == ["onions"])
    try store.editItem("Onions", Store.ItemChanges(gramsPerPiece: Quantity(150)))
    let cooked = try store.cook(
      Store.CookRequest(recipe: "Soup", date: today, currency: .euro), today: today)
    #expect(cooked.used.map(\.quantity) == [Quantity(thousandths: 300)])
  }
}
