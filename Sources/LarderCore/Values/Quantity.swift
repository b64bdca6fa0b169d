/// An exact amount of an item, held in thousandths of its unit.
///
/// Three decimal places are kept exactly: `0.125` kg is 125 thousandths. Parsing more
/// decimals is an error, never a silent rounding.
public struct Quantity: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number of decimal places a quantity keeps.
  public static let scale = 3
  /// The quantity in thousandths of the unit.
  public let thousandths: Int64

  /// Zero of any unit.
  public static let zero = Quantity(thousandths: 0)

  /// Creates a quantity from thousandths of the unit.
  public init(thousandths: Int64) {
    self.thousandths = thousandths
  }

  /// Creates a whole-number quantity.
  public init(_ whole: Int) {
    self.thousandths = Int64(whole) * 1000
  }

  /// Parses a plain decimal such as `2`, `0.5` or `1.125`.
  ///
  /// - Throws: `ValueError` when the text is not a decimal, has more than 3 decimal
  ///   places, or is beyond 10^12.
  public init(parsing text: some StringProtocol) throws(ValueError) {
    self.thousandths = try ScaledDecimal.parse(text, scale: Quantity.scale)
  }

  /// Parses a quantity that must be greater than zero; `what` names it in the error.
  public static func positive(parsing text: some StringProtocol, what: String) throws(ValueError)
    -> Quantity
  {
    let value = try Quantity(parsing: text)
    guard value > .zero else { throw .notPositive(what: what, value: String(text)) }
    return value
  }

  /// The shortest exact decimal form: `2`, `0.5`, `1.125`.
  public var description: String { ScaledDecimal.formatTrimmed(thousandths, scale: Self.scale) }

  public static func < (lhs: Quantity, rhs: Quantity) -> Bool { lhs.thousandths < rhs.thousandths }
  public static func + (lhs: Quantity, rhs: Quantity) -> Quantity {
    Quantity(thousandths: lhs.thousandths + rhs.thousandths)
  }
  public static func - (lhs: Quantity, rhs: Quantity) -> Quantity {
    Quantity(thousandths: lhs.thousandths - rhs.thousandths)
  }
  public static func += (lhs: inout Quantity, rhs: Quantity) { lhs = lhs + rhs }
  public static func -= (lhs: inout Quantity, rhs: Quantity) { lhs = lhs - rhs }
}
