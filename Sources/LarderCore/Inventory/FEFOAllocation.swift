/// First-expiring-first-out: which lots a consume or discard draws from.
///
/// Lots are drawn in this order: earliest expiry first, lots without an expiry last,
/// ties broken by earliest purchase date and then by creation order.
public enum FEFOAllocation {
  /// A lot as FEFO sees it: when it expires, when it was bought, what is left.
  public struct Candidate<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The lot's identifier, returned in the allocation.
    public var id: ID
    /// The lot's expiry date, if any.
    public var expiresOn: CalendarDate?
    /// The kind of the lot's date, which decides whether it is usable past it.
    public var dateKind: DateKind
    /// The lot's purchase date.
    public var purchasedOn: CalendarDate
    /// The lot's position in creation order (lower was created first).
    public var creationOrder: Int64
    /// What is left of the lot.
    public var remaining: Quantity

    /// Creates a candidate.
    public init(
      id: ID, expiresOn: CalendarDate?, dateKind: DateKind = .unknown, purchasedOn: CalendarDate,
      creationOrder: Int64, remaining: Quantity
    ) {
      self.id = id
      self.expiresOn = expiresOn
      self.dateKind = dateKind
      self.purchasedOn = purchasedOn
      self.creationOrder = creationOrder
      self.remaining = remaining
    }
  }

  /// A part of the request drawn from one lot.
  public struct Draw<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The lot drawn from.
    public var lotID: ID
    /// The quantity drawn.
    public var quantity: Quantity

    /// A draw of `quantity` from the lot `lotID`.
    public init(lotID: ID, quantity: Quantity) {
      self.lotID = lotID
      self.quantity = quantity
    }
  }

  /// The error when the lots do not hold enough.
  public struct Shortfall: Error, Hashable, Sendable {
    /// What was asked for.
    public var requested: Quantity
    /// What the lots hold in all.
    public var available: Quantity
  }

  /// Whether `lhs` is drawn before `rhs`.
  public static func drawsFirst<ID>(_ lhs: Candidate<ID>, _ rhs: Candidate<ID>) -> Bool {
    switch (lhs.expiresOn, rhs.expiresOn) {
    case (let left?, let right?) where left != right: return left < right
    case (.some, .none): return true
    case (.none, .some): return false
    default:
      if lhs.purchasedOn != rhs.purchasedOn { return lhs.purchasedOn < rhs.purchasedOn }
      return lhs.creationOrder < rhs.creationOrder
    }
  }

  /// Which lots a consume draws from first.
  public enum Preference: Hashable, Sendable {
    /// Lots usable on the day (`ExpiryStanding.isUsable`) first, then lots past their date: what
    /// `consume` does.
    case usableFirst
    /// Lots past their date first, then usable ones: `consume --expired`.
    case expiredFirst
  }

  /// Splits `quantity` over `lots` in FEFO order.
  ///
  /// - Throws: `Shortfall` when the lots hold less than `quantity` in all.
  public static func allocate<ID>(_ quantity: Quantity, from lots: [Candidate<ID>])
    throws(Shortfall)
    -> [Draw<ID>]
  {
    try take(quantity, from: lots.sorted(by: drawsFirst))
  }

  /// Splits `quantity` over `lots`, the lots `preference` names first, each part in FEFO
  /// order: with `.usableFirst`, a lot past its date on `day` is drawn from only when the
  /// usable lots hold less than `quantity`.
  ///
  /// - Throws: `Shortfall` when the lots hold less than `quantity` in all.
  public static func allocate<ID>(
    _ quantity: Quantity, from lots: [Candidate<ID>], on day: CalendarDate,
    preferring preference: Preference
  ) throws(Shortfall) -> [Draw<ID>] {
    let usable = lots.filter {
      ExpiryStanding(expires: $0.expiresOn, kind: $0.dateKind, on: day).isUsable
    }
    let expired = lots.filter {
      !ExpiryStanding(expires: $0.expiresOn, kind: $0.dateKind, on: day).isUsable
    }
    let ordered =
      preference == .usableFirst
      ? usable.sorted(by: drawsFirst) + expired.sorted(by: drawsFirst)
      : expired.sorted(by: drawsFirst) + usable.sorted(by: drawsFirst)
    return try take(quantity, from: ordered)
  }

  /// Splits `quantity` over `ordered`, in that order.
  private static func take<ID>(_ quantity: Quantity, from ordered: [Candidate<ID>])
    throws(Shortfall) -> [Draw<ID>]
  {
    // Summed in 128 bits, so that any number of lots of any size adds up; when it is
    // short, it is below `quantity` and so fits back in 64 bits.
    let available = ordered.reduce(Int128(0)) {
      $0 + Int128(max($1.remaining, .zero).thousandths)
    }
    guard Int128(quantity.thousandths) <= available else {
      throw Shortfall(
        requested: quantity, available: Quantity(thousandths: Int64(clamping: available)))
    }
    var left = quantity.thousandths
    var draws: [Draw<ID>] = []
    for lot in ordered where left > 0 && lot.remaining > .zero {
      let take = min(left, lot.remaining.thousandths)
      draws.append(Draw(lotID: lot.id, quantity: Quantity(thousandths: take)))
      left -= take  // 0 < take ≤ left: cannot overflow.
    }
    return draws
  }

  /// Gives `quantity` back to `lots`, in the reverse of FEFO order (the lot FEFO would draw
  /// last first), each up to its `remaining`, which here is its room: what was drawn from
  /// it. A stocktake that counts more than recorded gives the excess back this way.
  ///
  /// - Throws: `Shortfall` when the lots' room is less than `quantity` in all.
  public static func giveBack<ID>(_ quantity: Quantity, to lots: [Candidate<ID>])
    throws(Shortfall) -> [Draw<ID>]
  {
    try take(quantity, from: lots.sorted { drawsFirst($1, $0) })
  }
}
