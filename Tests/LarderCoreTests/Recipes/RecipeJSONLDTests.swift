import LarderCore
import Testing

/// schema.org `Recipe` read from JSON-LD in the shapes sites and recipe managers write it
/// (documents written here, small enough to check by eye).
@Suite struct RecipeJSONLDTests {
  /// The one recipe of `json`.
  func recipe(_ json: String) throws -> RecipeDraft {
    let recipes = try RecipeJSONLD.recipes(in: json)
    #expect(recipes.count == 1)
    return try #require(recipes.first)
  }

  /// The error `json` is refused with.
  func refusal(_ json: String) -> RecipeReadError? {
    do {
      _ = try RecipeJSONLD.recipes(in: json)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Where the recipe is

  @Test func aTopLevelRecipeIsReadWithEveryField() throws {
    let draft = try recipe(
      """
      {"@context": "https://schema.org", "@type": "Recipe", "name": "Pancakes",
       "description": "Thin pancakes.", "inLanguage": "en", "url": "https://example.org/pancakes",
       "recipeYield": "4 servings", "totalTime": "PT30M", "prepTime": "PT10M", "cookTime": "PT20M",
       "recipeIngredient": ["200 g flour", "2 eggs", "300 ml milk"],
       "recipeInstructions": ["Whisk everything.", "Fry thin."]}
      """)
    #expect(
      draft
        == RecipeDraft(
          name: "Pancakes", servings: 4, yieldText: "4 servings",
          ingredients: ["200 g flour", "2 eggs", "300 ml milk"],
          steps: ["Whisk everything.", "Fry thin."], totalMinutes: 30, prepMinutes: 10,
          cookMinutes: 20, source: "https://example.org/pancakes", language: "en",
          description: "Thin pancakes."))
  }

  @Test func anArrayOfObjectsGivesEachRecipeInOrder() throws {
    let recipes = try RecipeJSONLD.recipes(
      in: """
        [{"@type": "Organization", "name": "Site"},
         {"@type": "Recipe", "name": "Soup"}, {"@type": "Recipe", "name": "Bread"}]
        """)
    #expect(recipes.map(\.name) == ["Soup", "Bread"])
  }

  @Test func aYoastGraphGivesTheRecipeAmongItsOtherNodes() throws {
    let draft = try recipe(
      """
      {"@context": "https://schema.org", "@graph": [
        {"@type": "WebPage", "@id": "https://example.org/tart/", "name": "Tart - My Blog"},
        {"@type": "Person", "@id": "https://example.org/#me", "name": "Ann"},
        {"@type": "ImageObject", "url": "https://example.org/tart.jpg"},
        {"@type": "Recipe", "name": "Apple tart",
         "mainEntityOfPage": {"@id": "https://example.org/tart/"},
         "recipeIngredient": ["3 apples"]}]}
      """)
    #expect(draft.name == "Apple tart")
    #expect(draft.source == "https://example.org/tart/")
    #expect(draft.ingredients == ["3 apples"])
  }

  @Test func aPagesMainEntityIsRead() throws {
    let draft = try recipe(
      #"{"@type": "WebPage", "mainEntity": {"@type": "Recipe", "name": "Salad"}}"#)
    #expect(draft.name == "Salad")
  }

  @Test func aTypeArrayThatIncludesRecipeIsARecipe() throws {
    let draft = try recipe(#"{"@type": ["Recipe", "NewsArticle"], "name": "Stew"}"#)
    #expect(draft.name == "Stew")
  }

  @Test func theTypeMayBeWrittenAsASchemaOrgAddress() throws {
    let draft = try recipe(#"{"@type": "http://schema.org/Recipe", "name": "Rice"}"#)
    #expect(draft.name == "Rice")
  }

  @Test func theHeadlineNamesARecipeWithoutAName() throws {
    let draft = try recipe(#"{"@type": "Recipe", "headline": "Quick bread"}"#)
    #expect(draft.name == "Quick bread")
  }

  @Test func theSameRecipeTwiceIsKeptOnce() throws {
    let one = #"{"@type": "Recipe", "name": "Soup"}"#
    #expect(try RecipeJSONLD.recipes(in: "[\(one), \(one)]").count == 1)
  }

  @Test func aNextcloudCookbookRecipeIsRead() throws {
    // Nextcloud Cookbook's recipe.json: a number for the yield, times to the second,
    // steps as plain texts.
    let draft = try recipe(
      """
      {"@context": "http://schema.org", "@type": "Recipe", "id": "1042", "name": "Flatbread",
       "recipeYield": 4, "prepTime": "PT0H15M0S", "cookTime": "PT0H10M0S", "totalTime": null,
       "tool": ["pan"], "recipeCategory": "Bread", "url": "",
       "recipeIngredient": ["250 g flour", "150 ml water", "1 tsp salt"],
       "recipeInstructions": ["Knead a soft dough.", "Roll thin and dry-fry."],
       "nutrition": {"@type": "NutritionInformation"}}
      """)
    #expect(draft.servings == 4)
    #expect((draft.prepMinutes, draft.cookMinutes, draft.totalMinutes) == (15, 10, nil))
    #expect(draft.ingredients.count == 3)
    #expect(draft.steps == ["Knead a soft dough.", "Roll thin and dry-fry."])
    #expect(draft.source == nil)
  }

  // MARK: - Ingredients

  @Test func emptyRecipeIngredientsFallBackToIngredients() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "Tea", "recipeIngredient": [], "ingredients": ["1 tea bag"]}"#)
    #expect(draft.ingredients == ["1 tea bag"])
  }

  @Test func theOldIngredientsPropertyIsRead() throws {
    let draft = try recipe(#"{"@type": "Recipe", "name": "Tea", "ingredients": ["1 tea bag"]}"#)
    #expect(draft.ingredients == ["1 tea bag"])
  }

  @Test func ingredientLinesAreTrimmedAndEmptyOnesLeftOut() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "Tea", "recipeIngredient": ["  1 tea bag ", "", "200 ml   water"]}"#
    )
    #expect(draft.ingredients == ["1 tea bag", "200 ml water"])
  }

  @Test func ingredientsAsOneTextAreALineEach() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "Tea", "recipeIngredient": "1 tea bag\n200 ml water"}"#)
    #expect(draft.ingredients == ["1 tea bag", "200 ml water"])
  }

  @Test func ingredientTagsAreRemovedAndEntitiesDecoded() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "Mac &amp; cheese", "recipeIngredient": ["<b>1&frac12;</b> cups macaroni", "Cook&#39;s&nbsp;salt", "50&#x20AC; of cheese &lt;3"]}"#
    )
    #expect(draft.name == "Mac & cheese")
    #expect(draft.ingredients == ["1½ cups macaroni", "Cook's salt", "50€ of cheese <3"])
  }

  // MARK: - Yield

  @Test(arguments: [
    ("4", 4), ("4 servings", 4), ("Serves 4", 4), ("4 portions", 4), ("4人分", 4), ("4 人份", 4),
    ("６人分", 6), ("Makes 12 muffins", 12),
  ])
  func theServingsAreTheFirstWholeNumberOfTheYield(_ yield: String, _ servings: Int) throws {
    let draft = try recipe(#"{"@type": "Recipe", "name": "X", "recipeYield": "\#(yield)"}"#)
    #expect(draft.servings == servings)
    #expect(draft.yieldText == yield)
  }

  @Test func aYieldWithoutANumberHasNoServings() throws {
    let draft = try recipe(#"{"@type": "Recipe", "name": "X", "recipeYield": "one loaf"}"#)
    #expect(draft.servings == nil)
    #expect(draft.yieldText == "one loaf")
  }

  @Test func aNumericYieldIsTheServings() throws {
    let draft = try recipe(#"{"@type": "Recipe", "name": "X", "recipeYield": 6}"#)
    #expect(draft.servings == 6)
    #expect(draft.yieldText == "6")
  }

  @Test func anArrayYieldGivesTheNumberAndTheTextThatSaysMore() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "X", "recipeYield": ["4", "4 servings"]}"#)
    #expect(draft.servings == 4)
    #expect(draft.yieldText == "4 servings")
  }

  @Test func aQuantitativeValueYieldIsItsValueAndUnit() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "X", "recipeYield": {"@type": "QuantitativeValue", "value": 6, "unitText": "parts"}}"#
    )
    #expect(draft.servings == 6)
    #expect(draft.yieldText == "6 parts")
  }

  // MARK: - Instructions

  @Test func instructionsAsOneTextAreAStepALine() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "X", "recipeInstructions": "Boil water.\n\n Add tea. \r\nWait."}"#
    )
    #expect(draft.steps == ["Boil water.", "Add tea.", "Wait."])
  }

  @Test func breaksAndParagraphsInATextStartSteps() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "X", "recipeInstructions": "<p>Boil water.</p><p>Add <em>tea</em>.<br/>Wait.</p>"}"#
    )
    #expect(draft.steps == ["Boil water.", "Add tea.", "Wait."])
  }

  @Test func howToStepsGiveTheirTextOrElseTheirName() throws {
    let draft = try recipe(
      """
      {"@type": "Recipe", "name": "X", "recipeInstructions": [
        {"@type": "HowToStep", "name": "Boil", "text": "Boil the water."},
        {"@type": "HowToStep", "name": "Steep for five minutes."}]}
      """)
    #expect(draft.steps == ["Boil the water.", "Steep for five minutes."])
  }

  @Test func howToSectionsAreFlattenedInOrderWithoutTheirNames() throws {
    let draft = try recipe(
      """
      {"@type": "Recipe", "name": "X", "recipeInstructions": [
        {"@type": "HowToSection", "name": "Dough", "itemListElement": [
          {"@type": "HowToStep", "text": "Mix."}, {"@type": "HowToStep", "text": "Knead."}]},
        {"@type": "HowToSection", "name": "Filling", "itemListElement": [
          {"@type": "HowToStep", "text": "Slice apples."}]}]}
      """)
    #expect(draft.steps == ["Mix.", "Knead.", "Slice apples."])
  }

  @Test func nestedItemListsAreFlattened() throws {
    let draft = try recipe(
      """
      {"@type": "Recipe", "name": "X", "recipeInstructions": {"@type": "ItemList",
        "itemListElement": [{"@type": "HowToSection", "itemListElement":
          {"@type": "HowToStep", "itemListElement": [{"@type": "HowToDirection", "text": "Stir."}]}},
          "Serve."]}}
      """)
    #expect(draft.steps == ["Stir.", "Serve."])
  }

  // MARK: - Times

  @Test func theTimesAreReadAsMinutes() throws {
    let draft = try recipe(
      #"{"@type": "Recipe", "name": "X", "totalTime": "PT1H30M", "prepTime": "P0DT0H45M", "cookTime": "PT0.5H"}"#
    )
    #expect(draft.totalMinutes == 90)
    #expect(draft.prepMinutes == 45)
    #expect(draft.cookMinutes == 30)
  }

  @Test(arguments: [
    ("PT1H30M", 90), ("PT90M", 90), ("P0DT0H45M", 45), ("PT0.5H", 30), ("PT0H30M0S", 30),
    ("P1D", 1_440), ("P1W", 10_080), ("PT90S", 2), ("PT29S", 0), ("PT1,5H", 90), ("pt20m", 20),
  ])
  func anISODurationIsItsWholeMinutes(_ text: String, _ minutes: Int) {
    #expect(ISODuration.minutes(text) == minutes)
  }

  @Test(arguments: ["", "P", "PT", "30 minutes", "P1M", "P1Y", "-PT5M", "PT5", "PT5M5H", "P2W1W"])
  func whatIsNoDurationInMinutesIsNil(_ text: String) {
    #expect(ISODuration.minutes(text) == nil)
  }

  @Test func aDurationOverAYearIsNil() {
    #expect(ISODuration.minutes("P367D") == nil)
    #expect(ISODuration.minutes("PT999999999H") == nil)
  }

  // MARK: - Source and language

  @Test func theSourceFallsBackToMainEntityOfPageThenIsBasedOn() throws {
    let page = try recipe(
      #"{"@type": "Recipe", "name": "X", "mainEntityOfPage": "https://example.org/a"}"#)
    #expect(page.source == "https://example.org/a")
    let based = try recipe(
      #"{"@type": "Recipe", "name": "X", "isBasedOn": {"@type": "Book", "url": "https://example.org/b"}}"#
    )
    #expect(based.source == "https://example.org/b")
  }

  // MARK: - Refusals

  @Test func textThatIsNotJSONIsRefusedWhereItStops() {
    #expect(refusal("{\"@type\": \"Recipe\",\n  \"name\": oops}") == .notJSON(line: 2, column: 11))
  }

  @Test func textAfterTheJSONValueIsRefused() {
    #expect(refusal(#"{"@type": "Recipe", "name": "X"};"#) == .notJSON(line: 1, column: 33))
  }

  @Test func aLoneSurrogateEscapeIsNotJSON() {
    #expect(refusal(#"{"@type": "Recipe", "name": "\uD800x"}"#) == .notJSON(line: 1, column: 30))
    #expect(refusal(#"{"@type": "Recipe", "name": "\uDC00"}"#) == .notJSON(line: 1, column: 30))
  }

  @Test func emptyInputIsNotJSON() {
    #expect(refusal("") == .notJSON(line: 1, column: 1))
  }

  @Test func bytesThatAreNotUTF8AreRefused() {
    let bytes = Array(#"{"@type": "Recipe", "name": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)
    #expect(throws: RecipeReadError.notUTF8(offset: 29)) {
      try RecipeJSONLD.recipes(in: bytes)
    }
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Array(#"{"@type": "Recipe", "name": "X"}"#.utf8)
    #expect(try RecipeJSONLD.recipes(in: bytes).map(\.name) == ["X"])
  }

  @Test func aDocumentWithoutARecipeIsRefused() {
    #expect(refusal(#"{"@type": "BreadcrumbList", "name": "Home"}"#) == .noRecipe)
    #expect(refusal("[]") == .noRecipe)
  }

  @Test func aRecipeWithoutANameIsRefused() {
    #expect(refusal(#"{"@type": "Recipe", "name": " <b></b> "}"#) == .recipeWithoutName)
  }

  @Test func aRecipeWithoutANameIsLeftOutBesideANamedOne() throws {
    let recipes = try RecipeJSONLD.recipes(
      in: #"[{"@type": "Recipe"}, {"@type": "Recipe", "name": "Soup"}]"#)
    #expect(recipes.map(\.name) == ["Soup"])
  }

  @Test func anEscapedNulIsLeftOutOfTheText() throws {
    #expect(try recipe(#"{"@type": "Recipe", "name": "Sou\u0000p"}"#).name == "Soup")
  }

  // MARK: - Bounds

  @Test func aFieldOverItsBoundIsRefused() {
    let long = String(repeating: "a", count: RecipeReadError.Bound.field.maximum + 1)
    #expect(refusal(#"{"@type": "Recipe", "name": "\#(long)"}"#) == .tooLarge(.field))
  }

  @Test func tenThousandAndOneIngredientsAreRefused() {
    let lines = Array(repeating: "\"salt\"", count: RecipeReadError.Bound.ingredients.maximum + 1)
    let json =
      #"{"@type": "Recipe", "name": "X", "recipeIngredient": [\#(lines.joined(separator: ","))]}"#
    #expect(refusal(json) == .tooLarge(.ingredients))
  }

  @Test func tenThousandAndOneStepsAreRefused() {
    let steps = String(repeating: "Stir.\\n", count: RecipeReadError.Bound.steps.maximum + 1)
    #expect(
      refusal(#"{"@type": "Recipe", "name": "X", "recipeInstructions": "\#(steps)"}"#)
        == .tooLarge(.steps))
  }

  @Test func sectionsNestedTooDeeplyAreRefused() {
    let depth = RecipeReadError.Bound.nesting.maximum + 1
    let open = String(repeating: #"{"itemListElement": "#, count: depth)
    let close = String(repeating: "}", count: depth)
    let json = #"{"@type": "Recipe", "name": "X", "recipeInstructions": \#(open)"Stir."\#(close)}"#
    #expect(refusal(json) == .tooLarge(.nesting))
  }

  @Test func tenThousandAndOneRecipesAreRefused() {
    let recipes = (0...RecipeReadError.Bound.recipes.maximum).map {
      #"{"@type": "Recipe", "name": "R\#($0)"}"#
    }
    #expect(refusal("[\(recipes.joined(separator: ","))]") == .tooLarge(.recipes))
  }

  @Test func aDocumentOverItsBoundIsRefusedUnread() {
    let bytes = [UInt8](repeating: 0x20, count: RecipeReadError.Bound.document.maximum + 1)
    #expect(throws: RecipeReadError.tooLarge(.document)) { try RecipeJSONLD.recipes(in: bytes) }
  }

  @Test func aTagWithoutItsEndIsKeptAsText() throws {
    let draft = try recipe(#"{"@type": "Recipe", "name": "a<b and c"}"#)
    #expect(draft.name == "a<b and c")
  }

  // MARK: - Exporters' own shapes

  @Test func aRecipeManagersOwnExportIsReadWithoutAType() throws {
    // Mealie writes its recipes without `@type`, its ingredients as objects and its times
    // in words.
    let draft = try recipe(
      """
      {"name": "Soupe de potiron", "recipeServings": 4, "totalTime": "45 Minutes",
       "orgURL": "https://soupes.example/potiron",
       "recipeIngredient": [
         {"title": "Soupe", "note": "potiron", "display": "800 g de potiron"},
         {"note": "1 oignon", "display": ""}],
       "recipeInstructions": [{"text": "Couper."}, {"text": "Cuire 30 min."}]}
      """)
    #expect(draft.name == "Soupe de potiron")
    #expect(draft.servings == 4)
    #expect(draft.totalMinutes == 45)
    #expect(draft.source == "https://soupes.example/potiron")
    #expect(draft.ingredients == ["800 g de potiron", "1 oignon"])
    #expect(draft.steps == ["Couper.", "Cuire 30 min."])
  }

  @Test(arguments: [
    ("PT1H15M", 75), ("210", 210), ("50 Minutes", 50), ("1 hour 15 min", 75), ("1h30", 90),
  ])
  func aTimeIsReadAsDurationsOrAsExportersWriteIt(text: String, minutes: Int) {
    #expect(ISODuration.looseMinutes(text) == minutes)
  }

  @Test(arguments: ["soon", "1 fortnight", "-5"])
  func aTimeInOtherWordsIsNone(text: String) {
    #expect(ISODuration.looseMinutes(text) == nil)
  }
}
