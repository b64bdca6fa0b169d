import Foundation

/// A line of the household's shopping list: something a member put on it, or an item
/// restock suggests that is not on it.
public struct ShoppingLine: Hashable, Sendable {
  /// Where a line comes from.
  public enum Source: Hashable, Sendable {
    /// Put on the list (`larder shopping add`, the web's Shopping page): its row.
    case listed(id: Int64)
    /// A restock suggestion (docs definition 8) for an item not on the list.
    case suggested
    /// What planned meal `meal` lacks (docs definition 28), computed from the plan.
    case planned(meal: UUID)

  }

  /// A line as a page showed it, which a tick names: where it came from and, for a line
  /// put on the list, how much it said to buy. A tick of a line that is no longer so is
  /// refused.
  public struct Seen: Hashable, Sendable {
    public var source: Source
    /// The quantity shown, in thousandths of the line's unit; nil when it showed none.
    public var quantity: Quantity?

    public init(source: Source, quantity: Quantity?) {
      self.source = source
      self.quantity = quantity
    }

    /// The line as a form carries it: `listed-12`, `listed-12-3000` (3 of its unit),
    /// `suggested`.
    public var token: String {
      switch source {
      case .listed(let id): "listed-\(id)" + (quantity.map { "-\($0.thousandths)" } ?? "")
      case .suggested: "suggested"
      case .planned(let meal): "planned-" + UUIDText.format(meal)
      }
    }

    /// The line a form's `token` names, or nil for any other text.
    public init?(token: String) {
      if token == "suggested" {
        self.init(source: .suggested, quantity: nil)
        return
      }
      if token.hasPrefix("planned-"), let meal = UUIDText.parse(String(token.dropFirst(8))) {
        self.init(source: .planned(meal: meal), quantity: nil)
        return
      }
      let parts = token.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.first == "listed", (2...3).contains(parts.count),
        let id = Int64(parts[1]), id > 0
      else { return nil }
      var quantity: Quantity?
      if parts.count == 3 {
        guard let thousandths = Int64(parts[2]), thousandths > 0 else { return nil }
        quantity = Quantity(thousandths: thousandths)
      }
      self.init(source: .listed(id: id), quantity: quantity)
    }

    /// Whether `line` is still as seen: the same line, and for one put on the list the
    /// same quantity (a suggestion's follows the household's pace, day by day).
    public func matches(_ line: ShoppingLine) -> Bool {
      source == line.source && (line.isComputed || quantity == line.quantity)
    }
  }

  /// Where the line comes from.
  public var source: Source
  /// The item's name, or the text written for something that is no item yet.
  public var name: String
  /// The item, when the line names one.
  public var item: UUID?
  /// How much to buy, in `unit`; nil when not said.
  public var quantity: Quantity?
  /// The unit of `quantity`: the item's own; nil for a line without a quantity and item.
  public var unit: String?
  /// The day restock says to buy it by, when restock suggests the item.
  public var buyBy: CalendarDate?
  /// Restock's usual pack of the item and how many of them it suggests (`RestockSuggestion`),
  /// when restock suggests the item.
  public var packs: (count: Int64, pack: Quantity)? {
    get { packCount.flatMap { count in pack.map { (count, $0) } } }
    set {
      packCount = newValue?.count
      pack = newValue?.pack
    }
  }
  private var packCount: Int64?
  private var pack: Quantity?
  /// The planned meal it is bought for (docs definition 28): its recipe and day; nil for
  /// any other line.
  public var meal: (recipe: String, day: CalendarDate)? {
    get { mealRecipe.flatMap { recipe in mealDay.map { (recipe, $0) } } }
    set {
      mealRecipe = newValue?.recipe
      mealDay = newValue?.day
    }
  }
  private var mealRecipe: String?
  private var mealDay: CalendarDate?
  /// The day it was put on the list; nil for a suggestion.
  public var addedOn: CalendarDate?
  /// The day it was bought from the list; nil while it is still to buy.
  public var boughtOn: CalendarDate?
  /// The change that recorded the purchase, for unticking it.
  public var boughtChange: UUID?

  /// A line as the list holds or shows it.
  public init(
    source: Source, name: String, item: UUID? = nil, quantity: Quantity? = nil,
    unit: String? = nil, buyBy: CalendarDate? = nil, addedOn: CalendarDate? = nil,
    boughtOn: CalendarDate? = nil, boughtChange: UUID? = nil
  ) {
    self.source = source
    self.name = name
    self.item = item
    self.quantity = quantity
    self.unit = unit
    self.buyBy = buyBy
    self.addedOn = addedOn
    self.boughtOn = boughtOn
    self.boughtChange = boughtChange
  }

  /// Whether it was bought (ticked).
  public var isBought: Bool { boughtOn != nil }

  /// Whether restock suggested it rather than a member putting it on the list.
  public var isSuggested: Bool { source == .suggested }

  /// Whether a planned meal lacks it rather than a member putting it on the list.
  public var isPlanned: Bool {
    if case .planned = source { return true }
    return false
  }

  /// Whether it is computed (a suggestion, a meal's shortfall), not a row of the list.
  public var isComputed: Bool { isSuggested || isPlanned }

  /// The line as a page shows it, for a tick to name.
  public var seen: Seen {
    Seen(source: source, quantity: isComputed ? nil : quantity)
  }
}
