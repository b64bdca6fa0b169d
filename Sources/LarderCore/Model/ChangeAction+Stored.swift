import Foundation

extension ChangeAction {
  /// The version of the stored form `stored` writes. A stored action of another version
  /// (a newer Larder's) reads as `.unreadable`.
  public static let storedVersion = 1

  /// The action as the history stores it: JSON of `{"version": 1, "action": …}`, as
  /// Codable would write it (read back by `init(stored:)`), written by hand (`StoredJSON`).
  public var stored: String {
    StoredJSON.object(["action": json, "version": .integer(Self.storedVersion)]).text
  }

  /// The action as Codable's synthesized encoding writes it: `{"case": {labels…}}`.
  private var json: StoredJSON {
    typealias J = StoredJSON
    let (name, members): (String, J)
    switch self {
    case .added(let item, let quantity, let unit, let price, let lot):
      (name, members) = (
        "added",
        J.object([
          "item": .string(item), "quantity": quantity.json, "unit": .string(unit),
          "price": price.json, "lot": lot.json,
        ])
      )
    case .used(let use, let item, let quantity, let unit, let lots):
      (name, members) = (
        "used",
        J.object([
          "use": .string(use.rawValue), "item": .string(item), "quantity": quantity.json,
          "unit": .string(unit), "lots": .integer(lots),
        ])
      )
    case .changedState(let state, let item, let quantity, let unit, let lots):
      (name, members) = (
        "changedState",
        J.object([
          "state": .string(state.rawValue), "item": .string(item), "quantity": quantity.json,
          "unit": .string(unit), "lots": .integer(lots),
        ])
      )
    case .editedItem(let item, let fields):
      (name, members) = (
        "editedItem",
        J.object(["item": .string(item), "fields": .strings(fields.map(\.rawValue))])
      )
    case .editedLot(let lot, let item, let fields):
      (name, members) = (
        "editedLot",
        J.object([
          "lot": lot.json, "item": item.map(J.string), "fields": .strings(fields.map(\.rawValue)),
        ])
      )
    case .editedEvent(let event, let item, let fields):
      (name, members) = (
        "editedEvent",
        J.object([
          "event": event.json, "item": .string(item), "fields": .strings(fields.map(\.rawValue)),
        ])
      )
    case .deletedEvent(let event, let item, let use, let quantity, let unit, let date):
      (name, members) = (
        "deletedEvent",
        J.object([
          "event": event.json, "item": .string(item), "use": .string(use.rawValue),
          "quantity": quantity.json, "unit": .string(unit), "date": date.json,
        ])
      )
    case .stocktake(let date, let lines):
      (name, members) = (
        "stocktake",
        J.object([
          "date": date.json,
          "lines": .array(
            lines.map {
              J.object([
                "item": .string($0.item), "unit": .string($0.unit), "recorded": $0.recorded.json,
                "counted": $0.counted.json,
              ])
            }),
        ])
      )
    case .deletedItem(let item):
      (name, members) = ("deletedItem", J.object(["item": .string(item)]))
    case .mergedItems(let source, let target, let lots):
      (name, members) = (
        "mergedItems",
        J.object(["source": .string(source), "target": .string(target), "lots": .integer(lots)])
      )
    case .namedCategory(let category):
      (name, members) = ("namedCategory", J.object(["category": .string(category)]))
    case .setBudget(let category, let amount, let month):
      (name, members) = (
        "setBudget",
        J.object([
          "category": .string(category), "amount": amount.json, "month": .string(month.description),
        ])
      )
    case .endedBudget(let category, let currency, let month):
      (name, members) = (
        "endedBudget",
        J.object([
          "category": .string(category), "currency": .string(currency.code),
          "month": .string(month.description),
        ])
      )
    case .mappedCategoryTag(let tag, let category):
      (name, members) = (
        "mappedCategoryTag", J.object(["tag": .string(tag), "category": category.map(J.string)])
      )
    case .importedPurchases(let file, let purchases, let newItems):
      (name, members) = (
        "importedPurchases",
        J.object([
          "file": .string(file), "purchases": .integer(purchases), "newItems": .integer(newItems),
        ])
      )
    case .importedEvents(let file, let events):
      (name, members) = (
        "importedEvents", J.object(["file": .string(file), "events": .integer(events)])
      )
    case .importedGrocy(let file, let items, let lots, let events):
      (name, members) = (
        "importedGrocy",
        J.object([
          "file": .string(file), "items": .integer(items), "lots": .integer(lots),
          "events": .integer(events),
        ])
      )
    case .addedRecipe(let recipe, let ingredients):
      (name, members) = (
        "addedRecipe", J.object(["recipe": .string(recipe), "ingredients": .integer(ingredients)])
      )
    case .importedRecipes(let file, let recipes):
      (name, members) = (
        "importedRecipes", J.object(["file": .string(file), "recipes": .integer(recipes)])
      )
    case .editedRecipe(let recipe):
      (name, members) = ("editedRecipe", J.object(["recipe": .string(recipe)]))
    case .deletedRecipe(let recipe):
      (name, members) = ("deletedRecipe", J.object(["recipe": .string(recipe)]))
    case .cooked(let recipe, let servings, let date, let items):
      (name, members) = (
        "cooked",
        J.object([
          "recipe": .string(recipe), "servings": .integer(servings), "date": date.json,
          "items": .integer(items),
        ])
      )
    case .plannedMeal(let recipe, let date, let servings):
      (name, members) = (
        "plannedMeal",
        J.object(["recipe": .string(recipe), "date": date.json, "servings": .integer(servings)])
      )
    case .unplannedMeal(let recipe, let date):
      (name, members) = (
        "unplannedMeal", J.object(["recipe": .string(recipe), "date": date.json])
      )
    case .recordedReceipt(let store, let date, let purchases, let total):
      (name, members) = (
        "recordedReceipt",
        J.object([
          "store": .string(store), "date": date.json, "purchases": .integer(purchases),
          "total": total.json,
        ])
      )
    case .forgotReceiptAlias(let store, let text):
      (name, members) = (
        "forgotReceiptAlias", J.object(["store": .string(store), "text": .string(text)])
      )
    case .listed(let listedName, let quantity, let unit):
      (name, members) = (
        "listed",
        J.object([
          "name": .string(listedName), "quantity": quantity?.json, "unit": unit.map(J.string),
        ])
      )
    case .boughtFromList(let item, let quantity, let unit, let price, let lot):
      (name, members) = (
        "boughtFromList",
        J.object([
          "item": .string(item), "quantity": quantity.json, "unit": .string(unit),
          "price": price.json, "lot": lot.json,
        ])
      )
    case .unlisted(let unlistedName):
      (name, members) = ("unlisted", J.object(["name": .string(unlistedName)]))
    case .clearedBought(let lines):
      (name, members) = ("clearedBought", J.object(["lines": .integer(lines)]))
    case .undid(let change, let action):
      (name, members) = ("undid", J.object(["change": change.json, "action": action.json]))
    case .redid(let change, let action):
      (name, members) = ("redid", J.object(["change": change.json, "action": action.json]))
    case .legacy(let summary):
      (name, members) = ("legacy", J.object(["summary": .string(summary)]))
    case .unreadable(let version):
      (name, members) = ("unreadable", J.object(["version": version.map(J.integer)]))
    }
    return J.object([name: members])
  }

