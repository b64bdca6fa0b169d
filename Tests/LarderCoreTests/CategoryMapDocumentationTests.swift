import Foundation
import LarderCore
import Testing

/// docs/products.md's category table is the default map, tag for tag.
@Suite struct CategoryMapDocumentationTests {
  @Test func theDocumentedTableIsTheDefaultMap() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/products.md"), encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Categories").last)
    var documented: [String: String] = [:]
    for line in section.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let category = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      for tag in cells[1].split(separator: ",") {
        let name = tag.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
        documented[name] = category
      }
    }
    #expect(documented == CategoryMap.defaults)
  }
}
