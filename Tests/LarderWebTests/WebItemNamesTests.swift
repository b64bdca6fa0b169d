import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderWeb

/// One food, many names, on the phones: each member is shown an item by its name in their
/// language, finds it by any of its names, adds to it by any of them, and merges two items.
@Suite struct WebItemNamesTests {
  /// A household whose milk is `Lait`, `牛乳` in Japanese and `鮮奶` in Chinese, with the
  /// members Zoé (French), Ken (Japanese) and Mei (Chinese).
  func household() throws -> (InProcessWeb, Store) {
    try Secrets.prepare()
    let web = try InProcessWeb()
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    for (name, language) in [("Zoé", "fr"), ("Ken", "ja"), ("Mei", "zh-Hant")] {
      try store.setMember(
        name, passwordHash: Secrets.hash(password: "\(name)'s password"), language: language,
        today: InProcessWeb.today)
    }
    try store.addPurchase(
      PurchaseRow(
        line: 0, date: InProcessWeb.today, item: "Lait", quantity: Quantity(2),
        price: try Money(parsing: "2.40", currency: .euro), unit: "L"),
      today: InProcessWeb.today)
    try store.editItem(
      "Lait",
      Store.ItemChanges(namesIn: ["ja": "牛乳", "zh-Hant": "鮮奶"], addAliases: ["lait entier"]))
    return (web, store)
  }

  func logIn(_ web: InProcessWeb, _ name: String) {
    web.session = nil
    _ = web.get("/login")
    _ = web.post("/login", [("name", name), ("password", "\(name)'s password")])
  }

  @Test func eachMemberIsShownTheItemInTheirLanguage() throws {
    let (web, _) = try household()
    for (member, name) in [("Zoé", "Lait"), ("Ken", "牛乳"), ("Mei", "鮮奶")] {
      logIn(web, member)
      let stock = web.get("/").text
      #expect(stock.contains(">\(name)<"), "\(member)")
    }
  }

  @Test func theSearchAndTheAddFormFindTheItemByAnyName() throws {
    let (web, store) = try household()
    logIn(web, "Zoé")
    #expect(web.get("/", ["q": "鮮奶"]).text.contains(">Lait<"))
    #expect(web.get("/add").text.contains("<option value=\"牛乳\">"))
    #expect(web.add("LAIT ENTIER", "1", price: "1.20").status == 303)
    #expect(try store.history(of: "Lait").lots.count == 2)
  }

  @Test func theAddFormTakesAQuantityWithItsUnit() throws {
    let (web, store) = try household()
    logIn(web, "Zoé")
    let response = web.post(
      "/add", [("name", "Lait"), ("quantity", "500 ml"), ("price", "0,60")])
    #expect(response.status == 303)
    #expect(try store.history(of: "Lait").onHand.description == "2.5")
  }

  @Test func aMergeOnTheEditPageMakesTwoItemsOne() throws {
    let (web, store) = try household()
    try store.addPurchase(
      PurchaseRow(
        line: 0, date: InProcessWeb.today, item: "Milk", quantity: Quantity(1),
        price: try Money(parsing: "1.10", currency: .euro), unit: "L"),
      today: InProcessWeb.today)
    logIn(web, "Zoé")
    let id = UUIDText.format(try store.history(of: "Milk").item.id)
    #expect(web.get("/items/\(id)/edit").text.contains("action=\"/items/\(id)/merge\""))
    let merged = web.post("/items/\(id)/merge", [("into", "牛乳")])
    #expect(merged.status == 303)
    #expect(try store.history(of: "Lait").onHand.description == "3")
    #expect(try store.history(of: "milk").item.name == "Lait")
  }
}
