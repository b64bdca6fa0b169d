import Testing

@testable import LarderWeb

/// The item edit form's lives and date kind (as `larder edit --shelf-life … --date-kind`),
/// answered in-process.
@Suite struct WebShelfLifeTests {
  /// A visitor let in, with 2 L of Whole milk; the item's page.
  func milk() throws -> (web: InProcessWeb, item: String) {
    let web = try InProcessWeb()
    web.enter()
    return (web, web.add("Whole milk", "2", price: "2.38").header("Location") ?? "")
  }

  /// The edit form's fields as they are, with `changes` applied.
  func fields(_ changes: [(String, String)]) -> [(String, String)] {
    let current = [
      ("name", "Whole milk"), ("category", "other"), ("unit", "L"), ("min-stock", ""),
      ("location", ""), ("shelf-life", ""), ("opened-life", ""), ("frozen-life", ""),
      ("thawed-life", ""), ("date-kind", ""),
    ]
    return current.map { field in changes.first { $0.0 == field.0 } ?? field }
  }

  @Test func theFormShowsAndSavesTheLives() throws {
    let (web, item) = try milk()
    let saved = web.post(
      item + "/edit", fields([("shelf-life", "7"), ("opened-life", "3"), ("date-kind", "use-by")]))
    #expect(saved.status == 303)
    let form = web.get(item + "/edit").text
    #expect(form.contains(#"name="shelf-life" value="7""#))
    #expect(form.contains(#"name="opened-life" value="3""#))
    #expect(form.contains(#"<option value="use-by" selected>use by</option>"#))
  }

  @Test func anUnknownDateKindIsRefused() throws {
    let (web, item) = try milk()
    let refused = web.post(item + "/edit", fields([("date-kind", "someday")]))
    #expect(refused.status == 422)
    #expect(refused.text.contains("&#39;someday&#39; is not one of use-by, best-before"))
  }
}
