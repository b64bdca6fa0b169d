/// A unit an item is counted in, and the family it converts within.
///
/// Larder knows three families: mass (`mg`, `g`, `kg`), volume (`ml`, `cl`, `dl`, `l`,
/// also written `mL`, `cL`, `dL`, `L`) and count (`pcs`, and any unit Larder does not
/// know, such as `box`; `pièce`, `個` and the other `pieceWords` are `pcs`). A quantity
/// converts exactly between units of mass, or between units of volume; a count unit
/// converts only to itself, as written.
public struct Unit: Hashable, Sendable, CustomStringConvertible {
  /// What a unit measures.
  public enum Family: String, Hashable, Sendable {
    case mass, volume, count
  }

  /// The unit as written, for example `L`.
  public let symbol: String
  /// What it measures.
  public let family: Family
  /// Its size in the smallest unit of its family (mg or ml); nil for a count unit.
  let size: Int64?

  /// The units Larder knows, by symbol: family and size in mg or ml.
  private static let known: [String: (Family, Int64)] = [
    "mg": (.mass, 1), "g": (.mass, 1_000), "kg": (.mass, 1_000_000),
    "ml": (.volume, 1), "mL": (.volume, 1), "cl": (.volume, 10), "cL": (.volume, 10),
    "dl": (.volume, 100), "dL": (.volume, 100), "l": (.volume, 1_000), "L": (.volume, 1_000),
  ]

  /// The words for one piece, in the languages Larder speaks: each is the unit `pcs`.
  public static let pieceWords: Set<String> = [
    "pcs", "pc", "piece", "pieces", "pièce", "pièces", "pièce(s)", "個",
  ]

  /// The unit written `symbol` (a word for one piece is `pcs`); one Larder does not know
  /// counts, converting only to itself.
  public init(_ symbol: String) {
    self.symbol = Unit.pieceWords.contains(symbol.lowercased()) ? "pcs" : symbol
    if let (family, size) = Unit.known[symbol] {
      self.family = family
      self.size = size
    } else {
      self.family = .count
      self.size = nil
    }
  }

  public var description: String { symbol }

  /// Whether a quantity in this unit converts to `other`: both of mass, both of volume, or
  /// the very same unit.
  public func converts(to other: Unit) -> Bool {
    symbol == other.symbol || (size != nil && other.size != nil && family == other.family)
  }

  /// The factor from this unit to `other` as a reduced fraction (numerator, denominator):
  /// 1 kg is 1000 g, so kg to g is (1000, 1), and g to kg (1, 1000).
  ///
  /// - Throws: `UnitError.otherFamily` when the units do not convert.
  public func factor(to other: Unit) throws(UnitError) -> (numerator: Int64, denominator: Int64) {
    if symbol == other.symbol { return (1, 1) }
    guard let from = size, let to = other.size, family == other.family else {
      throw .otherFamily(from: self, to: other)
    }
    var (a, b) = (from, to)
    while b != 0 { (a, b) = (b, a % b) }
    return (from / a, to / a)
  }

  /// `quantity` of this unit, in `other`, exactly: 1 kg is 1000 g.
  ///
  /// - Throws: `UnitError.otherFamily` when the units do not convert, `.tooPrecise` when the
  ///   result needs more than 3 decimals (0.5 g is 0.0005 kg), `.tooLarge` past
  ///   `Quantity.maximum`.
  public func convert(_ quantity: Quantity, to other: Unit) throws(UnitError) -> Quantity {
    try convert(quantity, to: other, bound: Quantity.maximum)
  }

  /// `quantity` of this unit in `other`, exactly, refused past `bound`.
  ///
  /// - Throws: as `convert(_:to:)`, with `bound` in place of `Quantity.maximum`.
  public func convert(_ quantity: Quantity, to other: Unit, bound: Quantity) throws(UnitError)
    -> Quantity
  {
    let (numerator, denominator) = try factor(to: other)
    let product = Int128(quantity.thousandths) * Int128(numerator)
    let (result, remainder) = product.quotientAndRemainder(dividingBy: Int128(denominator))
    guard remainder == 0 else {
      throw .tooPrecise(quantity, from: self, to: other, exact: Unit.exact(product, denominator))
    }
    guard result <= Int128(bound.thousandths), let thousandths = Int64(exactly: result) else {
      throw .tooLarge(
        quantity, from: self, to: other, result: Unit.trimmed(result, places: 3), bound: bound)
    }
    return Quantity(thousandths: thousandths)
  }

  /// `thousandths ÷ denominator` thousandths as an exact decimal; the denominator is a
  /// power of ten, as every factor between units of one family is.
  private static func exact(_ thousandths: Int128, _ denominator: Int64) -> String {
    var places = 3
    var scale: Int128 = 1
    while scale < Int128(denominator), places < 12 {
      scale *= 10
      places += 1
    }
    return trimmed(thousandths * scale / Int128(denominator), places: places)
  }

  /// `value ÷ 10^places` as the shortest exact decimal: `0.0005`, `1000`.
  private static func trimmed(_ value: Int128, places: Int) -> String {
    var text = ScaledDecimal.format(value, scale: places)
    guard places > 0 else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

/// Why a quantity does not convert to another unit.
public enum UnitError: Error, Hashable, Sendable {
  /// Units of different families, or a count unit and another unit.
  case otherFamily(from: Unit, to: Unit)
  /// A result that needs more than 3 decimals; `exact` is its exact decimal.
  case tooPrecise(Quantity, from: Unit, to: Unit, exact: String)
  /// A result past `bound`; `result` is its exact decimal.
  case tooLarge(Quantity, from: Unit, to: Unit, result: String, bound: Quantity)

}
