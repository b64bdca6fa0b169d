/// What one tap of a stock row's "consume" takes (docs definition 24): one of an item
/// counted in pieces or other count units (an egg, not the box of twelve it came in), else
/// one of its usual packs (`UsualPack`: a litre of milk, a 500 g packet of pasta); never
/// more than is usable, and nothing when nothing is.
public enum UsualPortion {
  /// The portion of `line`'s item, whose usual pack is `usualPack`; nil when nothing of it
  /// is usable.
  public static func of(_ line: ItemStock, usualPack: Quantity) -> Quantity? {
    guard line.usable > .zero else { return nil }
    let portion = Unit(line.item.unit).family == .count ? Quantity(1) : usualPack
    return min(portion > .zero ? portion : Quantity(1), line.usable)
  }
}
