import Foundation
import LarderErrors
import Testing

@testable import LarderMail

/// Quoted-printable bodies and RFC 2047 headers, checked by hand.
@Suite struct QuotedPrintableTests {
  @Test func keepsPrintableASCIIAndEncodesTheRest() {
    #expect(QuotedPrintable.encode("Crème = 2€") == "Cr=C3=A8me =3D 2=E2=82=AC")
  }

  @Test func endsLinesInCRLFAndEncodesASpaceBeforeALineEnd() {
    #expect(QuotedPrintable.encode("a \nb\r\nc") == "a=20\r\nb\r\nc")
  }

  @Test func breaksLongLinesSoftlyAt76Characters() {
    let encoded = QuotedPrintable.encode(String(repeating: "x", count: 200))
    let lines = encoded.components(separatedBy: "\r\n")
    #expect(lines.map(\.count) == [76, 76, 50])
    #expect(lines[0].hasSuffix("=") && lines[1].hasSuffix("="))
  }

  @Test func neverSplitsAnEscape() throws {
    let encoded = QuotedPrintable.encode(String(repeating: "é", count: 40))
    let whole = try Regex("^(=[0-9A-F]{2})*=?$")
    for line in encoded.components(separatedBy: "\r\n") {
      #expect(line.count <= 76)
      #expect(line.wholeMatch(of: whole) != nil, "\(line)")
    }
  }
}

@Suite struct HeaderTextTests {
  @Test func lineBreaksAndControlCharactersCannotSurvive() {
    #expect(HeaderText.singleLine("Hi\r\nBcc: x@y\u{0}\tz  ") == "Hi Bcc: x@y z")
  }

  @Test func asciiStaysReadableAndFoldsAtSpaces() {
    let value = HeaderText.encoded(
      String(repeating: "word ", count: 30), headerName: "Subject")
    let lines = value.components(separatedBy: "\r\n")
    #expect(lines.count == 3)
    #expect(lines[0].count + "Subject: ".count <= 78)
    #expect(lines.allSatisfy { $0.count <= 78 })
    #expect(lines[1].hasPrefix(" word"))
  }

  @Test func otherTextBecomesBase64WordsOfWholeCharacters() throws {
    let value = HeaderText.encoded("牛奶 et crème", headerName: "Subject")
    #expect(value == "=?utf-8?B?54mb5aW2IGV0IGNyw6htZQ==?=")
  }
}

@Suite struct MailAddressTests {
  @Test func acceptsAPlainAddress() throws {
    #expect(try MailAddress("pantry+larder@example.org").description == "pantry+larder@example.org")
  }

  @Test func refusesWhatCouldBreakAHeaderOrTheEnvelope() {
    for text in [
      "me@example.org\r\nBcc: x@y", "Me <me@example.org>", "a,b@example.org", "me", "@x", "me@",
    ] {
      #expect(throws: MailError.self) { try MailAddress(text) }
    }
  }
}
