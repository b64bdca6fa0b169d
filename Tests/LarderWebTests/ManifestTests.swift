import Foundation
import Testing

@testable import LarderWeb

/// Larder installs on a phone's home screen: its manifest names the app, its icon, its
/// theme colour and its start page, Stock, in a window of its own; every page links it and
/// follows the phone's light or dark scheme.
@Suite struct ManifestTests {
  @Test func theManifestOpensOnStockInAWindowOfItsOwn() throws {
    let web = try InProcessWeb()
    let response = web.get("/static/manifest.webmanifest")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "application/manifest+json")
    let manifest = try #require(
      try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
    #expect(manifest["start_url"] as? String == "/")
    #expect(manifest["display"] as? String == "standalone")
    #expect((manifest["theme_color"] as? String)?.hasPrefix("#") == true)
    let icons = try #require(manifest["icons"] as? [[String: Any]])
    #expect(icons.contains { $0["src"] as? String == "/static/icon.svg" })
    #expect(web.get("/static/icon.svg").status == 200)
  }

  @Test func everyPageLinksTheManifestAndFollowsTheColourScheme() throws {
    let web = try InProcessWeb()
    web.enter()
    let page = web.get("/").text
    #expect(page.contains("<link rel=\"manifest\" href=\"/static/manifest.webmanifest\">"))
    #expect(page.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
    #expect(web.get("/static/app.css").text.contains("@media (prefers-color-scheme: dark)"))
  }
}
