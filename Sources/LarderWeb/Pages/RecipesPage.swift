import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/recipes`: what to cook (docs definition 27), as of the page's today: the recipes
/// that use up what expires within `CookingSuggestion.defaultWithin` days, ranked by the
/// value they rescue, each with what it uses up (and by when), that value and what is
/// missing; then the others, by name, in a list that opens. Without recipes, how to add
/// them.
enum RecipesPage {
  /// The page's path.
  static let path = "/recipes"

  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let l = visit.l
    let suggestions = try visit.models.value(store, "recipes", visit.today.description) {
      try store.cookingSuggestions(asOf: visit.today, within: CookingSuggestion.defaultWithin)
    }
    let title = Layout.Section.recipes.title(l)
    guard !suggestions.isEmpty else {
      let none = CodeSentence.html(
        l.tr("No recipes yet. Add some with {command}."), "larder recipe import FILE")
      return .html(Layout.page(title, section: .recipes, visit.context, "<p>\(none)</p>"))
    }
    let rescuing = suggestions.filter(\.rescuesSomething)
    let others = suggestions.filter { !$0.rescuesSomething }
    let days = l.trn("{count} day", "{count} days", count: CookingSuggestion.defaultWithin)
    let first: HTML =
      rescuing.isEmpty
      ? ItemPage.muted(l.tr("No recipe uses what expires within {days}.", ["days": days]))
      : "<ul class=\"plain cards\">\(rescuing.map { row($0, visit) }.joined())</ul>"
    let rest: HTML =
      others.isEmpty
      ? ""
      : """
      <details class="others"\(rescuing.isEmpty ? " open" : "")><summary>\
      \(l.trn("{count} other recipe", "{count} other recipes", count: others.count))</summary>
      <ul class="plain cards">\(others.map { row($0, visit) }.joined())</ul>
      </details>
      """
    let content: HTML = """
      <p class="muted">\(l.tr("Tonight's best: the recipes that use up what expires within {days}, by the value they save.", ["days": days]))</p>
      \(first)
      \(rest)
      <p class="tools"><a href="\(PlanPage.path)">\(Layout.Section.plan.title(l))</a></p>
      """
    return .html(Layout.page(title, section: .recipes, visit.context, content))
  }

  /// A recipe's page.
  static func link(_ recipe: UUID) -> String { "\(path)/\(UUIDText.format(recipe))" }

  /// One suggestion: its name linking to its page, what it uses up with the days, the
  /// value saved, and what is missing.
  static func row(_ suggestion: CookingSuggestion, _ visit: Visit) -> HTML {
    let l = visit.l
    let uses: HTML =
      CookingView.usesUp(suggestion, l).map {
        "<p>\(l.tr("Uses {items}", ["items": $0]))</p>"
      } ?? ""
    let saved: HTML =
      CookingView.saved(suggestion, l).map {
        "<p><strong>\(l.tr("{amount} saved", ["amount": $0]))</strong></p>"
      } ?? ""
    let missing: HTML =
      suggestion.missing.isEmpty
      ? ""
      : "<p class=\"muted\">\(l.tr("Missing: {items}", ["items": l.list(suggestion.missing.map(\.name))]))</p>"
    return """
      <li class="card"><a href="\(link(suggestion.recipe))"><strong>\(suggestion.name)</strong></a>\
      \(uses)\(saved)\(missing)</li>

      """
  }
}
