/// A webhook's message and its attempts, as the delivery log keeps them: outside the
/// change history, as members are (undo never sends a message again).
public struct WebhookMessage: Hashable, Sendable {
  /// The message's id, sent as `webhook-id` with every attempt (`msg_…`).
  public var id: String
  /// The event's type, such as `change.made`.
  public var type: String
  /// Where it is posted.
  public var url: String
  /// The JSON body, exactly as signed and sent.
  public var body: String
  /// When it was made, in Unix seconds.
  public var createdAt: Int64
  /// When the next attempt is due, in Unix seconds; nil once delivered or given up.
  public var nextAttemptAt: Int64?
  /// The attempts made so far.
  public var attempts: Int

  /// A message; `attempts` counts those already made.
  public init(
    id: String, type: String, url: String, body: String, createdAt: Int64,
    nextAttemptAt: Int64?, attempts: Int = 0
  ) {
    self.id = id
    self.type = type
    self.url = url
    self.body = body
    self.createdAt = createdAt
    self.nextAttemptAt = nextAttemptAt
    self.attempts = attempts
  }
}

/// One attempt to deliver a webhook's message, as the delivery log shows it.
public struct WebhookAttempt: Hashable, Sendable {
  /// The message's id (`webhook-id`).
  public var messageID: String
  /// The message's event type.
  public var type: String
  /// Which attempt this was, from 1.
  public var number: Int
  /// When it was made, in Unix seconds.
  public var at: Int64
  /// The receiver's HTTP status; nil when it gave none (unreachable, timed out).
  public var status: Int?
  /// Why there was no status (libcurl's reason), in English.
  public var error: String?
  /// When the next attempt is due, for the message's last attempt when one is.
  public var nextAttemptAt: Int64?
  /// Whether this failed attempt was the message's last: the schedule gave up.
  public var isGivenUp: Bool

  /// An attempt.
  public init(
    messageID: String, type: String, number: Int, at: Int64, status: Int?, error: String?,
    nextAttemptAt: Int64? = nil, isGivenUp: Bool = false
  ) {
    self.messageID = messageID
    self.type = type
    self.number = number
    self.at = at
    self.status = status
    self.error = error
    self.nextAttemptAt = nextAttemptAt
    self.isGivenUp = isGivenUp
  }

  /// Whether the receiver took it: a 2xx status.
  public var succeeded: Bool { status.map { (200...299).contains($0) } ?? false }
}
