/// Whether a lot's food may still be used on a day: the one rule that `consume`, the
/// forecast, eat-first, `list` and the web follow (docs definition 5).
public enum Usability {
  /// Whether a lot that expires on `expiresOn` (nil: it does not expire) is usable on
  /// `day`: it has no expiry, or its expiry is on or after `day`.
  public static func isUsable(expiresOn: CalendarDate?, on day: CalendarDate) -> Bool {
    expiresOn.map { $0 >= day } ?? true
  }
}
