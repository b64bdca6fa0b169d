import Foundation
import LarderCore
import LarderLanguage

/// What a webhook of `larder serve` posts: a JSON event in the shape Standard Webhooks
/// suggests, `{"type", "timestamp", "data"}`, with a `title` and an English `message` beside
/// them, which Gotify shows as they are and ntfy's templates can pick.
///
/// - `change.made`: a change of the history; `data` is the change as `larder history
///   --format json` writes it.
/// - `shopping.added` and `shopping.ticked`: a line put on the shopping list, or ticked as
///   bought; `data` as for `change.made`.
/// - `expiring.digest`: the morning's expiries, from the digest's model; `data` has the
///   day, the window, the expired, past-best-before and expiring lots as `larder expiring
///   --format json` writes them, and their totals.
public enum WebhookPayload {
  /// One event: its type and its body, exactly as signed and sent.
  public struct Event: Sendable, Hashable {
    /// Such as `change.made`.
    public var type: String
    /// The JSON document.
    public var body: String
  }

  /// The type of a change made.
  public static let changeType = "change.made"
  /// The type of the morning's expiries.
  public static let expiringType = "expiring.digest"

  /// The `change.made` event of `change`, made at `now` (Unix seconds).
  public static func change(_ change: Change, at now: Int64) -> Event {
    event(changeType, change, at: now)
  }

  /// The `shopping.added` or `shopping.ticked` event of `change`; nil when it neither put a
  /// line on the shopping list nor ticked one.
  public static func shopping(_ change: Change, at now: Int64) -> Event? {
    switch change.action {
    case .listed: event("shopping.added", change, at: now)
    case .boughtFromList: event("shopping.ticked", change, at: now)
    default: nil
    }
  }

  /// The `expiring.digest` event of `digest`, made at `now` (Unix seconds).
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits.
  public static func expiring(_ digest: Digest, at now: Int64) throws(ValueError) -> Event {
    let lots = digest.expiring.flatMap(\.lots)
    let data = JSONValue.object([
      ("asOf", .string(digest.asOf.description)), ("within", .number(digest.within)),
      ("expired", .array(digest.expired.map(ExpiryView.lotJSON))),
      ("pastBestBefore", .array(digest.pastBestBefore.map(ExpiryView.lotJSON))),
      ("expiring", .array(lots.map(ExpiryView.lotJSON))),
      (
        "totals",
        .object([
          ("expired", ExpiryView.totalsJSON(digest.expiredTotals)),
          ("expiring", ExpiryView.totalsJSON(digest.expiringTotals)),
          (
            "pastBestBefore",
            ExpiryView.totalsJSON(try MoneyTotals(digest.pastBestBefore.map(\.valueAtRisk)))
          ),
        ])
      ),
    ])
    let message = DigestSubject(digest, localization: Localization(.english)).rendered()
    return Event(
      type: expiringType, body: document(expiringType, message: message, data: data, at: now))
  }

  private static func event(_ type: String, _ change: Change, at now: Int64) -> Event {
    let english = Formats(.english)
    return Event(
      type: type,
      body: document(
        type, message: summary(change.action, english),
        data: HistoryView.changeJSON(change, english), at: now))
  }

  private static func document(_ type: String, message: String, data: JSONValue, at now: Int64)
    -> String
  {
    JSONValue.object([
      ("type", .string(type)), ("timestamp", .string(timestamp(now))),
      ("title", .string("Larder")), ("message", .string(message)), ("data", data),
    ]).rendered()
  }

  /// `now` as ISO 8601 in UTC, to the second: `2026-12-07T07:00:00Z`.
  static func timestamp(_ now: Int64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(now)))
  }
}
