/// Reads a receipt's text into a `Receipt`: its store (the first line without an amount, or
/// the name on its day's line), its day, its currency, its lines with an amount (products,
/// discounts, deposits, bags) and the total it states, and how it was paid (its payment
/// line). Of what follows the total, only the payment line is read: change and the VAT
/// summary are not; a total above the lines (an e-invoice's header) does not end them.
/// Loyalty lines, table headings, greetings and the words of a box printed beside the
/// lines (`ReceiptCells`) are left out.
///
/// A line is `NAME  TOTAL`, `NAME  QTY x PRICE  TOTAL`, a table's `NAME  QTY  PRICE  TOTAL`
/// or a weighed `NAME 0,512 kg x 3,99 €/kg 2,04`; a name may wrap onto the next line, and
/// a count may stand before or after it (`countsBesideNames`). Amounts are
/// read in the receipt's currency and its decimals (`1,29` and `1.29` are the same euros;
/// `1,280` yen is 1280). A quantity printed on a line of its own (`2 x 7,90`) belongs to the
/// product above or below it whose amount it makes. In a photo's text, a line whose
/// quantity, unit price and amount disagree by one misread digit is read as they agree
/// (`ReceiptLine.agreeingReading`), keeping what was read (`misread`) for the review.
public enum ReceiptTextReader {
  /// The receipt in `text`.
  ///
  /// - Parameters:
  ///   - currency: the currency to read it in when the text shows none (no `€`, `円`,
  ///     `NT$`...).
  ///   - source: where the text came from.
  public static func read(_ text: String, currency: Currency, source: Receipt.Source = .text)
    -> Receipt
  {
    let text = PrinterCommands.removed(from: text)
    let currency = printedCurrency(in: text) ?? currency
    var receipt = Receipt(currency: currency, source: source)
    var pendingName: String?
    var awaitingTotal = false
    // A quantity on its own line, not yet given to the product above it (which it does not
    // make), waiting for the product below it.
    var pendingQuantity: ReceiptQuantityLine?
    // A total printed before any line (an e-invoice's header, above its details): the
    // lines after it are read, and a later total is the receipt's.
    var totalFirst = false
    func lastProduct() -> Int? {
      receipt.lines.indices.last.flatMap { receipt.lines[$0].kind == .product ? $0 : nil }
    }
    // Gives the pending quantity to the line below it when it makes that line's amount;
    // else to the one it nearly makes (a misread digit), the line above's first.
    func settle(below: inout ReceiptLine?) {
      guard let quantity = pendingQuantity else { return }
      pendingQuantity = nil
      if let line = below, let applied = quantity.applied(to: line) {
        below = applied
      } else if let above = lastProduct(),
        let applied = quantity.applied(to: receipt.lines[above], nearly: true)
      {
        receipt.lines[above] = applied
      } else if let line = below, let applied = quantity.applied(to: line, nearly: true) {
        below = applied
      }
    }
    var nothingBelow: ReceiptLine?
    for raw in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let line = normalized(
        ReceiptCells.withoutSideText(raw, currency: currency), recognized: source == .photo)
      guard !line.isEmpty else { continue }
      // A name without an amount belongs to the line just below it, no further.
      let pending = pendingName
      pendingName = nil
      if receipt.payment == nil, receipt.total != nil, !totalFirst {
        receipt.payment = ReceiptWords.payment(in: SearchKey.fold(line))
      }
      if let (date, rest) = ReceiptDate.first(in: line[...]) {
        if receipt.date == nil { receipt.date = date }
        // A store named on its day's line (`全聯 民生店 2026/11/14`).
        if receipt.store == nil, receipt.lines.isEmpty, rest.firstMatch(of: timePattern) == nil,
          ReceiptWords.isName(rest)
        {
          receipt.store = rest
        }
        continue
      }
      if line.contains(timePattern) { continue }
      let foldedLine = SearchKey.fold(line)
      if ReceiptWords.has(ReceiptWords.loyalty, in: foldedLine),
        !ReceiptWords.has(ReceiptWords.discount, in: foldedLine)
      {
        continue
      }
      let past = receipt.total != nil && !totalFirst
      if !past, let quantity = ReceiptQuantityLine(line, currency: currency) {
        if let last = lastProduct(), pending == nil,
          let applied = quantity.applied(to: receipt.lines[last])
        {
          receipt.lines[last] = applied
        } else {
          pendingQuantity = quantity
        }
        continue
      }
      guard let (amount, start) = ReceiptAmount.trailing(line[...], currency: currency) else {
        let folded = SearchKey.fold(line)
        if past { continue }
        // A rule (`-----`), a row of stars: no name.
        guard line.contains(where: \.isLetter) else { continue }
        if ReceiptWords.has(ReceiptWords.total, in: folded)
          && !ReceiptWords.has(ReceiptWords.subtotal, in: folded)
        {
          awaitingTotal = true
        } else if receipt.store == nil, receipt.lines.isEmpty, !line.contains("發票") {
          receipt.store = line
        } else if !ReceiptWords.isIgnored(folded), !line.contains("發票") {
          pendingName = line
        }
        continue
      }
      if past { continue }
      let head = String(line[..<start]).trimmingSpaces
      if head.isEmpty {
        if awaitingTotal {
          (receipt.total, totalFirst, awaitingTotal) = (amount, receipt.lines.isEmpty, false)
        } else if let name = pending {
          receipt.lines.append(ReceiptLine(text: name, total: amount))
        }
        continue
      }
      let folded = SearchKey.fold(head)
      if ReceiptWords.has(ReceiptWords.subtotal, in: folded) { continue }
      if ReceiptWords.has(ReceiptWords.total, in: folded) {
        (receipt.total, totalFirst) = (amount, receipt.lines.isEmpty)
        settle(below: &nothingBelow)
        continue
      }
      if ReceiptWords.has(ReceiptWords.discount, in: folded) {
        let negative = Money(minorUnits: -abs(amount.minorUnits), currency: currency)
        receipt.lines.append(ReceiptLine(kind: .discount, text: head, total: negative))
      } else if ReceiptWords.isIgnored(folded) {
        continue
      } else if ReceiptWords.has(ReceiptWords.deposit, in: folded) {
        receipt.lines.append(ReceiptLine(kind: .deposit, text: head, total: amount))
      } else {
        var line = product(head, total: amount, currency: currency)
        if line.text.isEmpty {
          guard let name = pending else { continue }
          line.text = name
        } else if let name = pending, let match = head.prefixMatch(of: countOnly),
          let count = Int32(match.output.count), count > 0
        {
          // The count under the name with a unit price OCR misread (`2コ X #498`): the
          // name's line, that many, for the amount.
          line = ReceiptLine(text: name, count: Quantity(count), total: amount)
        } else if let name = pending, isWrapped(name, among: receipt) {
          // A name too long for its line, wrapped onto the next, which has the amount.
          line = product(name + " " + head, total: amount, currency: currency)
        }
        var below: ReceiptLine? = line
        settle(below: &below)
        receipt.lines.append(below ?? line)
      }
    }
    settle(below: &nothingBelow)
    receipt.lines = countsBesideNames(receipt.lines)
    if source == .photo { receipt = agreeing(receipt) }
    return receipt
  }

  /// The currency the text's signs show: `€` or `EUR`, `NT$` or `元`, `円` or `¥` (or the
  /// backslash before an amount that is the yen sign in JIS X 0201, as OCR reads it).
  static func printedCurrency(in text: String) -> Currency? {
    let code: String? =
      if text.contains("€") || text.contains("EUR") {
        "EUR"
      } else if text.contains("NT$") || text.contains("元") || text.contains("TWD") {
        "TWD"
      } else if text.contains("円") || text.contains("¥") || text.contains("￥")
        || text.contains(backslashedAmount)
      {
        "JPY"
      } else {
        nil
      }
    return code.flatMap { try? Currency(code: $0) }
  }

  /// A product line's head (what precedes its total): the name, and a count or a weight
  /// with its price when the line prints them.
  static func product(_ head: String, total: Money, currency: Currency) -> ReceiptLine {
    if let match = head.wholeMatch(of: weighed),
      let quantity = try? Quantity(parsing: match.output.quantity.replacing(",", with: ".")),
      let price = ReceiptAmount.minorUnits(of: match.output.price, currency: currency)
    {
      return ReceiptLine(
        text: String(match.output.name).trimmingSpaces, count: quantity,
        measuredUnit: match.output.unit.lowercased(),
        unitPrice: Money(minorUnits: price, currency: currency), total: total)
    }
    if let match = head.wholeMatch(of: counted), let count = Int32(match.output.count),
      count > 0,
      let price = ReceiptAmount.minorUnits(of: match.output.price, currency: currency)
    {
      return ReceiptLine(
        text: String(match.output.name).trimmingSpaces, count: Quantity(count),
        unitPrice: Money(minorUnits: price, currency: currency), total: total)
    }
    if let match = head.wholeMatch(of: tabled),
      let quantity = try? Quantity(parsing: match.output.quantity.replacing(",", with: ".")),
      quantity > .zero,
      let price = ReceiptAmount.minorUnits(of: match.output.price, currency: currency)
    {
      // A table's columns, `NAME QTY PRICE AMOUNT`: taken so only when they make the amount.
      let line = ReceiptLine(
        text: String(match.output.name), count: quantity,
        measuredUnit: match.output.unit.map { $0.lowercased() },
        unitPrice: Money(minorUnits: price, currency: currency), total: total)
      if line.agrees == true { return line }
    }
    return ReceiptLine(text: head, total: total)
  }

  /// Whether `name`, a line without an amount just above a product line, is the first part
  /// of that product's name: it is not short, and
  /// comes after the receipt's first product or its day, past the store's header.
  static func isWrapped(_ name: String, among receipt: Receipt) -> Bool {
    name.count >= wrappedLength && (!receipt.lines.isEmpty || receipt.date != nil)
  }

  /// The fewest characters of a name a till wraps onto a second line (a short line above a
  /// product is a heading or a misread, not the start of its name).
  static let wrappedLength = 10

  /// The line in one width (full-width digits and letters as ASCII), single-spaced and
  /// trimmed. A line `recognized` by OCR from a photo also gets back the decimal comma
  /// OCR often reads as a slash at its end (`3/15` for `3,15`).
  static func normalized(_ line: Substring, recognized: Bool = false) -> String {
    // A backslash is the yen sign where 0x5C is (JIS X 0201), and as OCR reads `¥`.
    let narrow = String(line).folding(options: .widthInsensitive, locale: nil)
      .replacingOccurrences(of: "\\", with: "¥")
    // Control characters (a printer's escape codes, a NUL) are spaces: no name read from
    // a receipt holds one.
    let spaced = narrow.printedLine
    guard recognized else { return spaced }
    return spaced.replacing(slashedAmount) { "\($0.output.1),\($0.output.2)\($0.output.3)" }
  }

  /// An amount at the end of a line whose decimal comma OCR read as a slash: ` 3/15`,
  /// ` 3/15 €`.
  nonisolated(unsafe) static let slashedAmount = #/(\s\d{1,6})\/(\d{2})(\s?€?)$/#

  /// A backslash before digits: `\238`.
  nonisolated(unsafe) static let backslashedAmount = #/\\\d/#
  /// `NAME 0,512 kg x 3,99 €/kg`.
  nonisolated(unsafe) static let weighed =
    #/(?<name>.*?)\s*(?<quantity>\d+(?:[.,]\d{1,3})?)\s?(?<unit>kg|g|l|L)\s?[xX×*]\s?(?:[€¥$])?(?<price>\d+(?:[.,]\d{1,2})?)\s?(?:€|EUR|円|元)?(?:\s?\/\s?(?:kg|l|L))?/#
  /// `NAME 2 x 1,29`, `2コ X 単198`, `2個 x @45` (and `2 Xx 45`, as OCR may read a `×`).
  nonisolated(unsafe) static let counted =
    #/(?<name>.*?)\s*(?<count>\d{1,3})\s?(?:個|コ|点|件|pcs?)?\s?[xX×*]{1,2}\s?(?:@|単|單價|单价)?\s?(?:[€¥$]|NT\$)?(?<price>\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?)\s?(?:€|EUR|円|元)?/#
  /// `CAMEMBERT AOP 250G 2 2,35`, `OIGNON JAUNE 0,210 kg 1,69/kg`, `たまご 10個 2 248`.
  nonisolated(unsafe) static let tabled =
    #/(?<name>.*?\S)\s(?<quantity>\d{1,3}(?:[.,]\d{1,3})?)(?:\s?(?<unit>kg|g|l|L))?\s(?:[€¥$]|NT\$)?(?<price>\d+(?:[.,]\d{1,2})?)\s?(?:€|EUR|円|元)?(?:\s?\/\s?(?:kg|l|L))?/#
  /// The start of a count under a name, `2 x`, `2コ X`, whatever follows it.
  nonisolated(unsafe) static let countOnly = #/(?<count>\d{1,3})\s?(?:個|コ|点|件|pcs?)?\s?[xX×*]\s/#
  /// A time of day, `18:32`: a line that has one carries no purchase.
  nonisolated(unsafe) static let timePattern = #/(?:^|\D)\d{1,2}:\d{2}(?!\d)/#
}
