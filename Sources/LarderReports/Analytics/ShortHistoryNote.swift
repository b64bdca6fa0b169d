import LarderCore
import LarderLanguage

/// The one line `forecast`, `restock`, the digest and the report give about items with a
/// short history (docs definition 3): how many, and that their advice comes from expiry
/// dates alone.
public enum ShortHistoryNote {
  /// The line for `count` items with fewer than `minHistory` days of history; nil when
  /// there are none.
  public static func line(count: Int, minHistory: Int, _ texts: Localization = .current)
    -> String?
  {
    guard count > 0 else { return nil }
    return texts.trn(
      "{count} item has less than {days} days of history: no pace is known for it yet, so its advice comes from expiry dates alone.",
      "{count} items have less than {days} days of history: no pace is known for them yet, so their advice comes from expiry dates alone.",
      count: count, ["days": String(minHistory)])
  }

  /// The line for the items of `projections` with a short history.
  public static func line(
    _ projections: [ItemProjection], minHistory: Int, _ texts: Localization = .current
  ) -> String? {
    line(
      count: projections.filter { $0.status == .shortHistory }.count, minHistory: minHistory,
      texts)
  }
}
