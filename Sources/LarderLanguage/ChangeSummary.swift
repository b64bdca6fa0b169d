import Foundation
import LarderCore

/// The one line saying what a change of the history did, in `l`'s language, with its
/// formats: `consumed 1.5 L of Whole milk from 2 lots`, `consommation : Whole milk, 1,5 L,
/// sur 2 lots`. Written when shown (`larder history`, `undo` and `redo`, the web's undo pages),
/// never stored; a change recorded before changes were typed, and not read back, is shown
/// as its English text was recorded.
public func summary(_ action: ChangeAction, _ l: Localization) -> String {
  summary(action, Formats(l))
}

/// `summary(_:_:)` with the formats `f` (and their language), which a list of changes
/// shares rather than making its formatters again for each.
public func summary(_ action: ChangeAction, _ f: Formats) -> String {
  let l = f.localization
  func id(_ id: UUID) -> String { String(UUIDText.format(id).prefix(8)) }
  switch action {
  case .added(let item, let quantity, let unit, let price, let lot):
    return l.tr(
      "added {quantity} {unit} of {item} for {price} (lot {lot})",
      [
        "quantity": f.quantity(quantity), "unit": unit, "item": item,
        "price": f.sentenceMoney(price), "lot": id(lot),
      ])
  case .used(let use, let item, let quantity, let unit, let lots):
    let values: KeyValuePairs<String, String> = [
      "quantity": f.quantity(quantity), "unit": unit, "item": item,
      "lots": l.trn("{count} lot", "{count} lots", count: lots),
    ]
    switch use {
    case .consume: return l.tr("consumed {quantity} {unit} of {item} from {lots}", values)
    case .discard: return l.tr("discarded {quantity} {unit} of {item} from {lots}", values)
    case .adjust: return l.tr("corrected {item} by {quantity} {unit} from {lots}", values)
    }
  case .changedState(let state, let item, let quantity, let unit, let lots):
    let values: KeyValuePairs<String, String> = [
      "quantity": f.quantity(quantity), "unit": unit, "item": item,
      "lots": l.trn("{count} lot", "{count} lots", count: lots),
    ]
    switch state {
    case .sealed, .opened: return l.tr("opened {quantity} {unit} of {item} from {lots}", values)
    case .frozen: return l.tr("froze {quantity} {unit} of {item} from {lots}", values)
    case .thawed: return l.tr("thawed {quantity} {unit} of {item} from {lots}", values)
    }
  case .editedItem(let item, let fields):
    return fields.isEmpty
      ? l.tr("edited {item}", ["item": item])
      : l.tr(
        "edited {item}: {fields}", ["item": item, "fields": l.list(fields.map { name($0, l) })])
  case .editedLot(let lot, let item, let fields):
    let names = l.list(fields.map { name($0, l) })
    switch (item, fields.isEmpty) {
    case (let item?, true):
      return l.tr("edited lot {lot} of {item}", ["lot": id(lot), "item": item])
    case (let item?, false):
      return l.tr(
        "edited lot {lot} of {item}: {fields}", ["lot": id(lot), "item": item, "fields": names])
    case (nil, true): return l.tr("edited lot {lot}", ["lot": id(lot)])
    case (nil, false): return l.tr("edited lot {lot}: {fields}", ["lot": id(lot), "fields": names])
    }
  case .editedEvent(let event, let item, let fields):
    return fields.isEmpty
      ? l.tr("edited event {event} of {item}", ["event": id(event), "item": item])
      : l.tr(
        "edited event {event} of {item}: {fields}",
        ["event": id(event), "item": item, "fields": l.list(fields.map { name($0, l) })])
  case .deletedEvent(let event, let item, let use, let quantity, let unit, let date):
    let values: KeyValuePairs<String, String> = [
      "event": id(event), "item": item, "quantity": f.quantity(quantity), "unit": unit,
      "date": f.date(date),
    ]
    switch use {
    case .consume:
      return l.tr("deleted event {event} of {item} (consumed {quantity} {unit} on {date})", values)
    case .discard:
      return l.tr("deleted event {event} of {item} (discarded {quantity} {unit} on {date})", values)
    case .adjust:
      return l.tr(
        "deleted event {event} of {item} (a stocktake's correction of {quantity} {unit} on {date})",
        values)
    }
  case .stocktake(let date, let lines):
    return stocktake(date, lines, f)
  case .deletedItem(let item):
    return l.tr("deleted {item}", ["item": item])
  case .namedCategory(let category):
    return l.tr("named the category {category}", ["category": category])
  case .mergedItems(let source, let target, let lots):
    return l.trn(
      "merged {source} into {target} ({count} purchase)",
      "merged {source} into {target} ({count} purchases)", count: lots,
      ["source": source, "target": target])
  case .setBudget(let category, let amount, let month):
    let values: KeyValuePairs<String, String> = [
      "category": category, "amount": f.sentenceMoney(amount), "month": f.month(month),
    ]
    return category == Budget.household
      ? l.tr("set the budget of the household to {amount} a month from {month}", values)
      : l.tr("set the budget of {category} to {amount} a month from {month}", values)
  case .endedBudget(let category, let currency, let month):
    let values: KeyValuePairs<String, String> = [
      "category": category, "currency": currency.code, "month": f.month(month),
    ]
    return category == Budget.household
      ? l.tr("ended the {currency} budget of the household from {month}", values)
      : l.tr("ended the {currency} budget of {category} from {month}", values)
  case .mappedCategoryTag(let tag, let category?):
    return l.tr(
      "mapped the catalog's {tag} to {category}", ["tag": tag, "category": category])
  case .mappedCategoryTag(let tag, nil):
    return l.tr("mapped the catalog's {tag} as by default again", ["tag": tag])
  case .importedPurchases(let file, let purchases, let newItems):
    return l.tr(
      "imported {file}: {purchases}, {items}",
      [
        "file": file, "purchases": l.trn("{count} purchase", "{count} purchases", count: purchases),
        "items": l.trn("{count} new item", "{count} new items", count: newItems),
      ])
  case .importedEvents(let file, let events):
    return l.tr(
      "imported {file}: {events}",
      ["file": file, "events": l.trn("{count} event", "{count} events", count: events)])
  case .importedGrocy(let file, let items, let lots, let events):
    return l.tr(
      "imported the Grocy database {file}: {items}, {lots}, {events}",
      [
        "file": file, "items": l.trn("{count} item", "{count} items", count: items),
        "lots": l.trn("{count} purchase", "{count} purchases", count: lots),
        "events": l.trn("{count} event", "{count} events", count: events),
      ])
  case .addedRecipe(let recipe, let ingredients):
    return l.tr(
      "kept the recipe {recipe} ({ingredients})",
      [
        "recipe": recipe,
        "ingredients": l.trn("{count} ingredient", "{count} ingredients", count: ingredients),
      ])
  case .importedRecipes(let file, let recipes):
    return l.tr(
      "imported {file}: {recipes}",
      ["file": file, "recipes": l.trn("{count} recipe", "{count} recipes", count: recipes)])
  case .editedRecipe(let recipe):
    return l.tr("edited the recipe {recipe}", ["recipe": recipe])
  case .deletedRecipe(let recipe):
    return l.tr("deleted the recipe {recipe}", ["recipe": recipe])
  case .cooked(let recipe, let servings, let date, let items):
    return l.tr(
      "cooked {recipe} ({servings}) on {date}, using {items}",
      [
        "recipe": recipe,
        "servings": l.trn("{count} serving", "{count} servings", count: servings),
        "date": f.date(date), "items": l.trn("{count} item", "{count} items", count: items),
      ])
  case .plannedMeal(let recipe, let date, let servings):
    return l.tr(
      "planned {recipe} on {date} ({servings})",
      [
        "recipe": recipe, "date": f.date(date),
        "servings": l.trn("{count} serving", "{count} servings", count: servings),
      ])
  case .unplannedMeal(let recipe, let date):
    return l.tr(
      "took {recipe} on {date} off the plan", ["recipe": recipe, "date": f.date(date)])
  case .recordedReceipt(let store, let date, let purchases, let total):
    return l.tr(
      "receipt from {store}, {date}, {purchases}, {total}",
      [
        "store": store, "date": f.date(date),
        "purchases": l.trn("{count} purchase", "{count} purchases", count: purchases),
        "total": f.sentenceMoney(total),
      ])
  case .forgotReceiptAlias(let store, let text):
    return l.tr(
      "forgot what '{text}' is on receipts from {store}", ["text": text, "store": store])
  case .listed(let name, let quantity?, let unit):
    return l.tr(
      "put {quantity} of {name} on the shopping list",
      [
        "quantity": [f.quantity(quantity), unit ?? ""].filter { !$0.isEmpty }.joined(
          separator: " "),
        "name": name,
      ])
  case .listed(let name, nil, _):
    return l.tr("put {name} on the shopping list", ["name": name])
  case .boughtFromList(let item, let quantity, let unit, let price, let lot):
    return l.tr(
      "bought {quantity} {unit} of {item} from the shopping list for {price} (lot {lot})",
      [
        "quantity": f.quantity(quantity), "unit": unit, "item": item,
        "price": f.sentenceMoney(price), "lot": id(lot),
      ])
  case .unlisted(let name):
    return l.tr("took {name} off the shopping list", ["name": name])
  case .clearedBought(let lines):
    return l.trn(
      "cleared {count} bought line from the shopping list",
      "cleared {count} bought lines from the shopping list", count: lines)
  case .undid(_, let action):
    return l.tr("undid: {summary}", ["summary": summary(action, f)])
  case .redid(_, let action):
    return l.tr("redid: {summary}", ["summary": summary(action, f)])
  case .legacy(let text):
    return text
  case .unreadable(let version?):
    return l.tr(
      "a change recorded by a newer Larder (format {version})", ["version": String(version)])
  case .unreadable(nil):
    return l.tr("a change whose record cannot be read")
  }
}

