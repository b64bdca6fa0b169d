import LarderCore

extension FuzzTarget {
  /// The ways a receipt's text comes, each with the currency it is read in when the text
  /// shows none: typed or pasted in euros, an e-mail's in yen, a photo's OCR (whose
  /// slashed decimal commas are read back) in New Taiwan dollars.
  static let receiptTextReadings: [(Receipt.Source, Currency)] = [
    (.text, .euro), (.mail, (try? Currency(code: "JPY")) ?? .euro),
    (.photo, (try? Currency(code: "TWD")) ?? .euro),
  ]

  /// The input as UTF-8 text read by `ReceiptTextReader` each way a text comes; every
  /// receipt must keep `ReceiptChecks`' promises (no more lines than the text has) and
  /// its plans and review `ReceiptPlanChecks`'.
  static func readReceiptText(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).count
    for (source, currency) in receiptTextReadings {
      let receipt = ReceiptTextReader.read(text, currency: currency, source: source)
      precondition(receipt.source == source, "the receipt's source is not the text's")
      ReceiptChecks.readAndPlan(receipt, singleSpaced: true, textLines: lines)
    }
  }
}
