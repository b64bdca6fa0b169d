/// One line of a receipt that carries an amount: a product, or an adjustment of the
/// products above it (a discount, a deposit).
public struct ReceiptLine: Hashable, Sendable, Codable {
  /// What the line is.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// A product bought: `YAOURT NATURE 1,29`.
    case product
    /// A discount or coupon, a negative amount: `REMISE -0,50`, `値引 -30`, `折扣 -10`.
    case discount
    /// A deposit on the product above (a bottle's): `CONSIGNE 0,20`.
    case deposit
  }

  /// What the line is.
  public var kind: Kind
  /// The line's text as printed, trimmed and single-spaced: `CR.FRAICHE EP.30%`.
  public var text: String
  /// How many were bought: a count (`2 x 1,29`), or a weight or volume (`0,512 kg`) in
  /// `measuredUnit`; 1 when the line says nothing.
  public var count: Quantity
  /// The unit of a weighed line's `count` (`kg`, `g`, `l`), nil for a count.
  public var measuredUnit: String?
  /// The price of one, or of one `measuredUnit`, when the line prints it.
  public var unitPrice: Money?
  /// The line's amount, as printed: negative for a discount.
  public var total: Money
  /// What OCR read of a line whose quantity, unit price and amount did not agree, when the
  /// reading that agrees (one digit away) was taken instead; nil for a line read as is.
  public var misread: Misread?

  /// A line's values as OCR first read them.
  public struct Misread: Hashable, Sendable, Codable {
    public var count: Quantity
    public var unitPrice: Money?
    public var total: Money

    public init(_ line: ReceiptLine) {
      count = line.count
      unitPrice = line.unitPrice
      total = line.total
    }
  }

  public init(
    kind: Kind = .product, text: String, count: Quantity = Quantity(1),
    measuredUnit: String? = nil, unitPrice: Money? = nil, total: Money
  ) {
    self.kind = kind
    self.text = text
    self.count = count
    self.measuredUnit = measuredUnit
    self.unitPrice = unitPrice
    self.total = total
  }
}
