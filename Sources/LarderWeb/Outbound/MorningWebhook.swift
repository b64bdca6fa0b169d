import Dispatch
import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// The morning's `expiring.digest` event of `larder serve --webhook`: once a day at the
/// alarm time, or at start when today's was missed (none made since today's alarm time,
/// as the delivery log says). Its figures are the digest's (`Store.digest`: 3 days of
/// expiries), read on a queue of its own through a read-only connection.
public final class MorningWebhook {
  private let timer: DispatchSourceTimer

  /// The digest's window: what expires within 3 days, as `larder digest` reads it.
  static let within = 3

  /// Checks now and then every minute whether today's event is due, and hands it to
  /// `delivery` when it is.
  public init(
    delivery: WebhookDelivery, database: String, alarmTime: AlarmTime,
    today: @escaping @Sendable () -> CalendarDate, log: @escaping @Sendable (String) -> Void
  ) {
    let queue = DispatchQueue(label: "larder-morning-webhook", qos: .utility)
    timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now(), repeating: .seconds(60))
    let sent = SentFor()
    timer.setEventHandler {
      let now = WebhookDelivery.now()
      let due = Self.alarm(alarmTime, onDayOf: now)
      guard now >= due, sent.alarm < due else { return }
      do {
        let store = try Store(path: database, forReading: true, creating: false)
        if let last = try store.lastWebhookMessage(ofType: WebhookPayload.expiringType),
          last >= due
        {
          sent.alarm = due
          return
        }
        let digest = try store.digest(
          asOf: today(), within: MorningWebhook.within, horizon: 7, minHistory: 14)
        delivery.send([try WebhookPayload.expiring(digest, at: now)])
        sent.alarm = due
      } catch {
        log(
          "webhook: the morning's expiries cannot be read: "
            + LogText.detail(
              (error as? any LocalizedMessage)?.message(.english) ?? String(reflecting: error)))
      }
    }
    timer.resume()
  }

  /// Stops the schedule.
  public func stop() { timer.cancel() }

  /// The alarm time of the day in `zone` (by default the local one, `TZ`) of `now` (Unix
  /// seconds), in Unix seconds.
  static func alarm(_ time: AlarmTime, onDayOf now: Int64, in zone: TimeZone = .current)
    -> Int64
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let midnight = calendar.startOfDay(for: Date(timeIntervalSince1970: TimeInterval(now)))
    return Int64(midnight.timeIntervalSince1970) + Int64(time.minutes) * 60
  }

  /// The alarm time whose event was made: touched only on the timer's queue.
  private final class SentFor: @unchecked Sendable {
    var alarm: Int64 = 0
  }
}
