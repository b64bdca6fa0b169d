import LarderCore
import LarderStore

/// What a receipt reader promises of the `Receipt` it gives (`ReceiptLine`'s documented
/// fields): every line of a quantity not below zero, within `Quantity.maximum`, its amount and
/// unit price within `Money.maximum(in:)` of the receipt's currency, a discount never
/// adding, its text one line; a total in the same currency; a real day; a store on one
/// line. A failed check is a bug.
enum ReceiptChecks {
  /// Checks `receipt`. With `singleSpaced`, each line's text must also be trimmed and
  /// single-spaced, as a till's lines are read; with `textLines`, there must be no more
  /// receipt lines than the text had.
  static func read(_ receipt: Receipt, singleSpaced: Bool, textLines: Int? = nil) {
    let currency = receipt.currency
    if let textLines {
      precondition(receipt.lines.count <= textLines, "more receipt lines than text lines")
    }
    for line in receipt.lines {
      // A line of no quantity (`0,000 kg x 3,99 €/kg 0,00`) is read as printed; the plan
      // leaves it out (`ReceiptPlanChecks`).
      precondition(line.count >= .zero, "a line of quantity \(line.count): \(line.text)")
      precondition(line.count <= Quantity.maximum, "a line's quantity past the bound")
      checkAmount(line.total, currency, "a line's amount")
      if let price = line.unitPrice { checkAmount(price, currency, "a unit price") }
      precondition(line.kind != .discount || line.total.minorUnits <= 0, "a discount adds")
      precondition(!line.text.isEmpty, "a line without text")
      precondition(!line.text.contains(where: \.isNewline), "a line's text of several lines")
      if singleSpaced {
        let spaced = line.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        precondition(spaced == line.text, "a line's text not trimmed and single-spaced")
      }
    }
    if let total = receipt.total {
      precondition(total.currency == currency, "a total in another currency: \(total)")
    }
    if let date = receipt.date {
      precondition((try? CalendarDate(parsing: date.description)) == date, "not a day: \(date)")
    }
    if let store = receipt.store {
      precondition(!store.isEmpty && !store.contains(where: \.isNewline), "a store of no line")
    }
    precondition((try? receipt.difference()) != nil || receipt.total == nil, "sum overflow")
  }

  /// Checks that `amount` is of `currency` and within its bound, either sign.
  private static func checkAmount(_ amount: Money, _ currency: Currency, _ what: String) {
    let bound = Money.maximum(in: currency).minorUnits
    precondition(amount.currency == currency, "\(what) in another currency: \(amount)")
    precondition((-bound...bound).contains(amount.minorUnits), "\(what) past the bound: \(amount)")
  }

  /// Checks `receipt` (see `read`), then plans it against `ReceiptHousehold` as read and
  /// with every line decided (`ReceiptPlanChecks`), and renders each plan's review.
  static func readAndPlan(_ receipt: Receipt, singleSpaced: Bool, textLines: Int? = nil) {
    read(receipt, singleSpaced: singleSpaced, textLines: textLines)
    ReceiptPlanChecks.plan(receipt)
  }
}
