import Dispatch
import Foundation
import LarderCore
import LarderLanguage
import LarderMail
import LarderReports
import LarderStore
import Synchronization

/// `larder serve --webhook`: posts each event to one URL, signed (`WebhookSigner`), from a
/// queue of its own, so that no request ever waits for a receiver. Each message is kept in
/// the delivery log (`Store.addWebhookMessage`) before its first attempt and each attempt
/// after it; a receiver that fails is tried again on `RetrySchedule`, and a message still
/// due when the server stops is taken up when it starts again.
public final class WebhookDelivery: Sendable {
  private let queue = DispatchQueue(label: "larder-webhooks", qos: .utility)
  private let url: String
  private let signer: WebhookSigner
  private let schedule: RetrySchedule
  private let kinds: Set<WebhookEventKind>
  private let log: @Sendable (String) -> Void
  private let state: State
  private let stopped = Mutex(false)

  /// The delivery log's connection, opened on first use: touched only on the queue.
  private final class State: @unchecked Sendable {
    let path: String
    var store: Store?
    init(path: String) { self.path = path }
  }

  /// A delivery to `url` of the events `kinds` names, signed with `secret`, logged in the
  /// database at `database`; `log` gets one line per failed attempt.
  public init(
    url: String, secret: WebhookSecret, kinds: Set<WebhookEventKind>, schedule: RetrySchedule,
    database: String, log: @escaping @Sendable (String) -> Void
  ) {
    self.url = url
    self.signer = WebhookSigner(secret: secret)
    self.kinds = kinds
    self.schedule = schedule
    self.log = log
    self.state = State(path: database)
  }

  /// The listener that posts the events of each batch of changes.
  public var listener: ChangeWatcher.Listener {
    { [self] changes in
      let events = WebhookEventKind.events(of: changes, kinds: kinds, at: Self.now())
      if !events.isEmpty { send(events) }
    }
  }

  /// Whether the morning's expiries are asked for.
  public var sendsExpiring: Bool { kinds.contains(.expiring) }

  /// Takes up the messages a previous server left due, each at its time, and forgets
  /// those delivered or given up more than 30 days ago.
  public func resume() {
    queue.async { [self] in
      do {
        let store = try store()
        try store.pruneWebhookMessages(before: Self.now() - 30 * 86_400)
        for message in try store.pendingWebhookMessages() {
          let wait = Double(max((message.nextAttemptAt ?? 0) - Self.now(), 0))
          queue.asyncAfter(deadline: .now() + wait) { [self] in
            attempt(message, number: message.attempts + 1)
          }
        }
      } catch {
        failed("the delivery log cannot be read", error)
      }
    }
  }

  /// Keeps each event as a message and makes its first attempt, in turn, on the queue.
  public func send(_ events: [WebhookPayload.Event]) {
    queue.async { [self] in
      for event in events {
        let message = WebhookMessage(
          id: "msg_" + Secrets.token(bytes: 16), type: event.type, url: url, body: event.body,
          createdAt: Self.now(), nextAttemptAt: Self.now())
        do { try store().addWebhookMessage(message) } catch {
          failed("\(message.id) \(message.type) not kept in the delivery log", error)
        }
        attempt(message, number: 1)
      }
    }
  }

  /// Makes no attempt from now on; what is still due stays in the delivery log.
  public func stop() {
    stopped.withLock { $0 = true }
  }

  /// Attempt `number` of `message`, on the queue: posted, recorded, and the next one
  /// scheduled when it failed and the schedule has one.
  private func attempt(_ message: WebhookMessage, number: Int) {
    guard !stopped.withLock({ $0 }) else { return }
    let bytes = Array(message.body.utf8)
    let at = Self.now()
    let outcome = HTTPPost.send(
      bytes, to: message.url, headers: signer.headers(id: message.id, timestamp: at, body: bytes))
    var record = WebhookAttempt(
      messageID: message.id, type: message.type, number: number, at: at, status: nil, error: nil)
    switch outcome {
    case .answered(let status): record.status = status
    case .failed(let reason): record.error = reason
    }
    let pause = record.succeeded ? nil : schedule.pause(beforeAttempt: number + 1)
    record.nextAttemptAt = pause.map { at + Int64($0.rounded(.up)) }
    if !record.succeeded {
      let result = record.status.map { "status \($0)" } ?? (record.error ?? "")
      log(
        "webhook: " + LogText.escaped(message.id) + " " + LogText.escaped(message.type)
          + " attempt \(number) failed: "
          + LogText.detail(result)
          + (pause == nil ? "; given up" : "; next attempt in \(Self.seconds(pause ?? 0))"))
    }
    do { try store().recordWebhookAttempt(record) } catch {
      failed("\(message.id) attempt \(number) not kept in the delivery log", error)
    }
    if let pause {
      queue.asyncAfter(deadline: .now() + pause) { [self] in
        attempt(message, number: number + 1)
      }
    }
  }

  /// The delivery log, opened on the queue the first time.
  private func store() throws -> Store {
    if let store = state.store { return store }
    let store = try Store(path: state.path, creating: false)
    state.store = store
    return store
  }

  /// Logs `what` failed because of `error`, and closes the connection, opened again next
  /// time.
  private func failed(_ what: String, _ error: any Error) {
    state.store = nil
    log(
      "webhook: " + what + ": "
        + LogText.detail(
          (error as? any LocalizedMessage)?.message(.english) ?? String(reflecting: error)))
  }

  /// A pause as the log writes it: `5s`, `300s`, or `0.30s` when shortened for a test.
  static func seconds(_ pause: Double) -> String {
    pause == pause.rounded() && pause < 1e9
      ? "\(Int(pause))s" : String(format: "%.2fs", pause)
  }

  /// Now, in Unix seconds.
  static func now() -> Int64 { Int64(Date().timeIntervalSince1970) }
}
