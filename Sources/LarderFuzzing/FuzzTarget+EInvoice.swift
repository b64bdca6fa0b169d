import LarderCore
import LarderScan

extension FuzzTarget {
  /// The input as the payloads of a photo's QR codes, separated by NUL bytes, read by
  /// `TaiwanEInvoice` (Big5 names by `Big5Text`, as `larder receipt` reads them). The
  /// head's fields are read by position, one character a byte: the number, day, total and
  /// seller must be the bytes at their places. The codes read the same in either order
  /// when there is one left code and at most one right code. Each item's amount is its
  /// unit price times its quantity, a discount when negative; the receipt it gives must
  /// keep `ReceiptChecks`' promises, and its plans and review `ReceiptPlanChecks`'.
  static func readEInvoice(_ bytes: [UInt8]) {
    let codes = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    let invoice = TaiwanEInvoice.read(codes: codes, big5: Big5Text.decode)
    let left = codes.filter(isLeftCode)
    if left.count == 1, codes.filter({ $0.starts(with: [0x2A, 0x2A]) }).count <= 1 {
      let reversed = TaiwanEInvoice.read(codes: codes.reversed(), big5: Big5Text.decode)
      precondition(reversed == invoice, "the codes read differently in another order")
    }
    guard let invoice, let head = left.first.map({ Array($0.prefix(77)) }) else { return }
    func ascii(_ range: Range<Int>) -> String { String(decoding: head[range], as: UTF8.self) }
    precondition(invoice.number == ascii(0..<10), "the number is not the head's first bytes")
    precondition(invoice.seller == ascii(45..<53), "the seller is not the head's bytes 45-52")
    if let year = Int(ascii(10..<13)), let month = Int(ascii(13..<15)),
      let day = Int(ascii(15..<17))
    {
      precondition(
        invoice.date == CalendarDate(year: year + 1911, month: month, day: day),
        "the day is not the head's bytes 10-16")
    }
    if let total = Int64(ascii(29..<37), radix: 16) {
      precondition(invoice.total.minorUnits == total * 100, "the total is not bytes 29-36")
    }
    for item in invoice.items {
      guard let price = item.unitPrice else { preconditionFailure("an item without a price") }
      precondition(
        (try? price.prorated(item.count, of: Quantity(1))) == item.total,
        "an item's amount is not its price times its quantity")
      precondition((item.kind == .discount) == (item.total.minorUnits < 0), "a discount")
    }
    let receipt = invoice.receipt(store: nil)
    precondition(receipt.source == .eInvoice && receipt.store == invoice.seller, "the receipt")
    ReceiptChecks.readAndPlan(receipt, singleSpaced: false)
  }

  /// Whether `code` begins as an e-invoice's left code (`TaiwanEInvoice.read`): a head of
  /// 77 ASCII bytes, two capital letters, then fifteen digits.
  static func isLeftCode(_ code: [UInt8]) -> Bool {
    code.count >= 77 && code[0..<77].allSatisfy { $0 < 0x80 }
      && code[0..<2].allSatisfy { (0x41...0x5A).contains($0) }
      && code[2..<17].allSatisfy { (0x30...0x39).contains($0) }
  }
}
