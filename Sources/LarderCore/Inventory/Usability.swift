/// Whether a lot's food may still be used on a day: the one rule that `consume`, the
/// forecast, eat-first, `list` and the web follow (docs definitions 5 and 6).
public enum Usability {
  /// Whether a lot dated `expiresOn` (nil: it does not expire) of date kind `kind` is
  /// usable on `day`: it is not expired (`ExpiryStanding`), so it has no date, its date is
  /// on or after `day`, or its date is a best-before.
  public static func isUsable(expiresOn: CalendarDate?, kind: DateKind, on day: CalendarDate)
    -> Bool
  {
    ExpiryStanding(expires: expiresOn, kind: kind, on: day) != .expired
  }
}
