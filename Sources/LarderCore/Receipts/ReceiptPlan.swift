/// What recording a receipt would do: each product line with the item it is matched to,
/// the quantity and the price it would be recorded at; nothing in it is recorded yet.
public struct ReceiptPlan: Hashable, Sendable {
  /// How a line found its item.
  public enum Match: String, Hashable, Sendable, CaseIterable {
    /// The store's alias for the line's text.
    case alias
    /// An item of that name (folded: case, accents and width ignored).
    case name
    /// A decision given now (`--map`, or at the review).
    case decided
    /// Left out, by a decision now or the store's alias.
    case skipped
    /// No item: the line waits for a decision.
    case unknown
    /// The item is known but not how much the line is: it needs a pack (`@200 g`).
    case needsPack = "needs-pack"
    /// Left out: the line buys nothing (a quantity of zero, or an amount below zero, as a
    /// refund prints).
    case nothingBought = "nothing-bought"
  }

  /// A product line and what it would record.
  public struct Line: Hashable, Sendable {
    /// The line's index in the receipt's `lines`.
    public var index: Int
    /// The line as read.
    public var line: ReceiptLine
    /// How its item was found.
    public var match: Match
    /// The item's name, when matched.
    public var item: String?
    /// The quantity recorded, in `unit`, when known.
    public var quantity: Quantity?
    /// The unit of `quantity`: the item's, or for a new item, the pack's (else `pcs`).
    public var unit: String?
    /// The price recorded: the line's, with the discounts and deposits that belong to it.
    public var price: Money?
    /// Whether the decision is new, and is to be remembered for the store.
    public var learns: Bool
    /// The decision, when it is new (`learns`).
    public var decision: ReceiptDecision?

    public init(
      index: Int, line: ReceiptLine, match: Match, item: String? = nil,
      quantity: Quantity? = nil, unit: String? = nil, price: Money? = nil, learns: Bool = false,
      decision: ReceiptDecision? = nil
    ) {
      self.index = index
      self.line = line
      self.match = match
      self.item = item
      self.quantity = quantity
      self.unit = unit
      self.price = price
      self.learns = learns
      self.decision = decision
    }

    /// Whether the line is recorded as a purchase.
    public var isRecorded: Bool { match == .alias || match == .name || match == .decided }
  }

  /// The receipt as read.
  public var receipt: Receipt
  /// The store the purchases are recorded at.
  public var store: String
  /// Their day.
  public var date: CalendarDate
  /// One per product line, in the receipt's order.
  public var lines: [Line]

  public init(receipt: Receipt, store: String, date: CalendarDate, lines: [Line]) {
    self.receipt = receipt
    self.store = store
    self.date = date
    self.lines = lines
  }

  /// The lines still waiting for a decision: unknown, or needing a pack.
  public var undecided: [Line] { lines.filter { $0.match == .unknown || $0.match == .needsPack } }

  /// The recorded lines.
  public var recorded: [Line] { lines.filter(\.isRecorded) }

  /// What the recorded lines cost, in minor units.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits.
  public func recordedTotal() throws(ValueError) -> Money {
    var sum: Int64 = 0
    for line in recorded {
      let (next, overflow) = sum.addingReportingOverflow(line.price?.minorUnits ?? 0)
      guard !overflow else { throw .overflow(what: .sum(receipt.currency)) }
      sum = next
    }
    return Money(minorUnits: sum, currency: receipt.currency)
  }
}
