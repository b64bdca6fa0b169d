import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderWeb

/// The API in-process, one behaviour each: its tokens, its problem details and its writes.
struct APIRequestTests {
  /// A server on a household with 2 L of milk, and a token of each kind.
  static func household() throws -> (InProcessWeb, writer: String, reader: String) {
    let web = try InProcessWeb()
    let store = try Store(path: web.databasePath)
    try store.addPurchase(
      PurchaseRow(
        line: 0, date: InProcessWeb.today, item: "Whole milk", quantity: try Quantity(parsing: "2"),
        price: try Money(parsing: "2.30", currency: .euro), unit: "L"),
      today: InProcessWeb.today)
    let writer = Secrets.token()
    let reader = Secrets.token()
    try store.addAPIToken(
      APIToken(
        name: "home-assistant", hash: Secrets.tokenHash(writer), member: nil, readOnly: false,
        addedOn: InProcessWeb.today))
    try store.addAPIToken(
      APIToken(
        name: "dashboard", hash: Secrets.tokenHash(reader), member: nil, readOnly: true,
        addedOn: InProcessWeb.today))
    return (web, writer, reader)
  }

  static func call(
    _ web: InProcessWeb, _ method: String, _ path: String, token: String?, body: String? = nil,
    headers: [String: String] = [:]
  ) -> (status: Int, json: [String: Any]) {
    var sent = headers
    if let token { sent["authorization"] = "Bearer \(token)" }
    if body != nil { sent["content-type"] = "application/json" }
    let response = web.send(
      Request(method: method, path: path, headers: sent, body: Array((body ?? "").utf8)))
    let json = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any]
    return (response.status, json ?? [:])
  }

  @Test func aReadWithATokenAnswersTheCommandLinesJSON() throws {
    let (web, writer, _) = try Self.household()
    let response = web.send(
      Request(
        method: "GET", path: "/api/v1/stock", headers: ["authorization": "Bearer \(writer)"]))
    #expect(response.status == 200)
    let stock = try #require(
      try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
    #expect(stock.first?["name"] as? String == "Whole milk")
    #expect(stock.first?["onHand"] as? String == "2")
  }

  @Test func noTokenIsA401ProblemAndAReadOnlyTokenCannotWrite() throws {
    let (web, _, reader) = try Self.household()
    let anonymous = Self.call(web, "GET", "/api/v1/stock", token: nil)
    #expect(anonymous.status == 401)
    #expect(anonymous.json["type"] as? String == "/api/v1/problems/unauthorized")
    let write = Self.call(
      web, "POST", "/api/v1/items/Whole milk/consume", token: reader, body: #"{"quantity": "1"}"#)
    #expect(write.status == 403)
    #expect(write.json["type"] as? String == "/api/v1/problems/forbidden")
  }

  @Test func aRefusalIsA422InTheRequestsLanguage() throws {
    let (web, writer, _) = try Self.household()
    let english = Self.call(
      web, "POST", "/api/v1/items/Whole milk/consume", token: writer, body: #"{"quantity": "3"}"#)
    let french = Self.call(
      web, "POST", "/api/v1/items/Whole milk/consume", token: writer, body: #"{"quantity": "3"}"#,
      headers: ["accept-language": "fr"])
    #expect(english.status == 422 && french.status == 422)
    #expect(english.json["type"] as? String == french.json["type"] as? String)
    #expect(english.json["title"] as? String == "A value was refused")
    #expect(french.json["detail"] as? String != english.json["detail"] as? String)
  }

  @Test func aWriteSentTwiceWithItsKeyIsAppliedOnce() throws {
    let (web, writer, _) = try Self.household()
    let key = ["idempotency-key": "consume-milk-0001"]
    let first = Self.call(
      web, "POST", "/api/v1/items/Whole milk/consume", token: writer, body: #"{"quantity": "0.5"}"#,
      headers: key)
    let again = Self.call(
      web, "POST", "/api/v1/items/Whole milk/consume", token: writer, body: #"{"quantity": "0.5"}"#,
      headers: key)
    let change = first.json["change"] as? [String: Any]
    #expect(first.status == 200 && again.status == 200)
    #expect((again.json["change"] as? [String: Any])?["id"] as? String == change?["id"] as? String)
    let store = try Store(path: web.databasePath)
    #expect(
      try store.stock(asOf: InProcessWeb.today, includeUsedUp: false).first?.onHand.description
        == "1.5")
    let origin = try #require(try store.changes(limit: 1).first?.origin)
    #expect(
      origin
        == .api(route: "/api/v1/items/Whole milk/consume", token: "home-assistant", member: nil))
  }

  @Test func aBodyWithAFieldItDoesNotDeclareIsA400() throws {
    let (web, writer, _) = try Self.household()
    let response = Self.call(
      web, "POST", "/api/v1/items/Whole milk/consume", token: writer,
      body: #"{"quantity": "0.5", "colour": "blue"}"#)
    #expect(response.status == 400)
    #expect(response.json["field"] as? String == "colour")
  }
}

extension APIRequestTests {
  @Test func aBodyOfAnotherMediaTypeIsA415() throws {
    let (web, writer, _) = try Self.household()
    var headers = ["authorization": "Bearer \(writer)", "content-type": "application/jsonx"]
    let body = Array(#"{"quantity": "0.5"}"#.utf8)
    let refused = web.send(
      Request(
        method: "POST", path: "/api/v1/items/Whole milk/consume", headers: headers, body: body))
    #expect(refused.status == 415)
    headers["content-type"] = "Application/JSON; charset=utf-8"
    let taken = web.send(
      Request(
        method: "POST", path: "/api/v1/items/Whole milk/consume", headers: headers, body: body))
    #expect(taken.status == 200)
  }

  @Test func anotherSchemeIsA401AndNoWrongToken() throws {
    let (web, _, _) = try Self.household()
    for _ in 0..<6 {
      let response = web.send(
        Request(
          method: "GET", path: "/api/v1/stock",
          headers: ["authorization": "Basic dXNlcjpwYXNz"], client: "192.0.2.7"))
      // Never 429: a proxy's Basic login is no guess at a token.
      #expect(response.status == 401)
    }
  }
}

extension APIRequestTests {
  @Test func aPriceBelowZeroIsRefusedByTheStore() throws {
    let (web, writer, _) = try Self.household()
    let response = Self.call(
      web, "POST", "/api/v1/purchases", token: writer,
      body: #"{"item": "Whole milk", "quantity": "1", "price": "-1.00"}"#)
    #expect(response.status == 422)
    let store = try Store(path: web.databasePath)
    #expect(try store.changes(limit: 10).count == 1)
  }
}
