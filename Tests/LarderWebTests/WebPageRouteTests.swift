import Testing

@testable import LarderWeb

/// The pages and the add form, answered in-process (`InProcessWeb`) on a household that
/// starts empty, as of 1 December 2026. `WebServerTests` drives the same pages over HTTP
/// and in Chromium.
@Suite struct WebPageRouteTests {
  /// A visitor let in with the key.
  func entered() throws -> InProcessWeb {
    let web = try InProcessWeb()
    web.enter()
    return web
  }

  @Test func aPageIsHTMLAndNeverCached() throws {
    let response = try entered().get("/")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "text/html; charset=utf-8")
    #expect(response.header("Cache-Control") == "no-store")
  }

  @Test func aPurchaseAddedThroughTheFormGoesToItsItemPage() throws {
    let web = try entered()
    let response = web.add("Whole milk", "2", price: "2.38")
    #expect(response.status == 303)
    let location = response.header("Location") ?? ""
    #expect(location.hasPrefix("/items/"))
    let page = web.get(location).text
    #expect(
      page.contains("<p class=\"flash\" role=\"status\">Added 2 L of Whole milk for €2.38.</p>"))
  }

  @Test func theItemPageShowsWhatIsOnHand() throws {
    let web = try entered()
    let location = web.add("Whole milk", "2", price: "2.38").header("Location") ?? ""
    let page = web.get(location).text
    #expect(page.contains("<title>Whole milk · Larder</title>"))
    #expect(page.contains("Usable: <strong>2 L</strong>"))
  }

  @Test func aPurchaseAddedThroughTheFormIsOnTheStockPage() throws {
    let web = try entered()
    #expect(web.get("/").text.contains("Nothing on hand."))
    web.add("Whole milk", "2", price: "2.38")
    let page = web.get("/").text
    #expect(page.contains(">Whole milk</span>"))
    #expect(!page.contains("Nothing on hand."))
  }

  @Test func anItemNamedWithMarkupIsShownEscaped() throws {
    let web = try entered()
    web.add("<b>&", "1", price: "1.00")
    let page = web.get("/").text
    #expect(page.contains("&lt;b&gt;&amp;"))
    #expect(!page.contains("<b>&"))
  }

  @Test func aRefusedQuantityShowsTheFormAgainWithItsErrorAndStoresNothing() throws {
    let web = try entered()
    let response = web.post("/add", [("name", "Milk"), ("quantity", "-1"), ("price", "1.00")])
    #expect(response.status == 422)
    #expect(response.text.contains("<p class=\"error\" role=\"alert\" id=\"form-error\">"))
    #expect(response.text.contains("value=\"Milk\""))
    #expect(web.get("/").text.contains("Nothing on hand."))
  }

  @Test func theSpendingPageShowsTheMonthsPurchases() throws {
    let web = try entered()
    web.add("Whole milk", "2", price: "2.38")
    let page = web.get("/spending", ["month": "2026-12"]).text
    #expect(page.contains("<h2>EUR: <span class=\"amount\">€2.38</span></h2>"))
    #expect(page.contains("<span class=\"amount\">+€2.38</span> on 2026-11"))
  }

  @Test func anInvalidMonthIsABadRequest() throws {
    let response = try entered().get("/spending", ["month": "2026-13"])
    #expect(response.status == 400)
  }

  @Test func anUnknownPathIsNotFound() throws {
    #expect(try entered().get("/nowhere").status == 404)
  }

  @Test func aPageThatOnlyShowsRefusesAPost() throws {
    let response = try entered().post("/spending", [])
    #expect(response.status == 405)
    #expect(response.header("Allow") == "GET, HEAD")
  }

  @Test func consumingFromTheItemPageLowersWhatIsOnHand() throws {
    let web = try entered()
    let item = web.add("Whole milk", "2", price: "2.38").header("Location") ?? ""
    let response = web.post(item + "/consume", [("quantity", "0.5")])
    #expect(response.status == 303)
    #expect(response.header("Location") == item)
    #expect(web.get(item).text.contains("Usable: <strong>1.5 L</strong>"))
  }

  @Test func consumingMoreThanIsOnHandShowsTheItemPageAgainWithItsError() throws {
    let web = try entered()
    let item = web.add("Whole milk", "2", price: "2.38").header("Location") ?? ""
    let response = web.post(item + "/consume", [("quantity", "5")])
    #expect(response.status == 422)
    #expect(response.text.contains("<p class=\"error\" role=\"alert\" id=\"form-error\">"))
    #expect(web.get(item).text.contains("Usable: <strong>2 L</strong>"))
  }

  @Test func anItemThatDoesNotExistIsNotFound() throws {
    #expect(try entered().get("/items/00000000-0000-0000-0000-000000000001").status == 404)
  }
}
