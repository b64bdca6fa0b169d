/// An exact amount of an item, held in thousandths of its unit.
///
/// Three decimal places are kept exactly: `0.125` kg is 125 thousandths. Parsing more
/// decimals is an error, never a silent rounding.
///
/// Bounds: one lot, one event and a minimum stock hold at most `maximum` (10^9 units), and
/// one item's lots at most `itemMaximum` (10^11 units) in all, so that every per-item sum
/// and every product Larder forms with them fits in 64 bits (see `itemMaximum`).
/// Arithmetic is checked: `+` and `-` throw `ValueError.overflow` instead of trapping.
public struct Quantity: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number of decimal places a quantity keeps.
  public static let scale = 3
  /// The largest quantity of one lot, one event or a minimum stock: 10^9 whole units
  /// (10^12 thousandths). Parsing refuses more.
  public static let maximum = Quantity(thousandths: 1_000_000_000_000)
  /// The largest total quantity bought of one item, over all its lots: 10^11 whole units
  /// (10^14 thousandths, a hundred lots at `maximum`). The store refuses a purchase or a
  /// correction that would pass it.
  ///
  /// Chosen so that every figure per item fits in 64 bits with room to spare: on hand,
  /// consumed and discarded are at most this (10^14); a restock need of rate × horizon is
  /// at most 10^14 × 36,600 days ≈ 3.7 × 10^18 < 2^63 ≈ 9.2 × 10^18 thousandths; per week
  /// is at most 7 × 10^14. Days of supply and other ratios are exact 128-bit fractions.
  public static let itemMaximum = Quantity(thousandths: 100_000_000_000_000)
  /// The quantity in thousandths of the unit.
  public let thousandths: Int64

  /// Zero of any unit.
  public static let zero = Quantity(thousandths: 0)

  /// Creates a quantity from thousandths of the unit.
  public init(thousandths: Int64) {
    self.thousandths = thousandths
  }

  /// Creates a whole-number quantity; any 32-bit whole number fits.
  public init(_ whole: Int32) {
    self.thousandths = Int64(whole) * 1000
  }

  /// Parses a plain decimal such as `2`, `0.5` or `1.125`.
  ///
  /// - Throws: `ValueError` when the text is not a decimal, has more than 3 decimal
  ///   places, or its magnitude is beyond `maximum` (10^9): `.tooLarge`, naming the bound.
  public init(parsing text: some StringProtocol) throws(ValueError) {
    self.thousandths = try ScaledDecimal.parse(
      text, scale: Quantity.scale, maxWholeUnits: Quantity.maximum.thousandths / 1000)
  }

  /// Parses a quantity that must be greater than zero; `what` names it in the error.
  ///
  /// - Throws: the errors of `init(parsing:)`, and `ValueError.notPositive`.
  public static func positive(parsing text: some StringProtocol, what: ValueError.Subject)
    throws(ValueError)
    -> Quantity
  {
    let value = try Quantity(parsing: text)
    guard value > .zero else { throw .notPositive(what: what, value: String(text)) }
    return value
  }

  /// The quantity without its sign: `-2` as `2`. Quantities lie within ±`Quantity.itemMaximum`,
  /// so this never overflows.
  public var magnitude: Quantity {
    Quantity(thousandths: thousandths < 0 ? -thousandths : thousandths)
  }

  /// The shortest exact decimal form: `2`, `0.5`, `1.125`.
  public var description: String { ScaledDecimal.formatTrimmed(thousandths, scale: Self.scale) }

  public static func < (lhs: Quantity, rhs: Quantity) -> Bool { lhs.thousandths < rhs.thousandths }

  /// The exact sum.
  ///
  /// - Throws: `ValueError.overflow` when it does not fit in 64 bits of thousandths.
  public static func + (lhs: Quantity, rhs: Quantity) throws(ValueError) -> Quantity {
    let (sum, overflow) = lhs.thousandths.addingReportingOverflow(rhs.thousandths)
    guard !overflow else { throw .overflow(what: .totalQuantity) }
    return Quantity(thousandths: sum)
  }

  /// The exact difference.
  ///
  /// - Throws: `ValueError.overflow` when it does not fit in 64 bits of thousandths.
  public static func - (lhs: Quantity, rhs: Quantity) throws(ValueError) -> Quantity {
    let (difference, overflow) = lhs.thousandths.subtractingReportingOverflow(rhs.thousandths)
    guard !overflow else { throw .overflow(what: .quantityDifference) }
    return Quantity(thousandths: difference)
  }

  /// Adds `rhs` to `lhs`; `lhs` is unchanged when it throws `ValueError.overflow`.
  public static func += (lhs: inout Quantity, rhs: Quantity) throws(ValueError) {
    lhs = try lhs + rhs
  }

  /// Subtracts `rhs` from `lhs`; `lhs` is unchanged when it throws `ValueError.overflow`.
  public static func -= (lhs: inout Quantity, rhs: Quantity) throws(ValueError) {
    lhs = try lhs - rhs
  }
}
