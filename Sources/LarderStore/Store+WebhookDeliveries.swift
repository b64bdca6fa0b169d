import LarderCore
import LarderErrors

extension Store {
  /// Keeps a new webhook message, due at its `nextAttemptAt`, outside the change history
  /// (as members are: undo never sends a message again).
  public func addWebhookMessage(_ message: WebhookMessage) throws {
    try db.transaction {
      try db.run(
        """
        INSERT INTO webhook_messages (
          message_id, event_type, url, body, created_at, next_attempt_at)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
        [
          .text(message.id), .text(message.type), .text(message.url), .text(message.body),
          .integer(message.createdAt), message.nextAttemptAt.map { .integer($0) } ?? .null,
        ])
    }
  }

  /// Records `attempt` of its message and when the next one is due (nil: none, the
  /// message delivered or given up), in one transaction.
  public func recordWebhookAttempt(_ attempt: WebhookAttempt) throws {
    try db.transaction {
      guard
        let message = try db.firstRow(
          "SELECT id FROM webhook_messages WHERE message_id = ? LIMIT 1",
          [.text(attempt.messageID)], { $0.onlyInt64 })
      else { return }
      try db.run(
        """
        INSERT INTO webhook_attempts (message, number, attempted_at, status, error)
        VALUES (?, ?, ?, ?, ?)
        """,
        [
          .integer(message), .integer(Int64(attempt.number)), .integer(attempt.at),
          attempt.status.map { .integer(Int64($0)) } ?? .null,
          attempt.error.map { .text($0) } ?? .null,
        ])
      try db.run(
        "UPDATE webhook_messages SET next_attempt_at = ? WHERE id = ?",
        [attempt.nextAttemptAt.map { .integer($0) } ?? .null, .integer(message)])
    }
  }

  /// The messages still to deliver, oldest first, each with the attempts made so far:
  /// what a server started again takes up.
  public func pendingWebhookMessages() throws -> [WebhookMessage] {
    try db.rows(
      """
      SELECT \(WebhookMessageColumns.select)
      FROM webhook_messages WHERE next_attempt_at IS NOT NULL ORDER BY id
      """
    ) { row in
      try WebhookMessageColumns.message(ColumnReader(row, table: "webhook_messages"))
    }
  }

  /// When the last message of type `type` was made, in Unix seconds; nil when none was.
  public func lastWebhookMessage(ofType type: String) throws -> Int64? {
    try db.firstRow(
      """
      SELECT created_at FROM webhook_messages WHERE event_type = ?
      ORDER BY created_at DESC LIMIT 1
      """, [.text(type)]
    ) { $0.onlyInt64 }
  }

  /// The last `limit` attempts, newest first, the last of a message still to deliver with
  /// when its next attempt is due.
  public func webhookAttempts(limit: Int = 50) throws -> [WebhookAttempt] {
    try db.rows(
      """
      SELECT \(WebhookAttemptColumns.select)
      FROM webhook_attempts JOIN webhook_messages ON webhook_messages.id = webhook_attempts.message
      ORDER BY webhook_attempts.id DESC LIMIT ?
      """, [.integer(Int64(max(limit, 0)))]
    ) { row in
      try WebhookAttemptColumns.attempt(ColumnReader(row, table: "webhook_attempts"))
    }
  }

  /// Forgets the messages made before `before` (Unix seconds) that are no longer due,
  /// with their attempts.
  public func pruneWebhookMessages(before: Int64) throws {
    try db.transaction {
      try db.run(
        """
        DELETE FROM webhook_attempts WHERE message IN (
          SELECT id FROM webhook_messages WHERE next_attempt_at IS NULL AND created_at < ?)
        """, [.integer(before)])
      try db.run(
        "DELETE FROM webhook_messages WHERE next_attempt_at IS NULL AND created_at < ?",
        [.integer(before)])
    }
  }
}

/// A webhook message's row and the count of its attempts, in SELECT order.
enum WebhookMessageColumns: Int32, ResultColumns {
  case id, messageID, type, url, body, createdAt, nextAttemptAt, attempts

  var sql: String {
    switch self {
    case .id: "webhook_messages.id"
    case .messageID: "webhook_messages.message_id"
    case .type: "webhook_messages.event_type"
    case .url: "webhook_messages.url"
    case .body: "webhook_messages.body"
    case .createdAt: "webhook_messages.created_at"
    case .nextAttemptAt: "webhook_messages.next_attempt_at"
    case .attempts:
      "(SELECT count(*) FROM webhook_attempts WHERE message = webhook_messages.id)"
    }
  }

  static func message(_ reader: ColumnReader<WebhookMessageColumns>) throws -> WebhookMessage {
    WebhookMessage(
      id: reader.text(.messageID), type: reader.text(.type), url: reader.text(.url),
      body: reader.text(.body), createdAt: reader.int64(.createdAt),
      nextAttemptAt: reader.optionalInt64(.nextAttemptAt),
      attempts: Int(clamping: reader.int64(.attempts)))
  }
}

/// An attempt's row with its message's id, type and next attempt, in SELECT order.
enum WebhookAttemptColumns: Int32, ResultColumns {
  case id, messageID, type, number, at, status, error, nextAttemptAt, isLast

  var sql: String {
    switch self {
    case .id: "webhook_attempts.id"
    case .messageID: "webhook_messages.message_id"
    case .type: "webhook_messages.event_type"
    case .number: "webhook_attempts.number"
    case .at: "webhook_attempts.attempted_at"
    case .status: "webhook_attempts.status"
    case .error: "webhook_attempts.error"
    case .nextAttemptAt: "webhook_messages.next_attempt_at"
    case .isLast:
      "webhook_attempts.id = (SELECT max(id) FROM webhook_attempts AS later"
        + " WHERE later.message = webhook_attempts.message)"
    }
  }

  static func attempt(_ reader: ColumnReader<WebhookAttemptColumns>) throws -> WebhookAttempt {
    let isLast = reader.int64(.isLast) == 1
    let next = isLast ? reader.optionalInt64(.nextAttemptAt) : nil
    var attempt = WebhookAttempt(
      messageID: reader.text(.messageID), type: reader.text(.type),
      number: Int(clamping: reader.int64(.number)), at: reader.int64(.at),
      status: reader.optionalInt64(.status).map { Int(clamping: $0) },
      error: reader.optionalText(.error), nextAttemptAt: next)
    attempt.isGivenUp = isLast && next == nil && !attempt.succeeded
    return attempt
  }
}
