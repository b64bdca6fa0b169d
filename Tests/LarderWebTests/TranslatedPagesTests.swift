import Foundation
import LarderCore
import LarderLanguage
import LarderStore
import Testing

@testable import LarderWeb

/// Every page of `larder serve`, and every message its forms leave, in the language the
/// device asked for (its `larder-lang` cookie, or its browser's `Accept-Language`): the
/// page says so in `<html lang>`, no English word is left in what a person reads (the
/// household's own names, units and codes aside), zh-Hant has no Simplified character,
/// and no `{placeholder}` shows, in English either.
@Suite struct TranslatedPagesTests {
  /// How a request asks for its language.
  struct Asking: CustomTestStringConvertible, Sendable {
    /// The code `<html lang>` must give.
    let code: String
    var cookies: [String: String] = [:]
    var headers: [String: String] = [:]

    static func cookie(_ code: String) -> Asking {
      Asking(code: code, cookies: [PageLanguage.cookie: code])
    }

    static func header(_ code: String, _ value: String) -> Asking {
      Asking(code: code, headers: ["accept-language": value])
    }

    var testDescription: String {
      cookies.isEmpty ? "\(code) by Accept-Language" : "\(code) by cookie"
    }
  }

  static let translated: [Asking] = [
    .cookie("fr"), .cookie("zh-Hant"), .cookie("ja"),
    .header("fr", "fr-FR,fr;q=0.9,en;q=0.5"), .header("zh-Hant", "zh-TW,zh;q=0.9"),
    .header("ja", "ja-JP,ja;q=0.9"),
  ]

  /// Words that are English and no word of French (so not `date`, `note`, `lot`, `total`,
  /// `stock`, `page`, `budget`, `format`, `sections`, `minimum`), nor the name of the category of an
  /// item without one (`other`), matched whole and in any case.
  static let englishWords: Set<String> = [
    "the", "and", "of", "to", "for", "with", "from", "at", "is", "it", "this", "that", "not",
    "all", "more", "none", "never", "nothing", "add", "added", "item", "items", "save", "search",
    "consume", "consumed", "discard", "discarded", "expires", "expired", "next", "back", "edit",
    "price", "paid", "quantity", "spending", "restock", "downloads", "log", "undo", "redo",
    "category", "cancel", "correct", "store", "unit", "location", "name", "month", "monthly",
    "report", "calendar", "password", "household", "left", "bought", "event", "events", "count",
    "counted", "recorded", "empty", "shelf", "life", "days", "opened", "frozen", "thawed", "kind",
    "workbook", "subscribe", "feed", "whole", "anyone", "address", "found",
    "method", "stocktake", "updated", "used", "touched", "removes", "brings", "sets", "eat",
    "first", "language", "tomorrow", "invalid", "value", "missing", "expected",
    "run", "files", "replaces", "within", "converted", "when", "new", "there", "what", "here",
    "saved", "agrees", "records", "changed", "past",
  ]

  /// Characters of Simplified Chinese that Traditional writes otherwise (`后` for `後`,
  /// `库` for `庫`); none is also a Traditional character in common use.
  static let simplified = Set(
    "们这个为时会过还发说对动开关么买卖价单数钱额费预购库项类删复变当录编辑导输显历间则选择设应户务认证码扫条货总计账剂后来没与从东张经种页网线区视语简体冻鲜鸡"
  )

  /// The household's own words, which stay as they are typed in every language.
  static let householdWords = [
    "Whole milk", "Œufs", "豆腐", "dairy", "Carrefour", "Larder", "English", "EUR", "pcs",
    "abc",
  ]

  /// A household with three items (Whole milk, 豆腐, and Œufs past their date), a consume
  /// and a budget, let in with the key; with the paths of its item, lot and event.
  struct Household {
    let web: InProcessWeb
    let item: String
    let lot: String
    let event: String
    let eggs: String

    init() throws {
      web = try InProcessWeb()
      web.enter()
      let milk = web.post(
        "/add",
        [
          ("name", "Whole milk"), ("quantity", "2"), ("unit", "L"), ("price", "2.38"),
          ("store", "Carrefour"), ("category", "dairy"), ("expires", "2026-12-04"),
        ])
      item = try #require(milk.header("Location"))
      web.add("豆腐", "1", unit: "pcs", price: "1.29")
      let eggs = web.post(
        "/add",
        [
          ("name", "Œufs"), ("quantity", "12"), ("unit", "pcs"), ("price", "3.10"),
          ("date", "2026-11-10"), ("expires", "2026-11-20"),
        ])
      self.eggs = try #require(eggs.header("Location"))
      _ = web.post("\(item)/consume", [("quantity", "0.5")])
      let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
      try store.setBudget(
        "dairy", amount: try Money(parsing: "40", currency: .euro), currency: .euro,
        from: try Month(parsing: "2026-12"))
      let page = web.get(item).text
      lot = try #require(Self.link(page, after: "\(item)/lots/"))
      event = try #require(Self.link(page, after: "\(item)/events/"))
    }