  /// The action stored as `text` (see `stored`): `.unreadable` for another version or text
  /// that is not a stored action, never an error.
  public init(stored text: String) {
    let data = Data(text.utf8)
    let decoder = JSONDecoder()
    let version: Int
    do { version = try decoder.decode(StoredVersion.self, from: data).version } catch {
      self = .unreadable(version: nil)
      return
    }
    guard version == Self.storedVersion else {
      self = .unreadable(version: version)
      return
    }
    do { self = try decoder.decode(StoredAction.self, from: data).action } catch {
      self = .unreadable(version: nil)
    }
  }
}

extension ChangeOrigin {
  /// The origin as the history stores it: JSON, as Codable would write it (read back by
  /// `init(stored:)`), written by hand (`StoredJSON`).
  public var stored: String {
    typealias J = StoredJSON
    switch self {
    case .commandLine(let arguments):
      return J.object(["commandLine": J.object(["arguments": .strings(arguments)])]).text
    case .web(let route, let member):
      return J.object([
        "web": J.object(["route": .string(route), "member": member.map(J.string)])
      ]).text
    case .api(let route, let token, let member):
      return J.object([
        "api": J.object([
          "route": .string(route), "token": .string(token), "member": member.map(J.string),
        ])
      ]).text
    }
  }

  /// The origin stored as `text`, or nil when it is not one.
  public init?(stored text: String) {
    do { self = try JSONDecoder().decode(ChangeOrigin.self, from: Data(text.utf8)) } catch {
      return nil
    }
  }
}

/// A stored action with its version, as read back.
private struct StoredAction: Decodable {
  var version: Int
  var action: ChangeAction
}

extension Quantity {
  fileprivate var json: StoredJSON { .string(description) }
}

extension CalendarDate {
  fileprivate var json: StoredJSON { .string(description) }
}

extension Money {
  fileprivate var json: StoredJSON {
    .object(["amount": .string(amount), "currency": .string(currency.code)])
  }
}

extension UUID {
  fileprivate var json: StoredJSON { .string(uuidString) }
}

/// The version of a stored action, read before the rest.
private struct StoredVersion: Decodable {
  var version: Int
}
