import LarderCore
import Testing

@testable import LarderWeb

/// The web's forms read numbers and quantities as `larder` does, in the request's
/// language: a French phone's `1,29` is a price, `100 g` a quantity of an item in kg.
@Suite struct WebTypedFormTests {
  static let french = ["accept-language": "fr-FR,fr;q=0.9,en;q=0.8"]

  func entered() throws -> InProcessWeb {
    let web = try InProcessWeb()
    web.enter()
    return web
  }

  @Test func theRequestLanguageIsTheFirstOfAcceptLanguageLarderHas() {
    #expect(PageLanguage.tags("de-DE,fr;q=0.8,en;q=0.9") == ["de-DE", "en", "fr"])
    #expect(PageLanguage.tags("fr;q=0,ja") == ["ja"])
  }

  @Test func aFrenchPhonesDecimalCommaPriceIsAccepted() throws {
    let web = try entered()
    let response = web.post(
      "/add", [("name", "Milk"), ("quantity", "0,5"), ("unit", "L"), ("price", "1,29")],
      headers: Self.french)
    #expect(response.status == 303)
    let item = response.header("Location") ?? ""
    #expect(web.get(item).text.contains("Usable: <strong>0.5 L</strong>"))
  }

  @Test func anEnglishRequestRefusesTheDecimalComma() throws {
    let web = try entered()
    let response = web.add("Milk", "1", price: "1,29")
    #expect(response.status == 422)
    #expect(response.text.contains("ambiguous"))
  }

  @Test func theConsumeFormTakesAQuantityWithAUnitOfTheFamily() throws {
    let web = try entered()
    let item = web.add("Tomatoes", "1", unit: "kg", price: "2.95").header("Location") ?? ""
    #expect(web.post(item + "/consume", [("quantity", "250 g")]).status == 303)
    #expect(web.get(item).text.contains("Usable: <strong>0.75 kg</strong>"))
  }

  @Test func theDiscardFormTakesPacksAndFrenchDecimals() throws {
    let web = try entered()
    let item = web.add("Milk", "1", price: "1.19").header("Location") ?? ""
    web.add("Milk", "1", price: "1.19")
    #expect(web.post(item + "/discard", [("quantity", "1 pack")]).status == 303)
    #expect(web.post(item + "/discard", [("quantity", "0,25")], headers: Self.french).status == 303)
    #expect(web.get(item).text.contains("Usable: <strong>0.75 L</strong>"))
  }
}
