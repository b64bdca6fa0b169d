import Foundation
import LarderCore
import LarderLanguage

/// `larder serve --webhook-log`: the webhooks' last attempts, newest first.
public enum WebhookLogView {
  /// An aligned table: when each attempt was made (in `zone`), the event's type, the
  /// message's id, which attempt it was, what the receiver answered, and when the next
  /// attempt is due (or that there will be none); a sentence when there are none.
  public static func text(_ attempts: [WebhookAttempt], zone: TimeZone = .current) -> String {
    let f = Formats()
    let l = f.localization
    guard !attempts.isEmpty else { return l.tr("No webhook deliveries yet.") + "\n" }
    var table = TextTable([
      (l.tr("TIME"), .left), (l.tr("TYPE"), .left), (l.tr("ID"), .left),
      (l.tr("ATTEMPT"), .right), (l.tr("RESULT"), .left), (l.tr("NEXT ATTEMPT"), .left),
    ])
    func moment(_ seconds: Int64) -> String {
      f.moment(WebhookPayload.timestamp(seconds), in: zone)
    }
    for attempt in attempts {
      let result: String
      if let status = attempt.status {
        result =
          attempt.succeeded
          ? l.tr("{status}: delivered", ["status": String(status)])
          : l.tr("{status}: failed", ["status": String(status)])
      } else {
        result = l.tr("failed: {reason}", ["reason": (attempt.error ?? "").singleLine])
      }
      table.add([
        moment(attempt.at), attempt.type, attempt.messageID, String(attempt.number), result,
        attempt.nextAttemptAt.map(moment) ?? (attempt.isGivenUp ? l.tr("none: given up") : ""),
      ])
    }
    return table.rendered()
  }
}
