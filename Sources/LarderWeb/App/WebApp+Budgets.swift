import LarderCore
import LarderLanguage
import LarderStore

extension WebApp {
  /// POST `/budgets`: sets the budget as `larder budget set` does, one undoable change, and
  /// shows the budgets of its first month; or shows the form again with the error (422),
  /// nothing stored.
  func setBudget(_ visit: Visit) throws -> Response {
    let form = FormValues(visit)
    return try pool.with { store in
      do {
        let category = try form.label("category") ?? ""
        let currency =
          try form.value("currency") { text throws(ValueError) in try Currency(code: text) }
          ?? configuration.defaultCurrency
        guard let amount = try form.price("amount", currency: currency) else {
          throw FormError(problem: .missing, field: "amount")
        }
        let reading = visit.l.monthReading
        let from =
          try form.value("from") { text throws(ValueError) in
            try Month(typing: text, reading: reading)
          }
          ?? visit.today.month
        let budget = try store.setBudget(
          category, amount: amount, currency: currency, from: from, via: visit.origin)
        let l = visit.l
        let f = Formats(l)
        let name = budget.category == Budget.household ? l.tr("the household") : budget.category
        sessions.setFlash(
          visit.session.id,
          l.tr(
            "Budget of {name}: {amount} a month from {month}.",
            ["name": name, "amount": visit.money.string(amount), "month": f.month(from)]))
        return .seeOther("/budgets?month=\(from)")
      } catch {
        return try shownAgain(error) { message, field in
          try BudgetsPage.response(visit, store, values: form, error: message, field: field)
        }
      }
    }
  }
}
