import LarderCore

extension ValueError.Subject {
  /// The value named as the subject of a sentence in the language of `l`: "the quantity",
  /// "la quantité".
  public func message(_ l: Localization) -> String {
    switch self {
    case .quantity: l.tr("the quantity")
    case .price: l.tr("the price")
    case .budget: l.tr("the budget")
    case .minimumStock: l.tr("the minimum stock")
    case .life: l.tr("the life in days")
    case .total: l.tr("a total")
    case .totalQuantity: l.tr("a total quantity")
    case .quantityDifference: l.tr("a difference of quantities")
    case .priceShare: l.tr("a share of a price")
    case .priceIndex: l.tr("the price index")
    case .forecastProjection: l.tr("the forecast's projection")
    case .projectedWasteValue: l.tr("the value of a projected waste")
    case .projectedSpending(let category):
      l.tr("the projected spending of '{category}'", ["category": category])
    case .restockQuantity(let item):
      l.tr("the quantity of '{item}' to restock", ["item": item])
    case .currencyTotal(let currency): l.tr("the total in {currency}", ["currency": "\(currency)"])
    case .sum(let currency): l.tr("a total in {currency}", ["currency": "\(currency)"])
    case .difference(let currency):
      l.tr("a difference in {currency}", ["currency": "\(currency)"])
    }
  }
}
