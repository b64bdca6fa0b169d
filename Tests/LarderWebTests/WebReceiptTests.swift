import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderWeb

/// The web's receipt pages, answered in-process (`InProcessWeb`): a receipt uploaded or
/// pasted, reviewed line by line, and recorded only when the household presses Record.
@Suite struct WebReceiptTests {
  /// A receipt with milk (an item the household has) and a pot of crème fraîche (none):
  /// 0.99 + 1.69 − 0.50 = 2.18.
  static let text = """
    CARREFOUR
    28/11/2026
    WHOLE MILK          0,99
    CR.FRAICHE EP.30%   1,69
    REMISE             -0,50
    TOTAL               2,18
    """

  /// A visitor let in with the key, whose household bought 1 L of Whole milk.
  func household() throws -> InProcessWeb {
    let web = try InProcessWeb()
    web.enter()
    web.add("Whole milk", "1", price: "0.95")
    return web
  }

  /// `POST /receipt` with `text` pasted, as libmicrohttpd's multipart parser hands it over.
  func paste(_ web: InProcessWeb, _ text: String) -> Response {
    web.send(
      Request(
        method: "POST", path: "/receipt",
        headers: [
          "host": "127.0.0.1:8080", "content-type": "multipart/form-data; boundary=larder",
        ],
        parts: [
          "csrf": FormPart(data: Array((web.token ?? "").utf8)),
          "file": FormPart(filename: "", data: []),
          "text": FormPart(data: Array(text.utf8)),
        ]))
  }

  /// The hidden field `name` of `page`.
  func hidden(_ name: String, _ page: String) -> String {
    HistoryPageTests.hidden(name, in: page) ?? ""
  }

  func lots(_ web: InProcessWeb) throws -> Int {
    try Store(path: web.folder.appendingPathComponent("larder.sqlite").path, forReading: true)
      .changes(limit: 10).count
  }