    /// The first link in `page` that begins with `prefix`.
    static func link(_ page: String, after prefix: String) -> String? {
      guard let start = page.range(of: "href=\"\(prefix)")?.lowerBound else { return nil }
      let href = page[start...].dropFirst("href=\"".count)
      return String(href.prefix { $0 != "\"" })
    }

    /// Every page a visitor reaches, by the name the lists above use.
    var pages: [(name: String, path: String, query: [String: String])] {
      [
        ("/", "/", [:]), ("/?sort=expiry", "/", ["sort": "expiry"]), ("/?all=1", "/", ["all": "1"]),
        ("/?q=milk", "/", ["q": "milk"]), ("/add", "/add", [:]), ("/items/ITEM", item, [:]),
        ("/items/ITEM/edit", "\(item)/edit", [:]), ("/items/ITEM/lots/LOT", lot, [:]),
        ("/items/ITEM/events/EVENT", event, [:]), ("/stocktake", "/stocktake", [:]),
        ("/expiring", "/expiring", [:]), ("/restock", "/restock", [:]),
        ("/spending", "/spending", [:]), ("/downloads", "/downloads", [:]),
        ("/budgets", "/budgets", [:]), ("/history", "/history", [:]),
        ("404", "/no-such-page", [:]),
      ]
    }

    func get(_ path: String, _ query: [String: String] = [:], _ asking: Asking?) -> Response {
      web.send(
        Request(
          method: "GET", path: path, query: query,
          headers: ["host": "127.0.0.1:8080"].merging(asking?.headers ?? [:]) { $1 },
          cookies: asking?.cookies ?? [:]))
    }

    func post(_ path: String, _ fields: [(String, String)], _ asking: Asking?) -> Response {
      let body = (fields + [("csrf", web.token ?? "")])
        .map { "\(InProcessWeb.encoded($0.0))=\(InProcessWeb.encoded($0.1))" }
        .joined(separator: "&")
      let headers = [
        "host": "127.0.0.1:8080", "content-type": "application/x-www-form-urlencoded",
      ]
      return web.send(
        Request(
          method: "POST", path: path,
          headers: headers.merging(asking?.headers ?? [:]) { $1 },
          cookies: asking?.cookies ?? [:], body: Array(body.utf8)))
    }

    /// The message the last form left, as the next page shows it.
    func flash(_ path: String, _ asking: Asking) -> String {
      let page = get(path, [:], asking).text
      guard let start = page.range(of: "<p class=\"flash\" role=\"status\">")?.upperBound,
        let end = page[start...].range(of: "</p>")?.lowerBound
      else { return "" }
      return String(page[start..<end])
    }
  }

  /// What is wrong with `html`, a page or message named `name`, for a reader of `code`:
  /// English words left, Simplified characters in zh-Hant, a `{` of a placeholder.
  static func problems(_ html: String, _ name: String, code: String, words: Bool = true)
    -> [String]
  {
    var text = VisibleText.of(html)
    for word in householdWords + Language.available.map(\.ownName) {
      text = text.replacingOccurrences(of: word, with: " ")
    }
    // The short ids of lots and events (`lot 3add12ab`), whose hex letters can spell a word.
    text = text.replacingOccurrences(
      of: "\\b[0-9a-f]{8}\\b", with: " ", options: .regularExpression)
    var found: [String] = []
    if text.contains("{") { found.append("\(name) in \(code): a placeholder shows in «\(text)»") }
    guard words, code != "en" else { return found }
    let english = text.split { !$0.isLetter && $0 != "'" }
      .filter { englishWords.contains($0.lowercased()) }
    for word in english {
      let start = text.index(word.startIndex, offsetBy: -30, limitedBy: text.startIndex)
      let end = text.index(word.endIndex, offsetBy: 30, limitedBy: text.endIndex)
      let around = text[(start ?? text.startIndex)..<(end ?? text.endIndex)]
      found.append("\(name) in \(code): the English word '\(word)' in «\(around)»")
    }
    if code == "zh-Hant" {
      for character in Set(text.filter { simplified.contains($0) }).sorted() {
        found.append("\(name) in zh-Hant: the Simplified character '\(character)'")
      }
    }
    return found
  }

  /// The problems of the response to a page, its `<html lang>` first.
  static func problems(_ response: Response, _ name: String, code: String, words: Bool = true)
    -> [String]
  {
    let html = response.text
    guard html.contains("<html lang=\"\(code)\">") else {
      let lang = html.range(of: "<html lang=\"").map { html[$0.upperBound...].prefix(8) }
      return ["\(name) in \(code): <html lang=\"\(lang ?? "none")…"]
    }
    return problems(html, name, code: code, words: words)
  }

