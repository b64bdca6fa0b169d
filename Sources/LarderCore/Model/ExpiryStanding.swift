/// Where a lot's date stands on a day: the one rule of "use by" and "best before".
///
/// A lot whose date is before the day is past it: *expired* when the date is a use-by
/// (or of unknown kind, read as use-by), *past best before* when it is a best-before. A
/// lot past its best before is still usable: it is never called expired, nor counted as
/// waste until it is discarded. A lot is good on its date itself.
public enum ExpiryStanding: Hashable, Sendable {
  /// Within its date, or without one.
  case good
  /// Past its best-before date: check it, then use it.
  case pastBestBefore
  /// Past its use-by date (or a date of unknown kind).
  case expired

  /// The standing on `day` of a lot dated `expires` of kind `kind`.
  public init(expires: CalendarDate?, kind: DateKind, on day: CalendarDate) {
    guard let expires, expires < day else {
      self = .good
      return
    }
    self = kind == .bestBefore ? .pastBestBefore : .expired
  }

  /// Whether the lot may still be used: it is not expired (good, or past its best before).
  /// `consume`, the forecast, eat-first, `list` and the web follow this one rule.
  public var isUsable: Bool { self != .expired }
}

extension Lot {
  /// The lot's standing on `day` (`ExpiryStanding`).
  public func standing(on day: CalendarDate) -> ExpiryStanding {
    ExpiryStanding(expires: expiresOn, kind: dateKind, on: day)
  }
}