  @Test func theAddPageLeadsToAReceiptUploadThatStatesItsLimits() throws {
    let web = try household()
    #expect(
      web.get("/add").text.contains("<a class=\"receipt-link\" href=\"/receipt\">Add a receipt</a>")
    )
    let page = web.get("/receipt").text
    #expect(page.contains("enctype=\"multipart/form-data\""))
    #expect(page.contains("name=\"file\" accept=\"image/*,application/pdf,.eml"))
    #expect(page.contains("A file of up to 10 MiB: a photo (JPEG or PNG, up to 50 megapixels)"))
  }

  @Test func aPastedReceiptIsReviewedLineByLineAndNothingIsRecorded() throws {
    let web = try household()
    let before = try lots(web)
    let review = paste(web, Self.text)
    #expect(review.status == 200)
    let page = review.text
    #expect(page.contains("Receipt from CARREFOUR, 2026-11-28: 3 lines"))
    #expect(page.contains("Total 2.18 EUR: the lines add up to it."))
    // The milk is matched by its name; the crème fraîche waits for an item.
    #expect(hidden("item.0", page) == "Whole milk")
    #expect(hidden("item.1", page) == "")
    #expect(
      page.contains("<fieldset class=\"card receipt-line\" data-state=\"name\" id=\"line-0\">"))
    #expect(
      page.contains("<fieldset class=\"card receipt-line\" data-state=\"decide\" id=\"line-1\">"))
    #expect(page.contains("<span class=\"num\">1</span> matched by name"))
    #expect(page.contains("<span class=\"num\">1</span> to decide"))
    #expect(try lots(web) == before)
  }

  @Test func recordingTheReviewIsOneChangeThatLearnsTheLine() throws {
    let web = try household()
    let page = paste(web, Self.text).text
    let recorded = web.post(
      "/receipt/record",
      [
        ("receipt", hidden("receipt", page)), ("store", "CARREFOUR"), ("date", "2026-11-28"),
        ("item.0", "Whole milk"), ("pack.0", ""), ("item.1", "Crème fraîche"),
        ("pack.1", "200 g"),
      ])
    #expect(recorded.status == 303)
    let stock = web.get("/").text
    #expect(
      stock.contains("Recorded the receipt from CARREFOUR, 2026-11-28: 2 purchases for 2.18 EUR."))
    // The next receipt of the store knows the line.
    let again = paste(web, Self.text.replacingOccurrences(of: "28/11/2026", with: "29/11/2026"))
    #expect(hidden("item.1", again.text) == "Crème fraîche")
    let store = try Store(
      path: web.folder.appendingPathComponent("larder.sqlite").path, forReading: true)
    #expect(try store.receiptAliases().map(\.text) == ["CR.FRAICHE EP.30%"])
    #expect(
      try store.changes(limit: 1).first?.origin
        == .web(route: "/receipt/record", member: nil))
  }

  @Test func aLineLeftUndecidedIsShownAgainWithTheReason() throws {
    let web = try household()
    let page = paste(web, Self.text).text
    let refused = web.post(
      "/receipt/record",
      [
        ("receipt", hidden("receipt", page)), ("store", "CARREFOUR"), ("date", "2026-11-28"),
        ("item.0", "Whole milk"), ("item.1", ""),
      ])
    #expect(refused.status == 422)
    #expect(refused.text.contains("1 line of the receipt is not matched to an item yet"))
  }

  @Test func aLeftOutLineIsNotRecordedAndTheSameReceiptTwiceIsRefused() throws {
    let web = try household()
    let page = paste(web, Self.text).text
    let fields = [
      ("receipt", hidden("receipt", page)), ("store", "CARREFOUR"), ("date", "2026-11-28"),
      ("item.0", "Whole milk"), ("skip.1", "1"),
    ]
    #expect(web.post("/receipt/record", fields).status == 303)
    #expect(web.get("/").text.contains("1 purchase for 0.99 EUR."))
    let twice = web.post("/receipt/record", fields)
    #expect(twice.status == 422)
    #expect(twice.text.contains("was already recorded on"))
  }

  @Test func aReceiptWithoutADayAsksForOneAndIsNeverDatedToday() throws {
    let web = try household()
    let page = paste(web, "CARREFOUR\nWHOLE MILK   0,99\nTOTAL   0,99\n")
    #expect(page.status == 200)
    #expect(hidden("date", page.text) == "")
    let fields = [
      ("receipt", hidden("receipt", page.text)), ("store", "CARREFOUR"), ("date", ""),
      ("item.0", "Whole milk"),
    ]
    let refused = web.post("/receipt/record", fields)
    #expect(refused.status == 422)
    #expect(refused.text.contains("Type the day of the receipt in the Date field."))
    let before = try lots(web)
    let dated = fields.map { $0.0 == "date" ? ("date", "2026-11-28") : $0 }
    #expect(web.post("/receipt/record", dated).status == 303)
    #expect(web.get("/").text.contains("Recorded the receipt from CARREFOUR, 2026-11-28"))
    #expect(try lots(web) == before + 1)
  }

  @Test func aReceiptWithoutATotalIsRecordedOnlyWhenTheHouseholdSaysItPrintsNone() throws {
    let web = try household()
    let page = paste(web, "CARREFOUR\n28/11/2026\nWHOLE MILK   0,99\n").text
    #expect(page.contains("name=\"no-total\""))
    #expect(!page.contains("name=\"accept-difference\""))
    let fields = [
      ("receipt", hidden("receipt", page)), ("store", "CARREFOUR"), ("date", "2026-11-28"),
      ("item.0", "Whole milk"),
    ]
    let refused = web.post("/receipt/record", fields)
    #expect(refused.status == 422)
    #expect(
      refused.text.contains("No total was read on the receipt (its lines add up to 0.99 EUR)"))
    #expect(web.post("/receipt/record", fields + [("no-total", "1")]).status == 303)
  }

  @Test func aLineWhoseValuesDisagreeIsFlaggedWithTheReadingThatWouldAgree() throws {
    let web = try household()
    let text = "CARREFOUR\n28/11/2026\nWHOLE MILK\n  3 x 0,99   2,90\nTOTAL   2,97\n"
    let page = paste(web, text).text
    #expect(page.contains("class=\"warning\""))
    #expect(
      page.contains(
        "&#39;WHOLE MILK&#39;: 3 × 0.99 EUR = 2.90 EUR does not add up; 3 × 0.99 EUR = 2.97 EUR would: check the line."
      ))
    #expect(page.contains("Total 2.97 EUR, but the lines add up to 2.90 EUR"))
    #expect(page.contains("name=\"accept-difference\""))
  }

  @Test func aFileThatIsNoReceiptIsTheFormsError() throws {
    let web = try household()
    let response = paste(web, "hello")
    #expect(response.status == 422)
    #expect(response.text.contains("no receipt line found in the receipt"))
  }

  @Test func aZeroLineOrARefundIsLeftOutSayingSoNeverA500() throws {
    let web = try household()
    let page = paste(
      web,
      """
      CARREFOUR
      28/11/2026
      TOMATES
      0,000 kg x 3,99 EUR/kg   0,00
      WHOLE MILK          0,99
      TOTAL               0,99
      """
    ).text
    #expect(page.contains("(left out: it buys nothing, or is a refund)"))
    let fields = [
      ("receipt", hidden("receipt", page)), ("store", "CARREFOUR"), ("date", "2026-11-28"),
      ("item.0", "Tomatoes"), ("item.1", "Whole milk"),
    ]
    let recorded = web.post("/receipt/record", fields)
    #expect(recorded.status == 303, "\(recorded.text)")
    #expect(web.get("/").text.contains("1 purchase for 0.99 EUR."))
  }

  @Test func aReceiptOfTooManyLinesIsRefusedWholeNotRead() throws {
    let web = try household()
    let lines = (0..<3_000).map { "PRODUCT \($0)   1,00" }.joined(separator: "\n")
    let response = paste(web, "CARREFOUR\n28/11/2026\n" + lines + "\nTOTAL 3000,00\n")
    #expect(response.status == 422)
    #expect(response.text.contains("has more text than a receipt (over 2000 lines or 512 KiB)"))
    #expect(response.body.count < 64 * 1024)
  }

  @Test func readingAReceiptRunsOnAPoolOfItsOwn() throws {
    let web = try household()
    let upload = Request(method: "POST", path: "/receipt", headers: ["host": "127.0.0.1:8080"])
    let record = Request(
      method: "POST", path: "/receipt/record", headers: ["host": "127.0.0.1:8080"])
    guard case .slow = web.app.handling(upload), case .write = web.app.handling(record) else {
      Issue.record("a receipt is read on the writers")
      return
    }
  }
}
