/// Why part of a Grocy database was not imported; the import counts each reason.
public enum GrocyRefusal: String, Hashable, Sendable, CaseIterable, Comparable {
  /// A product whose quantity unit Larder does not know, with its log entries.
  case unknownUnit
  /// A product whose name is empty or taken by another product (ignoring case).
  case unusableName
  /// A product whose name holds a control character or is too long (the rules of every
  /// way in, `TextField`), with its log entries.
  case badText
  /// A product or purchase whose group's, location's or store's name holds a control
  /// character or is too long: kept without that name.
  case badLabel
  /// A product whose default best-before days are below -1 (Grocy's "never expires") or
  /// pass `ShelfLives.maximumDays`, with its log entries.
  case shelfLifeTooLong
  /// A product named as an item of the household whose unit does not convert to the
  /// item's, with its log entries.
  case otherUnit
  /// A barcode that is not a valid GTIN; its product is still imported.
  case invalidBarcode
  /// A log entry of a product that was refused or does not exist.
  case refusedProduct
  /// A purchase without a purchase date, or an amount that is not a positive quantity of
  /// at most three decimals.
  case unreadableEntry
  /// A purchase whose price is not a plain decimal number, is negative, or passes the
  /// largest price.
  case unreadablePrice
  /// A consumption or spoilage whose purchase was not imported, that is dated before it or
  /// after today, or that takes more than what is left of it.
  case unmatchedUse

  public static func < (lhs: GrocyRefusal, rhs: GrocyRefusal) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
