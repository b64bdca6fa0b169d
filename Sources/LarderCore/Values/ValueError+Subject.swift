extension ValueError {
  /// The value an error is about, named as the subject of its sentence ("the quantity must
  /// be greater than zero"): a program words it for its reader from the case.
  public enum Subject: Hashable, Sendable, CustomStringConvertible {
    case quantity
    case price
    case budget
    case minimumStock
    /// A shelf life, opened, frozen or thawed life, in days.
    case life
    /// A sum the database computes.
    case total
    case totalQuantity
    case quantityDifference
    case priceShare
    case priceIndex
    case forecastProjection
    case projectedWasteValue
    /// The spending of a category projected to the end of its month.
    case projectedSpending(category: String)
    /// The quantity of an item a restock suggests.
    case restockQuantity(item: String)
    /// A running total of amounts in one currency.
    case currencyTotal(Currency)
    /// The sum of two amounts in one currency.
    case sum(Currency)
    /// The difference of two amounts in one currency.
    case difference(Currency)

    /// The subject in English, as `ValueError.description` words it: "the quantity".
    public var description: String {
      switch self {
      case .quantity: "the quantity"
      case .price: "the price"
      case .budget: "the budget"
      case .minimumStock: "the minimum stock"
      case .life: "the life in days"
      case .total: "a total"
      case .totalQuantity: "a total quantity"
      case .quantityDifference: "a difference of quantities"
      case .priceShare: "a share of a price"
      case .priceIndex: "the price index"
      case .forecastProjection: "the forecast's projection"
      case .projectedWasteValue: "the value of a projected waste"
      case .projectedSpending(let category): "the projected spending of '\(category)'"
      case .restockQuantity(let item): "the quantity of '\(item)' to restock"
      case .currencyTotal(let currency): "the total in \(currency)"
      case .sum(let currency): "a total in \(currency)"
      case .difference(let currency): "a difference in \(currency)"
      }
    }
  }
}