  @Test(arguments: translated)
  func everyPageIsInTheLanguageAsked(asking: Asking) throws {
    let household = try Household()
    var found: [String] = []
    for page in household.pages {
      let response = household.get(page.path, page.query, asking)
      #expect(
        response.status == (page.name == "404" ? 404 : 200), "\(page.name) in \(asking.code)")
      found += Self.problems(response, page.name, code: asking.code)
    }
    let wrongMethod = household.web.send(
      Request(
        method: "PUT", path: "/add",
        headers: ["host": "127.0.0.1:8080"].merging(asking.headers) {
          $1
        }, cookies: asking.cookies))
    #expect(wrongMethod.status == 405)
    found += Self.problems(wrongMethod, "405", code: asking.code)
    let undo = household.post("/undo", [("back", "/")], asking)
    #expect(undo.status == 200)
    found += Self.problems(undo, "the undo confirmation", code: asking.code)
    let passworded = try InProcessWeb(password: "open sesame")
    let login = passworded.send(
      Request(
        method: "GET", path: "/login",
        headers: ["host": "127.0.0.1:8080"].merging(asking.headers) {
          $1
        }, cookies: asking.cookies))
    found += Self.problems(login, "/login", code: asking.code)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test(arguments: translated)
  func everyMessageTheFormsLeaveIsInTheLanguageAsked(asking: Asking) throws {
    let household = try Household()
    let (item, eggs) = (household.item, household.eggs)
    var messages: [(String, String)] = []
    func did(_ name: String, _ path: String, _ fields: [(String, String)], then page: String) {
      let response = household.post(path, fields, asking)
      #expect(response.status == 303, "\(name) in \(asking.code): \(response.status)")
      messages.append((name, household.flash(page, asking)))
    }
    did(
      "added", "/add", [("name", "Whole milk"), ("quantity", "1"), ("price", "2.38")], then: item)
    did("consumed", "\(item)/consume", [("quantity", "0.5")], then: item)
    did("discarded", "\(item)/discard", [("quantity", "0.5")], then: item)
    did("consumed what expired", "\(eggs)/consume", [("quantity", "2")], then: eggs)
    did("discarded what expired", "\(eggs)/discard-expired", [], then: eggs)
    did("nothing expired", "\(eggs)/discard-expired", [], then: eggs)
    // The edit form sends every field; those left as they are change nothing.
    let fields = [("name", "Whole milk"), ("category", "dairy"), ("unit", "L")]
    did("edited", "\(item)/edit", fields + [("location", "A1")], then: item)
    did("corrected a lot", household.lot, [("location", "B2")], then: item)
    did("corrected an event", household.event, [("note", "x")], then: item)
    let id = String(item.dropFirst("/items/".count))
    did(
      "stocktake", "/stocktake", [("count.\(id)", "1"), ("recorded.\(id)", "2.5")], then: "/")
    did("undid", "/undo", [("back", item)], then: item)
    did("redid", "/redo", [("back", item)], then: item)
    var found: [String] = []
    for (name, message) in messages {
      #expect(!message.isEmpty, "\(name) in \(asking.code): no message")
      found += Self.problems(message, name, code: asking.code)
    }
    let refusals: [(String, String, [(String, String)])] = [
      ("a refused price", "/add", [("name", "Whole milk"), ("quantity", "1"), ("price", "abc")]),
      ("a refused quantity", "/add", [("name", "Whole milk"), ("quantity", "abc")]),
      ("a refused date", "/add", [("name", "Whole milk"), ("quantity", "1"), ("date", "abc")]),
      ("a refused shelf life", "\(item)/edit", fields + [("shelf-life", "abc")]),
      ("a refused date kind", "\(item)/edit", fields + [("date-kind", "abc")]),
      ("a lot corrected in nothing", household.lot, []),
      ("a refused event quantity", household.event, [("quantity", "abc")]),
      ("a refused count", "/stocktake", [("count.\(id)", "abc"), ("recorded.\(id)", "1")]),
    ]
    for (name, path, fields) in refusals {
      let response = household.post(path, fields, asking)
      #expect(response.status == 422, "\(name) in \(asking.code): \(response.status)")
      found += Self.problems(response, name, code: asking.code)
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func englishPagesLeaveNoPlaceholderUnfilled() throws {
    let household = try Household()
    var found: [String] = []
    for page in household.pages {
      let response = household.get(page.path, page.query, nil)
      found += Self.problems(response, page.name, code: "en")
    }
    found += Self.problems(household.post("/undo", [("back", "/")], nil), "undo", code: "en")
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
