import Foundation
import Testing

@testable import LarderWeb

/// The API is declared once (`APIRoutes`): the router dispatches on the declarations, and
/// the OpenAPI description and `docs/api.md` are generated from them.
struct APIDescriptionTests {
  static let docs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/api.md")

  @Test func docsAPIIsGeneratedFromTheDeclarations() throws {
    let generated = APIDocumentation.markdown()
    if ProcessInfo.processInfo.environment["LARDER_UPDATE_DOCS"] == "1" {
      try Data(generated.utf8).write(to: Self.docs)
    }
    let committed = try String(contentsOf: Self.docs, encoding: .utf8)
    #expect(committed == generated, "run make api-docs")
  }

  @Test func everyRouteHasOneIdAndDeclaresItsPathParameters() {
    let ids = APIRoutes.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for operation in APIRoutes.all {
      let named = operation.segments.filter { $0.hasPrefix("{") }.map {
        String($0.dropFirst().dropLast())
      }
      let declared = operation.parameters.filter { $0.place == .path }.map(\.name)
      #expect(named == declared, "\(operation.path)")
    }
  }

  @Test func theDescriptionListsEveryRouteTheRouterDispatchesOn() throws {
    let description = try #require(
      try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.json().utf8)) as? [String: Any])
    let paths = try #require(description["paths"] as? [String: [String: Any]])
    let described = Set(
      paths.flatMap { path, methods in methods.keys.map { "\($0.uppercased()) \(path)" } })
    let routed = Set(APIRoutes.all.map { "\($0.method.rawValue) \($0.path)" })
    #expect(described == routed)
    #expect(routed.count == 26)
  }

  @Test func aPathMatchesItsRouteAndNamesItsParameters() {
    let consume = APIRoutes.all.first { $0.id == "consumeItem" }
    #expect(consume?.match(["items", "Whole milk", "consume"]) == ["item": "Whole milk"])
    #expect(consume?.match(["items", "Whole milk"]) == nil)
    #expect(consume?.match(["items", "Whole milk", "discard"]) == nil)
  }
}
