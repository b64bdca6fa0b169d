import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/recipes/ID`: a recipe (docs definition 26): its servings, each ingredient line with
/// its item and whether the stock has enough of it, its steps and source; what cooking it
/// now uses up; its meals planned; and the forms to cook it (`RecipeForms.cook`) and to
/// plan it (`RecipeForms.plan`).
enum RecipePage {
  /// A form sent back with an error: which one (`cook` or `plan`), its values, the
  /// message and the field it is about.
  struct Failure {
    var form: String
    var values: FormValues
    var message: String
    var field: String?
  }

  static func response(
    _ visit: Visit, _ store: Store, id: String, failure: Failure? = nil
  ) throws -> Response {
    let overview = try visit.models.value(
      store, "recipe", id.lowercased(), visit.today.description
    ) {
      try store.recipeOverview(id, asOf: visit.today, within: CookingSuggestion.defaultWithin)
    }
    let recipe = overview.recipe
    let l = visit.l
    let f = Formats(l)
    let path = RecipesPage.link(recipe.id)
    var facts = [l.trn("{count} serving", "{count} servings", count: recipe.servings)]
    if let minutes = recipe.minutes {
      facts.append(l.trn("{count} minute", "{count} minutes", count: minutes))
    }
    let rescue: HTML =
      overview.suggestion.rescuesSomething
      ? "<p class=\"card\">\(CookingView.sentence(overview.suggestion, l))</p>" : ""
    let steps: HTML =
      recipe.steps.isEmpty
      ? ""
      : """
      <h2>\(l.tr("Steps"))</h2>
      <ol>\(recipe.steps.map { "<li>\($0)</li>" as HTML }.joined())</ol>
      """
    let content: HTML = """
      \(FormField.error(failure?.message))
      <p>\(facts.joined(separator: " · "))</p>
      \(rescue)
      <h2>\(l.tr("Ingredients"))</h2>
      <ul class="plain checklist">\(overview.lines.map { line($0, l) }.joined())</ul>
      \(steps)
      \(source(recipe.source, l))
      \(meals(overview.meals, visit, f))
      <div class="cards">
      \(RecipeForms.cook(recipe, path: path, visit, failure))
      \(RecipeForms.plan(recipe, path: path, visit, failure))
      </div>
      """
    return .html(
      Layout.page(recipe.name, section: .recipes, visit.context, content),
      status: failure == nil ? 200 : 422)
  }

  /// An ingredient line as the recipe writes it, with its item and whether there is
  /// enough of it.
  static func line(_ line: Store.RecipeOverview.Line, _ l: Localization) -> HTML {
    let item: HTML =
      line.item.map {
        " <a href=\"/items/\(UUIDText.format($0.id))\">\($0.name)</a>"
      } ?? ""
    let state: HTML
    if !line.ingredient.isMeasured {
      state = ""
    } else if line.isMissing {
      state = " <span class=\"badge expired\">\(l.tr("missing"))</span>"
    } else {
      state = " <span class=\"badge week\">\(l.tr("in stock"))</span>"
    }
    return "<li><span>\(line.ingredient.line)\(state)</span>\(item)</li>\n"
  }

  /// Where the recipe came from: a link when it is a web address, else its text.
  static func source(_ source: String?, _ l: Localization) -> HTML {
    guard let source else { return "" }
    let lower = source.lowercased()
    let isWeb = lower.hasPrefix("https://") || lower.hasPrefix("http://")
    let shown: HTML =
      isWeb ? "<a href=\"\(source)\" rel=\"noreferrer noopener\">\(source)</a>" : "\(source)"
    return "<p class=\"muted source\">\(l.tr("Source:")) \(shown)</p>"
  }

  /// The recipe's meals still to cook, each on its day with its servings.
  static func meals(_ meals: [MealPlan.Meal], _ visit: Visit, _ f: Formats) -> HTML {
    guard !meals.isEmpty else { return "" }
    let l = visit.l
    let items = meals.map { meal -> HTML in
      let servings = l.trn("{count} serving", "{count} servings", count: meal.meal.servings)
      return "<li>\(QuickActions.date(meal.meal.day, f)) (\(servings))</li>"
    }
    return """
      <h2>\(l.tr("Planned"))</h2>
      <ul>\(items.joined())</ul>
      <p class="tools"><a href="\(PlanPage.path)">\(Layout.Section.plan.title(l))</a></p>
      """
  }
}
