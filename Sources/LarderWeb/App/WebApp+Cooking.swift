import Foundation
import LarderCore
import LarderErrors
import LarderStore

extension WebApp {
  /// A page about recipe `id`: 404 when there is none.
  func recipe(_ visit: Visit, _ id: String, _ body: (Store) throws -> Response) throws
    -> Response
  {
    do {
      return try pool.with(body)
    } catch StoreError.unknownRecipe, StoreError.ambiguousReference {
      return ErrorPage.notFound(visit.context)
    }
  }

  /// POST `/recipes/ID/cook`: cooks the recipe as `larder cook` does (docs definition 27),
  /// one change that History undoes, and goes back to the page the form names (`back`),
  /// else to the plan; or shows the form again with the error (422), nothing changed.
  func cook(_ visit: Visit, _ id: String) throws -> Response {
    let form = FormValues(visit)
    return try recipe(visit, id) { store in
      // A recipe that is not there is a 404, before the form is read.
      _ = try store.recipe(id)
      do {
        let request = try RecipeForms.cookRequest(
          form, recipe: id, today: visit.today, currency: configuration.defaultCurrency)
        let cooked = try store.cook(request, today: visit.today, via: visit.origin)
        setFlash(visit, .cooked(cooked))
        return .seeOther(Self.back(visit, else: RecipesPage.link(cooked.recipe.id)))
      } catch {
        return try shownAgain(error) { message, field in
          if Self.back(visit, else: "") == PlanPage.path {
            return try PlanPage.response(visit, store, error: message)
          }
          return try RecipePage.response(
            visit, store, id: id,
            failure: RecipePage.Failure(form: "cook", values: form, message: message, field: field))
        }
      }
    }
  }

  /// POST `/recipes/ID/plan`: plans the recipe on the form's day as `larder plan add`
  /// does (docs definition 28), and shows the plan; or the recipe's page with the error
  /// (422), nothing changed.
  func planMeal(_ visit: Visit, _ id: String) throws -> Response {
    let form = FormValues(visit)
    return try recipe(visit, id) { store in
      _ = try store.recipe(id)
      do {
        guard let day = try form.date("day", missingYear: .next) else {
          throw FormError(problem: .missing, field: "day")
        }
        let meal = try store.planMeal(
          id, on: day, servings: try RecipeForms.servings(form), today: visit.today,
          via: visit.origin)
        setFlash(visit, .planned(meal))
        return .seeOther(PlanPage.path)
      } catch {
        return try shownAgain(error) { message, field in
          try RecipePage.response(
            visit, store, id: id,
            failure: RecipePage.Failure(form: "plan", values: form, message: message, field: field))
        }
      }
    }
  }

  /// POST `/plan/remove` with `recipe` and `day`: takes that meal off the plan as `larder
  /// plan remove` does, and shows the plan again, with the error (422) when it cannot.
  func unplanMeal(_ visit: Visit) throws -> Response {
    let form = FormValues(visit)
    return try pool.with { store in
      do {
        guard let recipe = form["recipe"] else {
          throw FormError(problem: .missing, field: "recipe")
        }
        guard let day = try form.date("day") else {
          throw FormError(problem: .missing, field: "day")
        }
        let meal = try store.unplanMeal(recipe, on: day, via: visit.origin)
        setFlash(visit, .unplanned(meal))
        return .seeOther(PlanPage.path)
      } catch {
        return try shownAgain(error) { message, _ in
          try PlanPage.response(visit, store, error: message)
        }
      }
    }
  }
}
