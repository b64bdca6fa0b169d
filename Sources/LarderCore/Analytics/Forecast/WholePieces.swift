/// Advice in whole pieces for items counted in a count unit (`Unit.Family.count`: `pcs`,
/// 個, 本, 枚, 袋, `box`…; docs definition 5).
///
/// A piece that is started is eaten: the projected use of a lot is rounded up to whole
/// pieces (at most what is left), and the projected waste is what is left besides, so
/// use + waste = remaining and a lot of whole pieces wastes whole pieces. The waste's
/// value is that of those pieces.
public enum WholePieces {
  /// Whether advice for an item in `unit` is given in whole pieces.
  public static func apply(to unit: String) -> Bool { Unit(unit).family == .count }

  /// The projected waste of `remaining` when `exactUse` (in thousandths) is projected
  /// used and `exactWaste` wasted: nothing when nothing is wasted exactly, else
  /// remaining − min(remaining, ⌈exactUse⌉ in whole pieces).
  public static func waste(remaining: Quantity, exactUse: Ratio, exactWaste: Ratio) -> Quantity {
    guard exactWaste.numerator > 0 else { return .zero }
    let perPiece = exactUse.denominator * 1000
    // exactUse ≥ 0 and at most the remaining thousandths, so this fits.
    let pieces = (max(exactUse.numerator, 0) + perPiece - 1) / perPiece
    let used = min(pieces * 1000, Int128(remaining.thousandths))
    return Quantity(thousandths: remaining.thousandths - Int64(clamping: used))
  }
}
