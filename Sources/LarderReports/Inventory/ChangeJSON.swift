import Foundation
import LarderCore

/// A change's typed action and origin as `larder history --format json` writes them:
/// `{"kind": "used", "use": "consume", "item": "Whole milk", "quantity": "0.5", …}`, the
/// kind first, quantities and amounts as text (as elsewhere in Larder's JSON), ids in full.
enum ChangeJSON {
  /// The action: its `kind` and its fields; an undo's or redo's `action` is the write's.
  static func action(_ action: ChangeAction) -> JSONValue {
    func id(_ id: UUID) -> JSONValue { .string(UUIDText.format(id)) }
    func money(_ money: Money) -> JSONValue {
      .object([("amount", .string(money.amount)), ("currency", .string(money.currency.code))])
    }
    func names<F: RawRepresentable>(_ fields: [F]) -> JSONValue where F.RawValue == String {
      .array(fields.map { .string($0.rawValue) })
    }
    let fields: [(String, JSONValue)]
    switch action {
    case .added(let item, let quantity, let unit, let price, let lot):
      fields = [
        ("kind", .string("added")), ("item", .string(item)),
        ("quantity", .string(quantity.description)), ("unit", .string(unit)),
        ("price", money(price)), ("lot", id(lot)),
      ]
    case .used(let use, let item, let quantity, let unit, let lots):
      fields = [
        ("kind", .string("used")), ("use", .string(use.rawValue)), ("item", .string(item)),
        ("quantity", .string(quantity.description)), ("unit", .string(unit)),
        ("lots", .number(lots)),
      ]
    case .changedState(let state, let item, let quantity, let unit, let lots):
      fields = [
        ("kind", .string("changedState")), ("state", .string(state.rawValue)),
        ("item", .string(item)), ("quantity", .string(quantity.description)),
        ("unit", .string(unit)), ("lots", .number(lots)),
      ]
    case .editedItem(let item, let changed):
      fields = [
        ("kind", .string("editedItem")), ("item", .string(item)), ("fields", names(changed)),
      ]
    case .editedLot(let lot, let item, let changed):
      fields = [
        ("kind", .string("editedLot")), ("lot", id(lot)),
        ("item", item.map { .string($0) } ?? .null),
        ("fields", names(changed)),
      ]
    case .editedEvent(let event, let item, let changed):
      fields = [
        ("kind", .string("editedEvent")), ("event", id(event)), ("item", .string(item)),
        ("fields", names(changed)),
      ]
    case .deletedEvent(let event, let item, let use, let quantity, let unit, let date):
      fields = [
        ("kind", .string("deletedEvent")), ("event", id(event)), ("item", .string(item)),
        ("use", .string(use.rawValue)), ("quantity", .string(quantity.description)),
        ("unit", .string(unit)), ("date", .string(date.description)),
      ]
    case .stocktake(let date, let lines):
      fields = [
        ("kind", .string("stocktake")), ("date", .string(date.description)),
        (
          "lines",
          .array(
            lines.map {
              .object([
                ("item", .string($0.item)), ("unit", .string($0.unit)),
                ("recorded", .string($0.recorded.description)),
                ("counted", .string($0.counted.description)),
              ])
            })
        ),
      ]
    case .deletedItem(let item):
      fields = [("kind", .string("deletedItem")), ("item", .string(item))]
    case .namedCategory(let category):
      fields = [("kind", .string("namedCategory")), ("category", .string(category))]
    case .mergedItems(let source, let target, let lots):
      fields = [
        ("kind", .string("mergedItems")), ("source", .string(source)),
        ("target", .string(target)), ("lots", .number(lots)),
      ]
    case .setBudget(let category, let amount, let month):
      fields = [
        ("kind", .string("setBudget")), ("category", .string(category)), ("amount", money(amount)),
        ("month", .string(month.description)),
      ]
    case .endedBudget(let category, let currency, let month):
      fields = [
        ("kind", .string("endedBudget")), ("category", .string(category)),
        ("currency", .string(currency.code)), ("month", .string(month.description)),
      ]
    case .mappedCategoryTag(let tag, let category):
      fields = [
        ("kind", .string("mappedCategoryTag")), ("tag", .string(tag)),
        ("category", category.map { .string($0) } ?? .null),
      ]
    case .importedPurchases(let file, let purchases, let newItems):
      fields = [
        ("kind", .string("importedPurchases")), ("file", .string(file)),
        ("purchases", .number(purchases)), ("newItems", .number(newItems)),
      ]
    case .importedEvents(let file, let events):
      fields = [
        ("kind", .string("importedEvents")), ("file", .string(file)), ("events", .number(events)),
      ]
    case .importedGrocy(let file, let items, let lots, let events):
      fields = [
        ("kind", .string("importedGrocy")), ("file", .string(file)), ("items", .number(items)),
        ("lots", .number(lots)), ("events", .number(events)),
      ]
    case .addedRecipe(let recipe, let ingredients):
      fields = [
        ("kind", .string("addedRecipe")), ("recipe", .string(recipe)),
        ("ingredients", .number(ingredients)),
      ]
    case .importedRecipes(let file, let recipes):
      fields = [
        ("kind", .string("importedRecipes")), ("file", .string(file)),
        ("recipes", .number(recipes)),
      ]
    case .editedRecipe(let recipe):
      fields = [("kind", .string("editedRecipe")), ("recipe", .string(recipe))]
    case .deletedRecipe(let recipe):
      fields = [("kind", .string("deletedRecipe")), ("recipe", .string(recipe))]
    case .cooked(let recipe, let servings, let date, let items):
      fields = [
        ("kind", .string("cooked")), ("recipe", .string(recipe)),
        ("servings", .number(servings)), ("date", .string(date.description)),
        ("items", .number(items)),
      ]
    case .plannedMeal(let recipe, let date, let servings):
      fields = [
        ("kind", .string("plannedMeal")), ("recipe", .string(recipe)),
        ("date", .string(date.description)), ("servings", .number(servings)),
      ]
    case .unplannedMeal(let recipe, let date):
      fields = [
        ("kind", .string("unplannedMeal")), ("recipe", .string(recipe)),
        ("date", .string(date.description)),
      ]
    case .recordedReceipt(let store, let date, let purchases, let total):
      fields = [
        ("kind", .string("recordedReceipt")), ("store", .string(store)),
        ("date", .string(date.description)), ("purchases", .number(purchases)),
        ("total", money(total)),
      ]
    case .forgotReceiptAlias(let store, let text):
      fields = [
        ("kind", .string("forgotReceiptAlias")), ("store", .string(store)), ("text", .string(text)),
      ]
    case .listed(let name, let quantity, let unit):
      fields = [
        ("kind", .string("listed")), ("name", .string(name)),
        ("quantity", quantity.map { .string($0.description) } ?? .null),
        ("unit", unit.map { .string($0) } ?? .null),
      ]
    case .boughtFromList(let item, let quantity, let unit, let price, let lot):
      fields = [
        ("kind", .string("boughtFromList")), ("item", .string(item)),
        ("quantity", .string(quantity.description)), ("unit", .string(unit)),
        ("price", money(price)), ("lot", id(lot)),
      ]
    case .unlisted(let name):
      fields = [("kind", .string("unlisted")), ("name", .string(name))]
    case .clearedBought(let lines):
      fields = [("kind", .string("clearedBought")), ("lines", .number(lines))]
    case .undid(let change, let undone):
      fields = [
        ("kind", .string("undid")), ("change", id(change)), ("action", ChangeJSON.action(undone)),
      ]
    case .redid(let change, let redone):
      fields = [
        ("kind", .string("redid")), ("change", id(change)), ("action", ChangeJSON.action(redone)),
      ]
    case .legacy(let summary):
      fields = [("kind", .string("legacy")), ("summary", .string(summary))]
    case .unreadable(let version):
      fields = [("kind", .string("unreadable")), ("version", version.map { .number($0) } ?? .null)]
    }
    return .object(fields)
  }

  /// The origin: `{"kind": "commandLine", "arguments": […]}` or `{"kind": "web", "route":
  /// "/add", "member": null}`.
  static func origin(_ origin: ChangeOrigin) -> JSONValue {
    switch origin {
    case .commandLine(let arguments):
      return .object([
        ("kind", .string("commandLine")), ("arguments", .array(arguments.map { .string($0) })),
      ])
    case .web(let route, let member):
      return .object([
        ("kind", .string("web")), ("route", .string(route)),
        ("member", member.map { .string($0) } ?? .null),
      ])
    case .api(let route, let token, let member):
      return .object([
        ("kind", .string("api")), ("route", .string(route)), ("token", .string(token)),
        ("member", member.map { .string($0) } ?? .null),
      ])
    }
  }
}
