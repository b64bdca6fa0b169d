import Testing

@testable import LarderCommandLine

/// `serve`: `--mqtt` takes only a broker's `mqtt://` or `mqtts://` URL, without a password,
/// and `--mqtt-node` goes with it.
@Suite struct ServeMQTTValidationTests {
  func validate(_ tokens: [String]) -> String? {
    usageMessage { try ServeCommand.validate(parse(tokens, as: ServeCommand.spec)) }
  }

  @Test func aBrokerAndANode() {
    #expect(validate(["--mqtt", "mqtts://broker.lan:8884", "--mqtt-node", "home"]) == nil)
  }

  @Test func aURLThatIsNotMQTT() {
    #expect(
      validate(["--mqtt", "http://broker.lan"])
        == "The value 'http://broker.lan' is invalid for '--mqtt <url>': it must start with "
        + "mqtt:// or mqtts://")
  }

  @Test func aPasswordInTheURLIsRefusedWithoutBeingShown() {
    #expect(
      validate(["--mqtt", "mqtt://me:s3cret@broker.lan"])
        == "The value 'mqtt://broker.lan' is invalid for '--mqtt <url>': a password does not go "
        + "in the URL: put it in ~/.netrc")
  }

  @Test func aNodeWithoutABroker() {
    #expect(validate(["--mqtt-node", "home"]) == "Give --mqtt-node with --mqtt")
  }

  @Test func aNodeOfCapitals() {
    let read = usageMessage {
      _ = try parse(["--mqtt", "mqtt://broker.lan", "--mqtt-node", "Home"], as: ServeCommand.spec)[
        ServeCommand.mqttNode]
    }
    #expect(
      read
        == "The value 'Home' is invalid for '--mqtt-node <name>': it must be 1 to 64 lower-case "
        + "letters a-z, digits or _")
  }
}
