import Foundation
import LarderCore
import LarderReports
import LarderStore
import Testing

@testable import LarderWeb

/// Webhooks in-process: the Standard Webhooks signature, the secret's form, the retry
/// schedule, the events of a batch of changes and their JSON, the delivery log.
@Suite struct WebhookTests {
  /// The secret of Standard Webhooks' own example (24 bytes).
  static let exampleSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"

  static func signer() throws -> WebhookSigner {
    let secret = try #require(WebhookSecret(exampleSecret))
    return WebhookSigner(secret: secret)
  }

  /// A change of the history with `action`, made on the command line.
  static func change(_ action: ChangeAction) throws -> Change {
    Change(
      id: try #require(UUID(uuidString: "0F136E00-1111-4222-8333-444455556666")),
      madeAt: "2026-12-07T07:15:02Z", kind: .write, action: action,
      origin: .commandLine(arguments: ["shopping", "add", "Bread"]), isUndone: false)
  }

  /// `body` read as a JSON object.
  static func object(_ body: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
  }

  @Test func theSignatureIsStandardWebhooksExampleSignature() throws {
    // The specification's example: id, timestamp, body and secret, and its signature.
    let signature = try Self.signer().signature(
      id: "msg_p5jXN8AQM9LWM0D4loKWxJek", timestamp: 1_614_265_330,
      body: Array(#"{"test": 2432232314}"#.utf8))
    #expect(signature == "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
  }

  @Test func theSignatureOfAnEventBodyIsPythonsHMAC() throws {
    // Computed once with Python: base64(hmac.new(key, b"msg_….1614265330." + body,
    // hashlib.sha256).digest()), the key the base64 after "whsec_".
    let body = "{\"type\": \"change.made\", \"message\": \"Added 1 L of Whole milk\"}\n"
    let signature = try Self.signer().signature(
      id: "msg_p5jXN8AQM9LWM0D4loKWxJek", timestamp: 1_614_265_330, body: Array(body.utf8))
    #expect(signature == "v1,TJnkqkb8A5gMmmg3ho3m1nqLCkgJWTrLpm9Eu3+ik4w=")
  }

  @Test func eachAttemptCarriesTheThreeHeadersAndJSON() throws {
    let headers = try Self.signer().headers(id: "msg_1", timestamp: 1_700_000_000, body: [])
    #expect(
      headers.map(\.0) == ["Content-Type", "webhook-id", "webhook-timestamp", "webhook-signature"])
    #expect(headers[0].1 == "application/json")
    #expect(headers[2].1 == "1700000000")
    #expect(headers[3].1.hasPrefix("v1,"))
  }

  @Test func aSecretIsWhsecAndTwentyFourToSixtyFourBytesOfBase64() {
    #expect(WebhookSecret(Self.exampleSecret)?.key.count == 24)
    // Unpadded base64 is read too (32 bytes: 43 characters).
    #expect(WebhookSecret("whsec_" + String(repeating: "A", count: 43))?.key.count == 32)
    #expect(WebhookSecret("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw") == nil, "without whsec_")
    #expect(WebhookSecret("whsec_c2hvcnQ=") == nil, "5 bytes")
    #expect(WebhookSecret("whsec_not base64 at all!!") == nil)
    #expect(WebhookSecret("whsec_") == nil)
  }

  @Test func theRetriesFollowStandardWebhooksScheduleForAboutADay() {
    let schedule = RetrySchedule()
    #expect(
      (1...9).map { schedule.pause(beforeAttempt: $0) }
        == [0, 5, 300, 1_800, 7_200, 18_000, 36_000, 36_000, nil])
    #expect(schedule.pause(beforeAttempt: 2) ?? 60 < 60, "the first retry within a minute")
    #expect(schedule.span > 86_400 && schedule.span < 2 * 86_400)
  }

  @Test func aScaledScheduleKeepsItsShape() {
    let schedule = RetrySchedule(scale: 0.001)
    #expect(schedule.pause(beforeAttempt: 2) == 0.005)
    #expect(schedule.pause(beforeAttempt: 3) == 0.3)
    #expect(schedule.attempts == 8)
    #expect(RetrySchedule(scale: 7).pauses == RetrySchedule.standardPauses, "never longer")
  }

