import Foundation

/// The quantity of one package of a product, in a unit Larder knows: `1,5 l` is 1.5 L.
///
/// Read from a product catalog's free text (`1,5 l`, `500 g`, `250ml`, `33 cl`, `1 kg`),
/// from its number and unit fields, or from a count of pieces (`12 œufs`, `6 pièces`:
/// 12 and 6 `pcs`). A multipack `6 x 125 g` is the whole package, 750 g: what a purchase
/// of it adds to the larder. Text that is none of these (`16 oz`, `env. 500 g`, an empty
/// field) gives no quantity.
public struct PackageQuantity: Hashable, Sendable, CustomStringConvertible {
  /// How much, exactly (three decimals at most).
  public let quantity: Quantity
  /// Its unit: `g`, `kg`, `mg`, `ml`, `cl`, `dl`, `L` or `pcs`.
  public let unit: Unit

  /// A quantity of `unit`.
  public init(_ quantity: Quantity, _ unit: Unit) {
    self.quantity = quantity
    self.unit = unit
  }

  public var description: String { "\(quantity) \(unit)" }

  /// The units a catalog writes, lower-cased, as Larder writes them.
  private static let measures: [String: String] = [
    "mg": "mg", "g": "g", "gr": "g", "grs": "g", "kg": "kg", "ml": "ml", "cl": "cl",
    "dl": "dl", "l": "L", "lt": "L", "ltr": "L", "litre": "L", "litres": "L", "liter": "L",
    "liters": "L",
  ]

  /// Units of other systems, or of other things: text in them gives no quantity rather
  /// than a count of pieces.
  private static let refused: Set<String> = [
    "oz", "lb", "lbs", "fl", "floz", "gal", "pt", "qt", "kcal", "kj", "%", "cm", "mm", "m",
  ]

  /// The quantity a catalog's number and unit fields give (`product_quantity` 500 with
  /// `product_quantity_unit` `g`), or nil when the number is not a positive decimal of at
  /// most three places (a comma is read as the decimal point) or the unit is not one of
  /// mass or volume.
  public static func fields(quantity: String, unit: String) -> PackageQuantity? {
    guard let amount = number(quantity.trimmingASCIISpaces()),
      let known = measures[unit.trimmingASCIISpaces().lowercased()]
    else { return nil }
    return PackageQuantity(amount, Unit(known))
  }

  /// The quantity the free text `text` gives: `NUMBER UNIT` (with or without a space),
  /// `COUNT x NUMBER UNIT` (the total), or `COUNT WORD` (pieces); nil for anything else,
  /// or for a result over `Quantity.maximum` or finer than three decimals.
  public static func parse(_ text: String) -> PackageQuantity? {
    let words = tokens(text.lowercased())
    switch words.count {
    case 2:
      guard let amount = number(words[0]) else { return nil }
      return measured(amount, words[1])
    case 4:
      guard ["x", "×", "*"].contains(words[1]), let count = number(words[0]),
        count.thousandths % 1000 == 0, let each = number(words[2]),
        let one = measured(each, words[3])
      else { return nil }
      let (total, overflow) = one.quantity.thousandths.multipliedReportingOverflow(
        by: count.thousandths / 1000)
      guard !overflow, total <= Quantity.maximum.thousandths else { return nil }
      return PackageQuantity(Quantity(thousandths: total), one.unit)
    default:
      return nil
    }
  }

  /// `amount` of the unit written `word`: a measure, or pieces for a whole number of
  /// anything else that is a word (`œufs`).
  private static func measured(_ amount: Quantity, _ word: String) -> PackageQuantity? {
    if let symbol = measures[word] { return PackageQuantity(amount, Unit(symbol)) }
    guard !refused.contains(word), amount.thousandths % 1000 == 0,
      word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic })
    else { return nil }
    return PackageQuantity(amount, Unit("pcs"))
  }

  /// A positive decimal such as `1,5`, `0.75` or `500`, or nil.
  private static func number(_ text: String) -> Quantity? {
    let dotted = text.replacingOccurrences(of: ",", with: ".")
    guard let value = try? Quantity(parsing: dotted), value > .zero, !dotted.hasPrefix("-")
    else { return nil }
    return value
  }

  /// The words of `text`: numbers apart from what follows them (`250ml` is `250`, `ml`),
  /// `x` and `×` apart from the numbers around them, spaces dropped.
  private static func tokens(_ text: String) -> [String] {
    enum Kind { case number, word, space, sign }
    func kind(_ character: Character) -> Kind {
      if character.isASCII, character.isNumber || character == "." || character == "," {
        return .number
      }
      if character == "×" || character == "*" { return .sign }
      return character.isWhitespace ? .space : .word
    }
    var words: [String] = []
    var current = ""
    var currentKind = Kind.space
    for character in text {
      let next = kind(character)
      if next != currentKind || next == .sign {
        if currentKind != .space, !current.isEmpty { words.append(current) }
        current = ""
        currentKind = next
      }
      if next != .space { current.append(character) }
    }
    if currentKind != .space, !current.isEmpty { words.append(current) }
    return words
  }
}
