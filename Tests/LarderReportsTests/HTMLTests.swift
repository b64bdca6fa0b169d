import Testing

@testable import LarderReports

/// The one HTML type: what is interpolated is escaped, markup is not.
@Suite struct HTMLTests {
  @Test func interpolatedTextIsEscapedAndMarkupIsNot() {
    let name = "<img src=x onerror='a'>&\""
    let html: HTML = "<td title=\"\(name)\">\(name)</td>"
    #expect(
      html.text
        == "<td title=\"&lt;img src=x onerror=&#39;a&#39;&gt;&amp;&quot;\">"
        + "&lt;img src=x onerror=&#39;a&#39;&gt;&amp;&quot;</td>")
    let inner: HTML = "<b>\("x")</b>"
    #expect(("<p>\(inner)</p>" as HTML).text == "<p><b>x</b></p>")
  }

  @Test func aControlCharacterBecomesTheReplacementCharacter() {
    #expect(("<p>\("a\u{0}b\u{1B}c")</p>" as HTML).text == "<p>a\u{FFFD}b\u{FFFD}c</p>")
  }

  @Test func fragmentsAreJoinedWithTheirSeparator() {
    let cells: [HTML] = ["<td>\("1")</td>", "<td>\("&")</td>"]
    #expect(cells.joined(separator: "\n").text == "<td>1</td>\n<td>&amp;</td>")
  }
}
