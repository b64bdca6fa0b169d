import LarderLanguage
import Testing

@testable import LarderWeb

/// The language a page is in: the device's choice (the switch at every page's foot, kept
/// in the `larder-lang` cookie), else the browser's `Accept-Language`, else the server's.
@Suite struct PageLanguageTests {
  /// A visitor let in with the key to a server that speaks `language`.
  static func visitor(_ language: Language = .english) throws -> InProcessWeb {
    let web = try InProcessWeb(language: language)
    web.enter()
    return web
  }

  /// The `<html lang>` of `/add` asked with `cookie` and `acceptLanguage`.
  static func lang(_ web: InProcessWeb, cookie: String? = nil, acceptLanguage: String? = nil)
    -> String
  {
    var headers = ["host": "127.0.0.1:8080"]
    headers["accept-language"] = acceptLanguage
    let page = web.send(
      Request(
        method: "GET", path: "/add", headers: headers,
        cookies: cookie.map { [PageLanguage.cookie: $0] } ?? [:])
    ).text
    guard let start = page.range(of: "<html lang=\"")?.upperBound else { return "" }
    return String(page[start...].prefix { $0 != "\"" })
  }

  /// The answer to `POST /language` of the form `fields`, without keeping its cookie as the
  /// session's.
  static func choose(_ web: InProcessWeb, _ fields: [String: String]) -> Response {
    let body = fields.sorted { $0.key < $1.key }
      .map { "\(InProcessWeb.encoded($0.key))=\(InProcessWeb.encoded($0.value))" }
      .joined(separator: "&")
    return web.app.respond(
      Request(
        method: "POST", path: "/language",
        headers: [
          "host": "127.0.0.1:8080", "content-type": "application/x-www-form-urlencoded",
        ], body: Array(body.utf8)))
  }

  @Test func theSwitchKeepsTheLanguageInItsCookieAndGoesBack() throws {
    let response = Self.choose(try Self.visitor(), ["to": "ja", "back": "/stocktake"])
    #expect(response.status == 303)
    #expect(response.header("Location") == "/stocktake")
    let cookie = try #require(response.header("Set-Cookie"))
    #expect(cookie.hasPrefix("larder-lang=ja;"))
    #expect(cookie.contains("Path=/"))
  }

  @Test func theSwitchGoesBackOnlyToAPageOfThisSite() throws {
    let response = Self.choose(try Self.visitor(), ["to": "fr", "back": "//example.com/"])
    #expect(response.header("Location") == "/")
  }

  @Test func aLanguageLarderDoesNotHaveIsNotFound() throws {
    let response = Self.choose(try Self.visitor(), ["to": "xx", "back": "/"])
    #expect(response.status == 404)
    #expect(response.header("Set-Cookie") == nil)
  }

  @Test func everyPageOffersTheSwitchBackToItself() throws {
    let page = try Self.visitor().get("/stocktake").text
    #expect(page.contains("<input type=\"hidden\" name=\"back\" value=\"/stocktake\">"))
    #expect(page.contains("<button type=\"submit\" name=\"to\" value=\"fr\""))
  }

  @Test func choosingALanguageIsAPostAnsweredOnAWriter() throws {
    // A GET that wrote and waited on the database held a reader thread (web.md: pages
    // never wait for the database).
    let web = try Self.visitor()
    #expect(web.get("/language", ["to": "ja", "back": "/"]).status == 405)
    let request = Request(
      method: "POST", path: "/language", headers: ["host": "127.0.0.1:8080"])
    guard case .write = web.app.handling(request) else {
      Issue.record("a language choice is answered on a reader")
      return
    }
  }

  @Test func theCookieBeatsAcceptLanguage() throws {
    let web = try Self.visitor()
    #expect(Self.lang(web, cookie: "ja", acceptLanguage: "fr-FR,fr;q=0.9") == "ja")
  }

  @Test func acceptLanguageBeatsTheServersLanguage() throws {
    let web = try Self.visitor(try #require(Language(code: "fr")))
    #expect(Self.lang(web, acceptLanguage: "zh-TW,zh;q=0.9") == "zh-Hant")
  }

  @Test func withoutEitherThePageIsInTheServersLanguage() throws {
    let web = try Self.visitor(try #require(Language(code: "fr")))
    #expect(Self.lang(web) == "fr")
    #expect(Self.lang(web, acceptLanguage: "de-DE,de;q=0.9") == "fr")
  }
}
