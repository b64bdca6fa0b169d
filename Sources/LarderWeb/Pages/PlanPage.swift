import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/plan`: the planned meals (docs definition 28) as of the page's today, day by day from
/// today: each with what it reserves of the stock and what it lacks, to buy (those lines
/// are on the shopping list, marked for the meal); a Cook button for a meal of today, and
/// Remove. The meals of days past that were not cooked come last, to remove.
enum PlanPage {
  /// The page's path, where its forms come back to.
  static let path = "/plan"

  static func response(_ visit: Visit, _ store: Store, error: String? = nil) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let plan = try visit.models.value(store, "plan", visit.today.description) {
      try store.mealPlan(asOf: visit.today)
    }
    let ahead = plan.meals.filter(\.isAhead)
    let past = plan.meals.filter { !$0.isAhead }
    var days: [(day: CalendarDate, meals: [MealPlan.Meal])] = []
    for meal in ahead {
      if days.last?.day == meal.meal.day {
        days[days.count - 1].meals.append(meal)
      } else {
        days.append((meal.meal.day, [meal]))
      }
    }
    var sections: [HTML] = []
    for (day, meals) in days {
      let rows = try meals.map { try row($0, visit, f) }
      sections.append(
        """
        <h2>\(label(day, visit, f))</h2>
        <ul class="plain cards">\(rows.joined())</ul>
        """)
    }
    if !past.isEmpty {
      let rows = try past.map { try row($0, visit, f) }
      sections.append(
        """
        <h2>\(l.tr("Days past, not cooked"))</h2>
        <ul class="plain cards">\(rows.joined())</ul>
        """)
    }
    let empty = l.tr("No meal planned. Plan one from a recipe's page.")
    let content: HTML = """
      \(FormField.error(error))
      \(sections.isEmpty ? ItemPage.muted(empty) : sections.joined(separator: "\n"))
      <p class="tools"><a href="\(RecipesPage.path)">\(Layout.Section.recipes.title(l))</a> · \
      <a href="/shopping">\(Layout.Section.shopping.title(l))</a></p>
      """
    return .html(
      Layout.page(Layout.Section.plan.title(l), section: .plan, visit.context, content),
      status: error == nil ? 200 : 422)
  }

  /// "Today", "Tomorrow", else the day's short date.
  static func label(_ day: CalendarDate, _ visit: Visit, _ f: Formats) -> String {
    switch day.days(since: visit.today) {
    case 0: visit.l.tr("Today")
    case 1: visit.l.tr("Tomorrow")
    default: f.shortDay(day)
    }
  }

  /// One meal: its recipe and servings, what it reserves, item by item, what it lacks,
  /// and its buttons.
  static func row(_ meal: MealPlan.Meal, _ visit: Visit, _ f: Formats) throws -> HTML {
    let l = visit.l
    let planned = meal.meal
    var reserved: [(item: Item, quantity: Quantity)] = []
    for reservation in meal.reserved {
      if let index = reserved.firstIndex(where: { $0.item.id == reservation.item.id }) {
        try reserved[index].quantity += reservation.draw.quantity
      } else {
        reserved.append((reservation.item, reservation.draw.quantity))
      }
    }
    let uses: HTML =
      reserved.isEmpty
      ? ""
      : "<p>\(l.tr("Reserves {items}", ["items": l.list(reserved.map { amount($0.quantity, $0.item.unit, $0.item.name, l, f) })]))</p>"
    let lacks = meal.missing.map { missing -> String in
      let name = missing.item?.name ?? missing.name
      guard let quantity = missing.quantity else { return name }
      return amount(quantity, missing.unit ?? "", name, l, f)
    }
    let toBuy: HTML =
      lacks.isEmpty
      ? ""
      : """
      <p><span class="badge soon">\(l.tr("to buy"))</span> \(l.list(lacks))</p>
      """
    let servings = l.trn("{count} serving", "{count} servings", count: planned.servings)
    let day: HTML = meal.isAhead ? "" : " · \(QuickActions.date(planned.day, f))"
    let recipe = UUIDText.format(planned.recipe)
    let fields: HTML = """
      \(visit.context.csrfField)<input type="hidden" name="back" value="\(path)">\
      <input type="hidden" name="recipe" value="\(recipe)">\
      <input type="hidden" name="day" value="\(planned.day.description)">
      """
    let cook: HTML =
      planned.day == visit.today
      ? """
      <form method="post" action="\(RecipesPage.link(planned.recipe))/cook">\(fields)\
      <input type="hidden" name="date" value="\(planned.day.description)">\
      <button type="submit" class="quick">\(l.tr("Cook"))</button></form>
      """ : ""
    let remove: HTML = """
      <form method="post" action="\(path)/remove">\(fields)\
      <button type="submit" class="quick">\(l.tr("Remove"))</button></form>
      """
    return """
      <li class="card"><a href="\(RecipesPage.link(planned.recipe))"><strong>\(planned.recipeName)</strong></a> \
      (\(servings))\(day)\(uses)\(toBuy)<div class="quick">\(cook)\(remove)</div></li>

      """
  }

  /// `600 g of Pommes de terre`.
  static func amount(
    _ quantity: Quantity, _ unit: String, _ item: String, _ l: Localization, _ f: Formats
  ) -> String {
    l.tr(
      "{quantity} {unit} of {item}",
      ["quantity": f.quantity(quantity), "unit": unit, "item": item])
  }
}
