import Foundation

/// A lot split in two, so that part of it can change state.
///
/// The part is a new lot of `part` (all of it left), priced price × part ÷ quantity
/// rounded half away from zero to the minor unit; the original keeps the rest of the
/// quantity, of what is left and of the price, and every event already recorded. So the
/// two quantities and the two prices add up exactly to the original's: 3 L for 5.00 EUR,
/// split 1 L off: 1 L for 1.67 EUR and 2 L for 3.33 EUR.
public struct LotSplit: Hashable, Sendable {
  /// The original lot, less the part.
  public var kept: Lot
  /// What is left of the original, less the part.
  public var keptRemaining: Quantity
  /// The new lot: the part, all of it left.
  public var part: Lot

  /// `lot`, of which `remaining` is left, split into `part` (more than zero, less than
  /// `remaining`) and the rest; the part's id is `id`.
  ///
  /// - Throws: `ValueError` only for values outside a lot's bounds.
  public init(_ lot: Lot, remaining: Quantity, part: Quantity, id: UUID = UUIDText.random())
    throws(ValueError)
  {
    let price = try lot.price.prorated(part, of: lot.quantity)
    var split = lot
    split.id = id
    split.quantity = part
    split.price = price
    var kept = lot
    kept.quantity = try lot.quantity - part
    kept.price = try lot.price - price
    self.kept = kept
    keptRemaining = try remaining - part
    self.part = split
  }
}
