/// A quantity as a person types it for an item: a number, with or without a unit
/// (`100 g`, `100g`, `0,1 kg`), or a number of the item's usual packs (`1 pack`,
/// `2 packs`).
public enum Amount: Hashable, Sendable {
  /// A quantity in `unit`; nil for the item's own unit.
  case quantity(Quantity, unit: String?)
  /// A number of the item's usual packs (see `Store.usualPack`).
  case packs(Quantity)

  /// The words that mean "the item's usual pack".
  public static let packWords: Set<String> = ["pack", "packs"]

  /// Reads `text` (a number, then optionally a unit, with or without a space between) and
  /// the unit of `--unit`, if given. Full-width digits and units (`１００ｇ`) read as ASCII.
  /// Zero is refused unless `allowsZero` (a stocktake may find nothing left).
  ///
  /// - Throws: the errors of `Quantity(typing:decimal:)`, `ValueError.notPositive` for
  ///   zero (unless allowed) or less, `.unitGivenTwice` when `text` has a unit and `unit`
  ///   names another.
  public static func reading(
    _ text: String, unit: String?, decimal: DecimalSeparator, allowsZero: Bool = false
  ) throws(ValueError) -> Amount {
    let folded = String(String.UnicodeScalarView(text.unicodeScalars.map(TypedNumber.halfWidth)))
      .trimmingSpaces
    let number = folded.prefix {
      $0.isASCII && ($0.isNumber || $0 == "." || $0 == "," || $0 == "-")
    }
    let written = String(folded[number.endIndex...]).trimmingSpaces
    guard !number.isEmpty else { throw .notANumber(text, decimal: decimal) }
    let value = try Quantity(typing: number, decimal: decimal)
    guard value > .zero || (allowsZero && value == .zero) else {
      throw allowsZero
        ? .negative(what: .quantity, value: text) : .notPositive(what: .quantity, value: text)
    }
    if !written.isEmpty, let unit, unit != written {
      throw .unitGivenTwice(text, unit: unit)
    }
    let symbol = written.isEmpty ? unit : written
    if let symbol, packWords.contains(symbol.lowercased()) {
      return .packs(value)
    }
    return .quantity(value, unit: symbol)
  }

  /// The amount in the item's unit `itemUnit`: converted exactly within the unit's
  /// family; packs multiplied exactly by the item's usual pack, which `pack` gives (and
  /// is asked for only for packs), except for an item counted in `pack` or `packs`, whose
  /// packs are its unit.
  ///
  /// - Throws: `UnitError` for a unit that does not convert or a conversion that needs
  ///   more than 3 decimals; `ValueError.tooPrecise` or `.tooLarge` for packs whose
  ///   product needs more than 3 decimals or passes `Quantity.maximum`; what `pack` throws.
  public func converted(to itemUnit: String, pack: () throws -> Quantity) throws -> Quantity {
    switch self {
    case .quantity(let quantity, let unit):
      guard let unit, unit != itemUnit else { return quantity }
      return try Unit(unit).convert(quantity, to: Unit(itemUnit))
    case .packs(let count):
      if Amount.packWords.contains(itemUnit.lowercased()) { return count }
      let size = try pack()
      let product = Int128(count.thousandths) * Int128(size.thousandths)
      let (thousandths, remainder) = product.quotientAndRemainder(dividingBy: 1000)
      let written = "\(count) × \(size)"
      guard remainder == 0 else {
        throw ValueError.tooPrecise(written, maxDecimals: Quantity.scale)
      }
      guard thousandths <= Int128(Quantity.maximum.thousandths),
        let exact = Int64(exactly: thousandths)
      else { throw ValueError.tooLarge(written, max: "\(Quantity.maximum)") }
      return Quantity(thousandths: exact)
    }
  }
}
