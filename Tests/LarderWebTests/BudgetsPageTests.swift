import Foundation
import Testing

@testable import LarderWeb

/// `/budgets` shows the month against its budgets, with the share used and the share of
/// the month gone, and sets a budget from its form.
@Suite struct BudgetsPageTests {
  /// A budget of 100 EUR for dairy from December 2026 and 25 EUR of milk on 1 December.
  func dairy() throws -> InProcessWeb {
    let web = try InProcessWeb()
    web.enter()
    let set = web.post(
      "/budgets",
      [("category", "dairy"), ("amount", "100"), ("currency", "EUR"), ("from", "2026-12")])
    #expect(set.status == 303)
    #expect(set.header("Location") == "/budgets?month=2026-12")
    _ = web.post(
      "/add",
      [
        ("name", "Milk"), ("quantity", "10"), ("unit", "L"), ("price", "25.00"),
        ("category", "dairy"),
      ])
    return web
  }

  @Test func theMonthShowsSpentAgainstTheBudgetAndTheShareOfTheMonthGone() throws {
    let page = try dairy().get("/budgets").text
    #expect(page.contains("<h3>dairy <span class=\"muted\">EUR</span></h3>"))
    #expect(
      page.contains(
        "<span class=\"amount\">€25.00</span> / <span class=\"amount\">€100.00</span> · "
          + "left: <span class=\"amount\">€75.00</span>"))
    // 25 of 100 used; 1 December is 1 day of 31 gone.
    #expect(
      page.contains("<span class=\"num\">25.0 %</span><meter min=\"0\" max=\"1\" value=\"0.250\">"))
    #expect(
      page.contains("<span class=\"num\">3.2 %</span><meter min=\"0\" max=\"1\" value=\"0.032\">"))
  }

  @Test func settingABudgetSaysSoOnTheBudgetsOfItsFirstMonth() throws {
    let web = try InProcessWeb()
    web.enter()
    let set = web.post(
      "/budgets", [("category", "meat"), ("amount", "140"), ("from", "2027-01")])
    #expect(set.header("Location") == "/budgets?month=2027-01")
    let page = web.get("/budgets", ["month": "2027-01"]).text
    #expect(page.contains("Budget of meat: €140.00 a month from 2027-01."))
    #expect(page.contains("<h3>meat <span class=\"muted\">EUR</span></h3>"))
    #expect(web.get("/budgets").text.contains("No budget in effect this month."))
  }

  @Test func anotherMonthIsShownByItsQuery() throws {
    let page = try dairy().get("/budgets", ["month": "2026-11"]).text
    #expect(page.contains("No budget in effect this month."))
    #expect(page.contains("name=\"from\" value=\"2026-11\""))
  }

  @Test func aRefusedAmountIsShownOnTheFormInFrench() throws {
    let web = try InProcessWeb()
    web.enter()
    let response = web.post(
      "/budgets", [("category", "dairy"), ("amount", "beaucoup"), ("currency", "EUR")],
      headers: ["accept-language": "fr"])
    #expect(response.status == 422)
    #expect(response.text.contains("<html lang=\"fr\">"))
    #expect(
      response.text.contains(
        "La valeur &#39;beaucoup&#39; n&#39;est pas valable pour montant mensuel"))
    #expect(
      response.text.contains(
        "name=\"amount\" inputmode=\"decimal\" value=\"beaucoup\" required aria-invalid=\"true\""))
  }

  @Test func aFrenchAmountWithACommaIsABudget() throws {
    let web = try InProcessWeb()
    web.enter()
    _ = web.post(
      "/budgets", [("category", "*"), ("amount", "250,50"), ("from", "2026-12")],
      headers: ["accept-language": "fr"])
    let page = web.get("/budgets").text
    #expect(page.contains("<h3>the household <span class=\"muted\">EUR</span></h3>"))
    #expect(page.contains("<span class=\"amount\">€250.50</span>"))
  }

  @Test func aFrenchMonthTypedWithItsNameIsTheFirstMonth() throws {
    let web = try InProcessWeb()
    web.enter()
    let response = web.post(
      "/budgets", [("category", "*"), ("amount", "300"), ("from", "janvier 2027")],
      headers: ["accept-language": "fr"])
    #expect(response.header("Location") == "/budgets?month=2027-01")
    #expect(
      web.get("/budgets", ["month": "2026-12"]).text.contains("No budget in effect this month."))
  }
}
