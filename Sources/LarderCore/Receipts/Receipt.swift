/// A receipt as read from its text or its codes: where and when, its lines and the total
/// it states. Nothing in it is recorded; `ReceiptPricing` turns it into purchases.
public struct Receipt: Hashable, Sendable, Codable {
  /// Where the receipt was read from, which decides how exact it must be.
  public enum Source: String, Hashable, Sendable, CaseIterable, Codable {
    /// Text, pasted or in a file.
    case text
    /// An e-mail's text or HTML part.
    case mail
    /// A PDF's text.
    case pdf
    /// A photo, read by OCR.
    case photo
    /// Taiwan e-invoice QR codes (in a photo).
    case eInvoice = "e-invoice"
  }

  /// The store, as the receipt names it (its first line), when it does.
  public var store: String?
  /// The day of the purchase, when the receipt prints one.
  public var date: CalendarDate?
  /// The currency of every amount.
  public var currency: Currency
  /// The lines with an amount, in the receipt's order.
  public var lines: [ReceiptLine]
  /// The total the receipt states (`TOTAL`, `合計`, `總計`), when it states one.
  public var total: Money?
  /// Where it was read from.
  public var source: Source
  /// An e-invoice's number (`AB12345678`), which identifies it.
  public var invoiceNumber: String?
  /// How it was paid, when a payment line says (`CB`, `ESPECES`, `現金`).
  public var payment: PaymentMethod?

  public init(
    store: String? = nil, date: CalendarDate? = nil, currency: Currency,
    lines: [ReceiptLine] = [], total: Money? = nil, source: Source = .text,
    invoiceNumber: String? = nil
  ) {
    self.store = store
    self.date = date
    self.currency = currency
    self.lines = lines
    self.total = total
    self.source = source
    self.invoiceNumber = invoiceNumber
  }

  /// The sum of every line, discounts and deposits included, in minor units.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits.
  public func linesTotal() throws(ValueError) -> Money {
    var sum: Int64 = 0
    for line in lines {
      let (next, overflow) = sum.addingReportingOverflow(line.total.minorUnits)
      guard !overflow else { throw .overflow(what: .sum(currency)) }
      sum = next
    }
    return Money(minorUnits: sum, currency: currency)
  }

  /// The stated total less the lines' sum: zero when they add up, nil without a total.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits.
  public func difference() throws(ValueError) -> Money? {
    guard let total else { return nil }
    let (value, overflow) = total.minorUnits.subtractingReportingOverflow(
      try linesTotal().minorUnits)
    guard !overflow else { throw .overflow(what: .difference(currency)) }
    return Money(minorUnits: value, currency: currency)
  }
}