  @Test func eventNamesAreReadAndAnUnknownOneIsNamed() throws {
    #expect(
      try WebhookEventKind.parse("expiring, shopping").get() == [.expiring, .shopping])
    #expect(try WebhookEventKind.parse("changes").get() == [.changes])
    switch WebhookEventKind.parse("changes,shoping") {
    case .success: Issue.record("a misspelt event was read")
    case .failure(let unknown): #expect(unknown.name == "shoping")
    }
  }

  @Test func aShoppingLineAddedIsAChangeAndAShoppingEvent() throws {
    let listed = try Self.change(.listed(name: "Bread", quantity: nil, unit: nil))
    let events = WebhookEventKind.events(
      of: [(rowID: 7, change: listed)], kinds: Set(WebhookEventKind.allCases), at: 1_796_000_000)
    #expect(events.map(\.type) == ["change.made", "shopping.added"])
    let shopping = try Self.object(events[1].body)
    #expect(shopping["type"] as? String == "shopping.added")
    #expect(shopping["title"] as? String == "Larder")
    #expect(shopping["timestamp"] as? String == "2026-11-30T00:53:20Z")
    let data = try #require(shopping["data"] as? [String: Any])
    #expect(data["id"] as? String == "0f136e00-1111-4222-8333-444455556666")
    #expect(data["madeAt"] as? String == "2026-12-07T07:15:02Z")
    #expect((data["action"] as? [String: Any])?["kind"] as? String == "listed")
    #expect((data["action"] as? [String: Any])?["name"] as? String == "Bread")
    #expect(data["summary"] as? String == shopping["message"] as? String)
    #expect((data["summary"] as? String)?.contains("Bread") == true)
  }

  @Test func aLineTickedIsShoppingTicked() throws {
    let ticked = try Self.change(
      .boughtFromList(
        item: "Bread", quantity: Quantity(1), unit: "piece",
        price: try Money(parsing: "2.40", currency: .euro),
        lot: try #require(UUID(uuidString: "3D31E83B-1111-4222-8333-444455556666"))))
    let events = WebhookEventKind.events(
      of: [(rowID: 8, change: ticked)], kinds: [.shopping], at: 1_796_000_000)
    #expect(events.map(\.type) == ["shopping.ticked"])
    let data = try #require(try Self.object(events[0].body)["data"] as? [String: Any])
    let action = try #require(data["action"] as? [String: Any])
    #expect(action["kind"] as? String == "boughtFromList")
    #expect((action["price"] as? [String: Any])?["amount"] as? String == "2.40")
  }

  @Test func otherChangesAreNoShoppingEvent() throws {
    let unlisted = try Self.change(.unlisted(name: "Bread"))
    #expect(
      WebhookEventKind.events(of: [(rowID: 9, change: unlisted)], kinds: [.shopping], at: 0)
        .isEmpty)
    #expect(
      WebhookEventKind.events(of: [(rowID: 9, change: unlisted)], kinds: [.changes], at: 0)
        .map(\.type) == ["change.made"])
    #expect(
      WebhookEventKind.events(of: [(rowID: 9, change: unlisted)], kinds: [.expiring], at: 0)
        .isEmpty)
  }

  @Test func theDeliveryLogKeepsEachAttemptAndWhatIsStillDue() throws {
    let store = try Store(path: ":memory:")
    try store.addWebhookMessage(
      WebhookMessage(
        id: "msg_a", type: "change.made", url: "http://127.0.0.1:9/hook", body: "{}\n",
        createdAt: 1_000, nextAttemptAt: 1_000))
    try store.recordWebhookAttempt(
      WebhookAttempt(
        messageID: "msg_a", type: "change.made", number: 1, at: 1_000, status: 500, error: nil,
        nextAttemptAt: 1_005))
    let pending = try store.pendingWebhookMessages()
    #expect(pending.map(\.id) == ["msg_a"])
    #expect(pending.first?.attempts == 1)
    #expect(pending.first?.nextAttemptAt == 1_005)
    try store.recordWebhookAttempt(
      WebhookAttempt(
        messageID: "msg_a", type: "change.made", number: 2, at: 1_005, status: 204, error: nil))
    #expect(try store.pendingWebhookMessages().isEmpty)
    let log = try store.webhookAttempts()
    #expect(log.map(\.number) == [2, 1])
    #expect(log.map(\.succeeded) == [true, false])
    #expect(try store.lastWebhookMessage(ofType: "change.made") == 1_000)
    #expect(try store.lastWebhookMessage(ofType: "expiring.digest") == nil)
  }

  @Test func aMessageGivenUpIsMarkedSoInTheLog() throws {
    let store = try Store(path: ":memory:")
    try store.addWebhookMessage(
      WebhookMessage(
        id: "msg_c", type: "change.made", url: "http://127.0.0.1:9/hook", body: "{}\n",
        createdAt: 1_000, nextAttemptAt: 1_000))
    try store.recordWebhookAttempt(
      WebhookAttempt(
        messageID: "msg_c", type: "change.made", number: 8, at: 1_000, status: nil,
        error: "Connection refused"))
    let log = try store.webhookAttempts()
    #expect(log.map(\.isGivenUp) == [true])
    #expect(WebhookLogView.text(log).contains("none: given up"))
  }

  @Test func theMorningsEventIsDueAtTheAlarmTimeOfTheLocalDay() throws {
    let alarm = try #require(AlarmTime(parsing: "07:30"))
    // 2026-11-30T00:53:20Z: still the 30th in UTC, already 09:53 on the 30th in Tokyo.
    let now: Int64 = 1_796_000_000
    let utc = try #require(TimeZone(identifier: "UTC"))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(MorningWebhook.alarm(alarm, onDayOf: now, in: utc) == 1_795_996_800 + 27_000)
    #expect(MorningWebhook.alarm(alarm, onDayOf: now, in: tokyo) == 1_795_996_800 - 32_400 + 27_000)
  }

  @Test func theLogShowsEachAttemptsResult() throws {
    let text = WebhookLogView.text(
      [
        WebhookAttempt(
          messageID: "msg_b", type: "shopping.added", number: 2, at: 1_796_000_000, status: nil,
          error: "Failed to connect to 127.0.0.1 port 9", nextAttemptAt: 1_796_000_300),
        WebhookAttempt(
          messageID: "msg_b", type: "shopping.added", number: 1, at: 1_796_000_000, status: 503,
          error: nil),
      ], zone: try #require(TimeZone(identifier: "UTC")))
    let lines = text.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("TIME"))
    #expect(lines[1].contains("failed: Failed to connect") && lines[1].contains("2026-11-30"))
    #expect(lines[2].contains("503: failed") && lines[2].contains("msg_b"))
    #expect(WebhookLogView.text([]) == "No webhook deliveries yet.\n")
  }
}
