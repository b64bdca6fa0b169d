import Testing

@testable import LarderWeb

/// The access log's line (`AccessLog`): what a client sent is escaped, the query never
/// written, a request never answered shows `-`.
@Suite struct AccessLogTests {
  @Test func aLineHasMethodPathStatusAndMilliseconds() {
    #expect(
      AccessLog.line(method: "GET", path: "/stock", status: 200, milliseconds: 3.46)
        == "GET /stock 200 3.5 ms")
  }

  @Test func aRequestNeverAnsweredHasNoStatus() {
    #expect(
      AccessLog.line(method: "POST", path: "/add", status: nil, milliseconds: 0)
        == "POST /add - 0.0 ms")
  }

  @Test func whatTheClientSentCannotForgeALineOrAField() {
    #expect(
      AccessLog.line(method: "GET\n", path: "/a b\r\nGET /x 200", status: 404, milliseconds: 1)
        == "GET\\n /a\\x20b\\r\\nGET\\x20/x\\x20200 404 1.0 ms")
  }
}
