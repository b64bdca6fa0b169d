import Foundation
import LarderCore
import Testing

/// Taiwan's e-invoice QR codes read as the Ministry of Finance publishes them.
@Suite struct TaiwanEInvoiceTests {
  /// The left code's 77 characters: invoice AB12345678 of 115/11/28 (2026-11-28),
  /// random code 1234, 195 before tax (0xC3) and 205 with it (0xCD), no buyer, seller
  /// 12345678, a check code of 24 characters.
  let head =
    "AB12345678" + "1151128" + "1234" + "000000C3" + "000000CD" + "00000000" + "12345678"
    + String(repeating: "A", count: 24)

  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func theLeftCodeGivesTheNumberDayTotalAndItems() throws {
    let left = bytes(head + ":**********:2:2:1:鮮乳:1:85:雞蛋:2:60")
    let invoice = try #require(TaiwanEInvoice.read(codes: [left]) { _ in nil })
    #expect(invoice.number == "AB12345678")
    #expect(invoice.date == CalendarDate(year: 2026, month: 11, day: 28))
    #expect(invoice.total.minorUnits == 20500)
    #expect(invoice.seller == "12345678")
    #expect(invoice.items.map(\.text) == ["鮮乳", "雞蛋"])
    #expect(invoice.items.map(\.total.minorUnits) == [8500, 12000])
    #expect(invoice.items[1].count == Quantity(2))
  }

  @Test func anItemAtANegativePriceIsADiscount() throws {
    // 鮮乳 85, 雞蛋 2 × 65 = 130, 折扣 −10: 205.
    let left = bytes(head + ":**********:3:3:1:鮮乳:1:85:雞蛋:2:65:折扣:1:-10")
    let invoice = try #require(TaiwanEInvoice.read(codes: [left]) { _ in nil })
    #expect(invoice.items.map(\.kind) == [.product, .product, .discount])
    #expect(invoice.items.map(\.total.minorUnits) == [8500, 13000, -1000])
    #expect(try invoice.receipt(store: nil).difference()?.minorUnits == 0)
  }

  @Test func theRightCodeGoesOnWithTheItemsInEitherOrder() throws {
    let left = bytes(head + ":**********:1:2:1:鮮乳:1:85")
    let right = bytes("**雞蛋:2:60")
    let invoice = try #require(TaiwanEInvoice.read(codes: [right, left]) { _ in nil })
    #expect(invoice.items.map(\.text) == ["鮮乳", "雞蛋"])
  }

  @Test func big5NamesAreDecodedByTheGivenDecoder() throws {
    // 0xC2 0x41 stands for one Big5 character; the decoder the caller gives reads it.
    let left = bytes(head + ":**********:1:1:0:") + [0xC2, 0x41] + bytes(":1:85")
    let invoice = try #require(
      TaiwanEInvoice.read(codes: [left]) { $0 == [0xC2, 0x41] ? "鮮" : nil })
    #expect(invoice.items.map(\.text) == ["鮮"])
  }

  @Test func base64NamesAreDecoded() throws {
    let name = Data("鮮乳".utf8).base64EncodedString()
    let left = bytes(head + ":**********:1:1:2:\(name):1:85")
    let invoice = try #require(TaiwanEInvoice.read(codes: [left]) { _ in nil })
    #expect(invoice.items.map(\.text) == ["鮮乳"])
  }

  @Test func aHeadWithABytePastASCIIIsNoInvoice() {
    var left = bytes(head + ":**********:1:1:1:鮮乳:1:85")
    // é in UTF-8, two bytes that would read as one character and shift every field.
    (left[59], left[60]) = (0xC3, 0xA9)
    #expect(TaiwanEInvoice.read(codes: [left]) { _ in nil } == nil)
  }

  @Test func aCodeThatIsNoInvoiceGivesNone() {
    #expect(TaiwanEInvoice.read(codes: [bytes("https://example.org")]) { _ in nil } == nil)
  }
}
