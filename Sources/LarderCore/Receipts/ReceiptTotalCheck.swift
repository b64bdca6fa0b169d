/// How a receipt's lines stand against the total it prints, and whether it may be recorded
/// as read: a receipt is never recorded half-read without the household's decision.
public enum ReceiptTotalCheck: Hashable, Sendable {
  /// The lines add up to the total printed.
  case addsUp
  /// The lines do not add up: the total printed less their sum.
  case differs(by: Money)
  /// No total was read: the lines' sum.
  case noTotal(lines: Money)

  /// What the household accepts of a receipt that does not add up.
  public struct Acceptance: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Record the lines as read though they do not add up to the total printed
    /// (`--accept-difference`).
    public static let difference = Acceptance(rawValue: 1)
    /// Record the lines of a receipt that truly prints no total (`--no-total`).
    public static let noTotal = Acceptance(rawValue: 2)
  }

  /// The check of `receipt`.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits.
  public init(_ receipt: Receipt) throws(ValueError) {
    guard let difference = try receipt.difference() else {
      self = .noTotal(lines: try receipt.linesTotal())
      return
    }
    self = difference.minorUnits == 0 ? .addsUp : .differs(by: difference)
  }

  /// Whether the receipt may be recorded with what the household `accepted`.
  public func allows(_ accepted: Acceptance) -> Bool {
    switch self {
    case .addsUp: true
    case .differs: accepted.contains(.difference)
    case .noTotal: accepted.contains(.noTotal)
    }
  }
}
