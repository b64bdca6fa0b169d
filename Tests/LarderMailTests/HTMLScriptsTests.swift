import LarderMail
import Testing

/// The JSON-LD scripts of a page, read through libxml2's HTML parser (pages written here).
@Suite struct HTMLScriptsTests {
  func scripts(_ html: String) throws -> [String] {
    try HTMLScripts.jsonLD(in: Array(html.utf8))
  }

  @Test func everyJSONLDScriptIsGivenInThePagesOrder() throws {
    let page = """
      <html><head><script type="application/ld+json">{"a": 1}</script></head>
      <body><p>Hi</p><script type="application/ld+json">{"b": 2}</script></body></html>
      """
    #expect(try scripts(page) == [#"{"a": 1}"#, #"{"b": 2}"#])
  }

  @Test func theTypeIsComparedWithoutCaseAndWithItsParameters() throws {
    let page = """
      <script type="Application/LD+JSON">1</script>
      <script type=" application/ld+json ; charset=utf-8">2</script>
      """
    #expect(try scripts(page) == ["1", "2"])
  }

  @Test func otherScriptsAreLeftOut() throws {
    let page = """
      <script>var a = 1;</script><script type="text/javascript">2</script>
      <script type="application/json">3</script><script src="x.js"></script>
      <script type="application/ld+json">4</script>
      """
    #expect(try scripts(page) == ["4"])
  }

  @Test func aScriptsTextIsAsWritten() throws {
    let page = #"<script type="application/ld+json">{"name": "Mac &amp; cheese <b>2</b>"}</script>"#
    #expect(try scripts(page) == [#"{"name": "Mac &amp; cheese <b>2</b>"}"#])
  }

  @Test func anEmptyScriptGivesAnEmptyText() throws {
    #expect(try scripts(#"<script type="application/ld+json"></script>"#) == [""])
  }

  @Test func brokenMarkupAroundAScriptIsForgiven() throws {
    let page = #"<div><p>unclosed <b>bold<script type="application/ld+json">{"x": 1}</script><td>"#
    #expect(try scripts(page) == [#"{"x": 1}"#])
  }

  @Test func aPageInLatin1IsReadInTheEncodingItsMetaNames() throws {
    // "crème" in ISO 8859-1: è is the one byte 0xE8, which is not UTF-8.
    let page =
      Array(#"<html><head><meta charset="iso-8859-1"><script type="application/ld+json">"cr"#.utf8)
      + [0xE8] + Array(#"me"</script></head></html>"#.utf8)
    #expect(try HTMLScripts.jsonLD(in: page) == [#""crème""#])
  }

  @Test func aPageWithoutScriptsGivesNone() throws {
    #expect(try scripts("<html><body><p>No data</p></body></html>").isEmpty)
    #expect(try scripts("").isEmpty)
  }
}
