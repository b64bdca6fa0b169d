/// One item's line of a stocktake: what the lots held by the records and what was counted.
///
/// The difference is recorded as `adjust` events: what is missing is *lost*, drawn from
/// the lots first-expiring-first; what is in excess is *found*, given back to the lots last
/// drawn from (`FEFOAllocation.giveBack`). Neither counts as consumption or waste.
public struct StocktakeLine: Hashable, Sendable, Codable {
  /// The item's name.
  public var item: String
  /// The item's unit, which both quantities are in.
  public var unit: String
  /// What the item's lots bought on or before the stocktake's day held by the records.
  public var recorded: Quantity
  /// What was counted.
  public var counted: Quantity

  /// A line of `item`, counted at `counted` where the records held `recorded`.
  public init(item: String, unit: String, recorded: Quantity, counted: Quantity) {
    self.item = item
    self.unit = unit
    self.recorded = recorded
    self.counted = counted
  }

  /// What the stocktake found missing: recorded − counted, or zero when nothing is.
  ///
  /// Both quantities lie between zero and `Quantity.itemMaximum`, so the difference fits.
  public var lost: Quantity {
    Quantity(thousandths: max(recorded.thousandths - counted.thousandths, 0))
  }

  /// What the stocktake found in excess: counted − recorded, or zero when nothing is.
  public var found: Quantity {
    Quantity(thousandths: max(counted.thousandths - recorded.thousandths, 0))
  }

  /// Whether the count differs from the records.
  public var corrects: Bool { recorded != counted }
}
