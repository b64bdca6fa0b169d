import Testing

@testable import LarderWeb

/// `--mqtt`'s URL: the broker's host and port, TLS with `mqtts://`, a user name, and what
/// is refused.
@Suite struct MQTTURLTests {
  func parse(_ text: String) -> MQTTURL? { try? MQTTURL.parse(text).get() }
  func problem(_ text: String) -> MQTTURL.Problem? {
    guard case .failure(let problem) = MQTTURL.parse(text) else { return nil }
    return problem
  }

  @Test func thePlainPortIs1883AndTheTLSPort8883() {
    #expect(parse("mqtt://broker.lan") == MQTTURL(host: "broker.lan", port: 1883, tls: false))
    #expect(parse("mqtts://broker.lan") == MQTTURL(host: "broker.lan", port: 8883, tls: true))
  }

  @Test func aPortAUserAndAnIPv6AddressAreRead() {
    #expect(
      parse("MQTT://larder@192.168.1.10:1884/")
        == MQTTURL(host: "192.168.1.10", port: 1884, tls: false, user: "larder"))
    #expect(parse("mqtts://[::1]:8884") == MQTTURL(host: "::1", port: 8884, tls: true))
    #expect(parse("mqtts://[::1]:8884")?.description == "mqtts://[::1]:8884")
  }

  @Test func otherSchemesPortsPathsAndPasswordsAreRefused() {
    #expect(problem("http://broker.lan") == .scheme)
    #expect(problem("broker.lan:1883") == .scheme)
    #expect(problem("mqtt://") == .host)
    #expect(problem("mqtt://:1883") == .host)
    #expect(problem("mqtt://broker.lan:0") == .port)
    #expect(problem("mqtt://broker.lan:65536") == .port)
    #expect(problem("mqtt://broker.lan:１８８３") == .port)
    #expect(problem("mqtt://me:secret@broker.lan") == .password)
    #expect(problem("mqtt://broker.lan/topic") == .path)
  }
}
