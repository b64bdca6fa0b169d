extension ValueError {
  /// The value an error is about, named as the subject of its sentence ("the quantity must
  /// be greater than zero"): a program words it for its reader from the case.
  public enum Subject: Hashable, Sendable {
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

  }
}
