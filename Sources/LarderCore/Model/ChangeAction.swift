import Foundation

/// What one change of the history did, as typed values: which purchase was added, what was
/// consumed, which fields of an item were edited. It holds no text for the reader: the
/// summary is written when it is shown, in the reader's language.
public indirect enum ChangeAction: Hashable, Sendable, Codable {
  /// A field of an item that `edit` can change.
  public enum ItemField: String, Hashable, Sendable, Codable, CaseIterable {
    /// `--name`.
    case name
    /// `--category`.
    case category
    /// `--unit`.
    case unit
    /// `--min-stock`.
    case minimumStock
    /// `--location`.
    case location
    /// `--shelf-life`.
    case shelfLife
    /// `--opened-life`.
    case openedLife
    /// `--frozen-life`.
    case frozenLife
    /// `--thawed-life`.
    case thawedLife
    /// `--date-kind`.
    case dateKind
    /// `--barcode` and `--no-barcode`.
    case barcodes
    /// `--name-in`.
    case names
    /// `--alias` and `--no-alias`.
    case aliases
    /// `--home-assistant` and `--no-home-assistant`.
    case homeAssistant
    /// `--grams-per-ml`.
    case gramsPerMilliliter
    /// `--grams-per-piece`.
    case gramsPerPiece
  }

  /// A field of a lot that `edit --lot` can correct.
  public enum LotField: String, Hashable, Sendable, Codable, CaseIterable {
    /// `--quantity`.
    case quantity
    /// `--price`.
    case price
    /// `--expires`.
    case expiry
    /// `--location`.
    case location
  }

  /// A field of an event that `edit --event` can correct.
  public enum EventField: String, Hashable, Sendable, Codable, CaseIterable {
    /// `--quantity`.
    case quantity
    /// `--date`.
    case date
    /// `--note`.
    case note
  }

  /// A purchase of `quantity` (in the item's `unit`) of `item` for `price`, as lot `lot`.
  case added(item: String, quantity: Quantity, unit: String, price: Money, lot: UUID)
  /// `quantity` of `item` consumed or discarded, drawn from `lots` lots.
  case used(use: Event.Kind, item: String, quantity: Quantity, unit: String, lots: Int)
  /// `quantity` of `item` opened, frozen or thawed (`state`), from `lots` lots.
  case changedState(state: FoodState, item: String, quantity: Quantity, unit: String, lots: Int)
  /// The item now called `item` edited; `fields` are those given a new value (empty when
  /// not known).
  case editedItem(item: String, fields: [ItemField])
  /// Lot `lot` (of `item`, when known) corrected; `fields` as for `editedItem`.
  case editedLot(lot: UUID, item: String?, fields: [LotField])
  /// Event `event` of `item` corrected; `fields` as for `editedItem`.
  case editedEvent(event: UUID, item: String, fields: [EventField])
  /// Event `event` of `item` deleted: what it recorded.
  case deletedEvent(
    event: UUID, item: String, use: Event.Kind, quantity: Quantity, unit: String,
    date: CalendarDate)
  /// A stocktake on `date`: each item counted, with what the records held. Only the lines
  /// whose count differs changed the stock.
  case stocktake(date: CalendarDate, lines: [StocktakeLine])
  /// Item `item` deleted (with its lots and events when it had any: a purge).
  case deletedItem(item: String)
  /// Item `source` merged into `target`: its `lots` purchases, its events, barcodes and
  /// names moved to it.
  case mergedItems(source: String, target: String, lots: Int)
  /// The category `category` given names in languages (or one taken off).
  case namedCategory(category: String)
  /// The monthly budget of `category` (`Budget.household` for the whole household) set to
  /// `amount` from `month` on.
  case setBudget(category: String, amount: Money, month: Month)
  /// The monthly budget of `category` in `currency` ended from `month` on.
  case endedBudget(category: String, currency: Currency, month: Month)
  /// Products of the catalog tagged `tag` mapped to `category`, or with a nil `category`,
  /// back to the default table.
  case mappedCategoryTag(tag: String, category: String?)
  /// A purchases file imported: its name, its rows and the items it created.
  case importedPurchases(file: String, purchases: Int, newItems: Int)
  /// An events file imported: its name and its rows.
  case importedEvents(file: String, events: Int)
  /// A Grocy database imported: its file's name, the items it created or added to, the
  /// lots and the events.
  case importedGrocy(file: String, items: Int, lots: Int, events: Int)
  /// Recipe `recipe` kept, with `ingredients` ingredient lines.
  case addedRecipe(recipe: String, ingredients: Int)
  /// A file of recipes imported: its name and the recipes it added.
  case importedRecipes(file: String, recipes: Int)
  /// Recipe `recipe` (its name now) edited, or the household's matches of its foods.
  case editedRecipe(recipe: String)
  /// Recipe `recipe` deleted, with its meals still to cook.
  case deletedRecipe(recipe: String)
  /// `servings` servings of `recipe` cooked on `date`, consuming `items` items.
  case cooked(recipe: String, servings: Int, date: CalendarDate, items: Int)
  /// A meal of `recipe` planned on `date` for `servings` servings.
  case plannedMeal(recipe: String, date: CalendarDate, servings: Int)
  /// The meal of `recipe` planned on `date` taken off the plan.
  case unplannedMeal(recipe: String, date: CalendarDate)
  /// A receipt recorded: its store and day, the purchases it made and what they cost.
  case recordedReceipt(store: String, date: CalendarDate, purchases: Int, total: Money)
  /// A store's alias for a receipt line forgotten: the store and the line's text.
  case forgotReceiptAlias(store: String, text: String)
  /// `name` put on the shopping list, with the quantity (in `unit`) added to its line when
  /// one was given.
  case listed(name: String, quantity: Quantity?, unit: String?)
  /// A purchase of `quantity` (in `unit`) of `item` for `price`, as lot `lot`, ticked on
  /// the shopping list.
  case boughtFromList(item: String, quantity: Quantity, unit: String, price: Money, lot: UUID)
  /// `name` taken off the shopping list unbought.
  case unlisted(name: String)
  /// The `lines` lines bought from the shopping list cleared from it.
  case clearedBought(lines: Int)
  /// The write `change` undone; `action` is what it did.
  case undid(change: UUID, action: ChangeAction)
  /// The write `change` redone after an undo; `action` is what it did.
  case redid(change: UUID, action: ChangeAction)
  /// A change recorded before changes were typed, whose English summary could not be read
  /// back into a typed action: shown as it was recorded.
  case legacy(summary: String)
  /// A change this Larder cannot read: recorded by a newer Larder (`version`), or damaged
  /// (`version` nil).
  case unreadable(version: Int?)
}
