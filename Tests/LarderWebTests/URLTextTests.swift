import Foundation
import Testing

@testable import LarderWeb

/// Text in the addresses pages write is percent-encoded byte by byte, as RFC 3986 has it.
@Suite struct URLTextTests {
  @Test func unreservedCharactersStayAsTheyAre() {
    #expect(URLText.encode("Rice-2.5_kg~") == "Rice-2.5_kg~")
  }

  @Test func everyOtherByteIsWrittenInCapitalHex() {
    #expect(URLText.encode("a b&c=d/e?f#g%") == "a%20b%26c%3Dd%2Fe%3Ff%23g%25")
    #expect(URLText.encode("Crème") == "Cr%C3%A8me")
    #expect(URLText.encode("牛乳") == "%E7%89%9B%E4%B9%B3")
  }

  @Test func itEncodesAsFoundationDoesForTheUnreservedSet() {
    let unreserved = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    for text in ["Œufs frais", "全脂鮮乳 1L", "ヨーグルト+", "a\u{1F}b", "1,29 €", ""] {
      #expect(URLText.encode(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
    }
  }

  @Test func aQueryLeavesOutNilValues() {
    #expect(URLText.query("/add", [("name", "Crème"), ("store", nil)]) == "/add?name=Cr%C3%A8me")
    #expect(URLText.query("/", [("q", nil)]) == "/")
  }
}
