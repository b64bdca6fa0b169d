import LarderCore

extension GrocyRefusal {
  /// What was left out for this reason, as the line after its count.
  public func words(_ l: Localization) -> String {
    switch self {
    case .unknownUnit: l.tr("products in a quantity unit Larder does not know, with their stock")
    case .unusableName: l.tr("products without a name, or named as another product")
    case .badText:
      l.tr("products whose name holds a control character or is too long, with their stock")
    case .badLabel:
      l.tr(
        "products and purchases whose group, location or store name holds a control character or is too long (kept without that name)"
      )
    case .shelfLifeTooLong:
      l.tr(
        "products whose default best-before days are below -1 or past 36,500 (100 years), with their stock"
      )
    case .otherUnit:
      l.tr("products named as an item of the household counted in another unit, with their stock")
    case .invalidBarcode: l.tr("barcodes that are not valid GTINs or are on another item")
    case .refusedProduct: l.tr("stock log entries of a product left out")
    case .unreadableEntry:
      l.tr("purchases without a date, dated after today, or of an amount that is not a quantity")
    case .unreadablePrice:
      l.tr("purchases whose price is not a number, is negative or is too large")
    case .unmatchedUse:
      l.tr("uses and spoilage without their purchase, out of its dates, or more than it held")
    }
  }
}
