import Testing

@testable import LarderWeb

/// A logged field shows what the client sent, escaped: it cannot split or redraw the line.
@Suite struct LogTextTests {
  @Test func controlCharactersAreEscaped() {
    #expect(LogText.escaped("\u{1b}[2K\r\u{07}POST\n\t\u{7f}") == "\\x1b[2K\\r\\x07POST\\n\\t\\x7f")
  }

  @Test func spacesAndBackslashesAreEscapedSoFieldsStayApart() {
    #expect(LogText.escaped("/a b\\c") == "/a\\x20b\\\\c")
  }

  @Test func invisibleCharactersBeyondASCIIAreEscaped() {
    #expect(LogText.escaped("/x\u{202e}\u{200b}\u{85}") == "/x\\u{202e}\\u{200b}\\u{0085}")
  }

  @Test func aDetailKeepsItsSpaces() {
    #expect(LogText.detail("busy for 5 s\n\u{1b}") == "busy for 5 s\\n\\x1b")
  }

  @Test func printableTextIsKept() {
    #expect(LogText.escaped("/items/é-漢字") == "/items/é-漢字")
  }
}