/// An item's field as a change's summary lists it.
private func name(_ field: ChangeAction.ItemField, _ l: Localization) -> String {
  switch field {
  case .name: l.tr("name")
  case .category: l.tr("category")
  case .unit: l.tr("unit")
  case .minimumStock: l.tr("minimum stock")
  case .location: l.tr("location")
  case .shelfLife: l.tr("shelf life")
  case .openedLife: l.tr("opened life")
  case .frozenLife: l.tr("frozen life")
  case .thawedLife: l.tr("thawed life")
  case .dateKind: l.tr("date kind")
  case .barcodes: l.tr("barcodes")
  case .names: l.tr("names in other languages")
  case .aliases: l.tr("aliases")
  case .homeAssistant: l.tr("shown in Home Assistant")
  case .gramsPerMilliliter: l.tr("grams per millilitre")
  case .gramsPerPiece: l.tr("grams per piece")
  }
}

/// A lot's field as a change's summary lists it.
private func name(_ field: ChangeAction.LotField, _ l: Localization) -> String {
  switch field {
  case .quantity: l.tr("quantity")
  case .price: l.tr("price")
  case .expiry: l.tr("expiry")
  case .location: l.tr("location")
  }
}

/// An event's field as a change's summary lists it.
private func name(_ field: ChangeAction.EventField, _ l: Localization) -> String {
  switch field {
  case .quantity: l.tr("quantity")
  case .date: l.tr("date")
  case .note: l.tr("note")
  }
}

/// A stocktake's line: `stocktake of Whole milk on 1 Dec 2026: 1.5 L counted, 2 L recorded`,
/// or for several items `stocktake of 5 items on 1 Dec 2026, 2 corrected`.
private func stocktake(_ date: CalendarDate, _ lines: [StocktakeLine], _ f: Formats) -> String {
  let l = f.localization
  guard lines.count == 1, let line = lines.first else {
    return l.tr(
      "stocktake of {items} on {date}, {corrected} corrected",
      [
        "items": l.trn("{count} item", "{count} items", count: lines.count), "date": f.date(date),
        "corrected": String(lines.filter(\.corrects).count),
      ])
  }
  return l.tr(
    "stocktake of {item} on {date}: {counted} {unit} counted, {recorded} {unit} recorded",
    [
      "item": line.item, "date": f.date(date), "counted": f.quantity(line.counted),
      "recorded": f.quantity(line.recorded), "unit": line.unit,
    ])
}
