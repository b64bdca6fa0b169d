import Foundation
import Testing

/// `larder serve --webhook` as a process, with receivers that verify each delivery with
/// the Standard Webhooks reference library: one that fails twice (Checkers/check_webhooks.py),
/// one that fails until the server is started again (check_webhook_restart.py), one that
/// hangs (check_webhook_slow_receiver.py); and its usage errors, in-process.
@Suite struct WebhookDeliveryTests {
  static let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"

  @Test func deliveriesAreVerifiedRetriedAndLogged() throws {
    let larder = try LarderBinary()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_webhooks.py"), LarderBinary.executable.path, larder.database,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }

  @Test func anEventStillDueWhenTheServerStopsIsSentWhenItStartsAgain() throws {
    let larder = try LarderBinary()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_webhook_restart.py"), LarderBinary.executable.path,
      larder.database,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }

  @Test func aReceiverThatHangsNeverSlowsARequest() throws {
    let larder = try LarderBinary()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_webhook_slow_receiver.py"), LarderBinary.executable.path,
      larder.database,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }

  @Test func aWebhookWithoutASecretRefusesToStart() throws {
    let larder = try LarderBinary()
    for secret in ["", "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "whsec_c2hvcnQ="] {
      let result = try larder.run(
        ["serve", "--webhook", "http://127.0.0.1:9/hook"],
        environment: ["LARDER_WEBHOOK_SECRET": secret])
      #expect(result.status == 64)
      // One line, then the usage footer every usage error ends with.
      #expect(
        result.stderr.split(separator: "\n").first?.hasPrefix(
          "Error: --webhook needs a secret: set LARDER_WEBHOOK_SECRET to whsec_") == true,
        "\(result.stderr)")
    }
  }

  @Test func aWebhookURLIsHTTPOrHTTPS() throws {
    let larder = try LarderBinary()
    let result = try larder.run(
      ["serve", "--webhook", "ftp://example.org/hook"],
      environment: ["LARDER_WEBHOOK_SECRET": Self.secret])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "The value 'ftp://example.org/hook' is invalid for '--webhook <url>': only http:// and https:// URLs are allowed"
      ), "\(result.stderr)")
  }

  @Test func anUnknownEventIsNamed() throws {
    let larder = try LarderBinary()
    let result = try larder.run(
      ["serve", "--webhook", "http://127.0.0.1:9/hook", "--webhook-events", "changes,expiry"],
      environment: ["LARDER_WEBHOOK_SECRET": Self.secret])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "'expiry' is not an event; the events are expiring, shopping and changes"),
      "\(result.stderr)")
  }

  @Test func theLogOfAHouseholdWithoutWebhooksSaysSo() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["serve", "--webhook-log"])
    #expect(result.status == 0)
    #expect(result.stdout == "No webhook deliveries yet.\n")
  }
}
