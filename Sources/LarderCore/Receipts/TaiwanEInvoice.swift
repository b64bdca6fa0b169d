import Foundation

/// The two QR codes of a Taiwanese e-invoice (電子發票證明聯), as the Ministry of Finance
/// publishes their format: the left code begins with 77 characters (invoice number, day
/// in the Republic of China calendar, random code, the amounts before and after tax in
/// hexadecimal, buyer, seller, check code), then `:`-separated fields (a field of the
/// seller's own, the number of items in this code, the number of items in all, the text
/// encoding) and `name:quantity:unit price` for each item; the right code begins with
/// `**` and goes on with the items.
public struct TaiwanEInvoice: Hashable, Sendable {
  /// How the item names are encoded, as the left code's fourth field says.
  public enum Encoding: String, Hashable, Sendable {
    /// `0`: Big5, Taiwan's traditional encoding.
    case big5 = "0"
    /// `1`: UTF-8.
    case utf8 = "1"
    /// `2`: each name in Base64 (of UTF-8).
    case base64 = "2"
  }

  /// The invoice's number: two letters and eight digits, `AB12345678`.
  public var number: String
  /// The day of the sale.
  public var date: CalendarDate
  /// The amount paid, tax included, in New Taiwan dollars.
  public var total: Money
  /// The seller's unified business number (統一編號), eight digits.
  public var seller: String
  /// The items the codes hold: name, quantity and unit price.
  public var items: [ReceiptLine]
  /// How many items the invoice has in all (more than `items` when the codes had no
  /// room for some).
  public var itemCount: Int

  /// Reads an e-invoice from the bytes of its QR codes, in any order; the left one is
  /// needed, the right one when the items go on there.
  ///
  /// - Parameter big5: turns Big5 bytes into text (nil when they are not Big5).
  /// - Returns: nil when no code is an e-invoice's left code.
  public static func read(codes: [[UInt8]], big5: ([UInt8]) -> String?) -> TaiwanEInvoice? {
    guard let left = codes.first(where: isLeftCode) else { return nil }
    let right = codes.first { $0.starts(with: [0x2A, 0x2A]) }.map { Array($0.dropFirst(2)) }
    return read(left: left, right: right, big5: big5)
  }

  /// Whether `code` begins as an e-invoice's left code: a head of 77 ASCII characters,
  /// two capital letters, eight digits, then a day of seven digits.
  static func isLeftCode(_ code: [UInt8]) -> Bool {
    // The head is ASCII, one character a byte: the fields are read by position in it.
    guard code.count >= 77, code[0..<77].allSatisfy({ $0 < 0x80 }) else { return false }
    let letters = code[0..<2].allSatisfy { (0x41...0x5A).contains($0) }
    let digits = code[2..<17].allSatisfy { (0x30...0x39).contains($0) }
    return letters && digits
  }

  static func read(left: [UInt8], right: [UInt8]?, big5: ([UInt8]) -> String?)
    -> TaiwanEInvoice?
  {
    // The head is ASCII (`isLeftCode`): its fields are its bytes at their places, never
    // characters (`\r\n` is one character of two bytes).
    let head = Array(left[0..<77])
    func field(_ range: Range<Int>) -> String { String(decoding: head[range], as: UTF8.self) }
    // The seller is 8 digits, its tax number.
    guard head[45..<53].allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    guard let year = Int(field(10..<13)), let month = Int(field(13..<15)),
      let day = Int(field(15..<17)),
      let date = CalendarDate(year: year + 1911, month: month, day: day),
      let total = Int64(field(29..<37), radix: 16),
      let currency = try? Currency(code: "TWD")
    else { return nil }
    // The fields after the head: `:`, the seller's field, the counts, the encoding, items.
    // Big5 never has `:` (0x3A) inside a character, so splitting the bytes is safe.
    var fields = left[77...].split(separator: 0x3A, omittingEmptySubsequences: false).map(
      Array.init)
    if fields.first?.isEmpty == true { fields.removeFirst() }
    guard fields.count >= 4, let encoding = Encoding(rawValue: text(fields[3])),
      let itemCount = Int(text(fields[2]))
    else { return nil }
    var itemFields = Array(fields.dropFirst(4))
    if let right {
      itemFields += right.split(separator: 0x3A, omittingEmptySubsequences: false).map(
        Array.init)
    }
    var items: [ReceiptLine] = []
    var index = 0
    while index + 2 < itemFields.count {
      let nameBytes = itemFields[index]
      let name: String?
      switch encoding {
      case .big5: name = big5(nameBytes)
      case .utf8: name = String(validating: nameBytes, as: UTF8.self)
      case .base64:
        name = Data(base64Encoded: Data(nameBytes)).flatMap {
          String(validating: Array($0), as: UTF8.self)
        }
      }
      // A discount's price is negative: `折扣:1:-10`.
      let priceText = text(itemFields[index + 2])
      let negative = priceText.hasPrefix("-")
      // An item as an invoice prints one: a name, a positive quantity, an amount within
      // the bound of money; a code with any other is no invoice Larder can read.
      guard let name = name?.printedLine, !name.isEmpty,
        let quantity = try? Quantity(parsing: text(itemFields[index + 1])), quantity > .zero,
        let magnitude = ReceiptAmount.minorUnits(
          of: negative ? priceText.dropFirst() : Substring(priceText), currency: currency)
      else { return nil }
      let price = negative ? -magnitude : magnitude
      let unitPrice = Money(minorUnits: price, currency: currency)
      let bound = Money.maximum(in: currency).minorUnits
      guard let lineTotal = try? unitPrice.prorated(quantity, of: Quantity(1)),
        (-bound...bound).contains(lineTotal.minorUnits)
      else { return nil }
      // A discount is an item of its own, at a negative price.
      items.append(
        ReceiptLine(
          kind: lineTotal.minorUnits < 0 ? .discount : .product, text: name,
          count: quantity, unitPrice: unitPrice, total: lineTotal))
      index += 3
    }
    return TaiwanEInvoice(
      number: field(0..<10), date: date,
      total: Money(minorUnits: total * 100, currency: currency), seller: field(45..<53),
      items: items, itemCount: itemCount)
  }

  private static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).trimmingSpaces
  }

  /// The receipt the codes give: the day, the total and the items; the store is the
  /// OCR's (`store`), else the seller's number.
  public func receipt(store: String?) -> Receipt {
    Receipt(
      store: store ?? seller, date: date, currency: total.currency, lines: items, total: total,
      source: .eInvoice, invoiceNumber: number)
  }
}
