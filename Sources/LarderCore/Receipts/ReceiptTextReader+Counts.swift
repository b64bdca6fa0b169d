extension ReceiptTextReader {
  /// `lines` with the counts printed beside their names taken as counts, when the receipt
  /// prints its counts so: before the name on most product lines, one of them `1`
  /// (`1 JUS D'ORANGE`, `2 AVOCAT MUR A POINT`, as Monoprix does), or after it with a small
  /// x on two lines or more (`CROISSANT x3`). Elsewhere the number is the name's (`6 OEUFS
  /// FRAIS`, `EVIAN 1,5L x6`).
  static func countsBesideNames(_ lines: [ReceiptLine]) -> [ReceiptLine] {
    let bare = lines.indices.filter {
      lines[$0].kind == .product && lines[$0].count == Quantity(1) && lines[$0].unitPrice == nil
    }
    let products = lines.count { $0.kind == .product }
    var lines = lines
    let before = bare.compactMap { index in
      lines[index].text.wholeMatch(of: countFirst).map { (index, $0.output.count, $0.output.name) }
    }
    if before.count >= 2, before.count * 2 >= products, before.contains(where: { $0.1 == "1" }) {
      for (index, count, name) in before {
        guard let value = Int32(count), value > 0 else { continue }
        lines[index].text = String(name)
        lines[index].count = Quantity(value)
      }
    }
    let after = bare.compactMap { index in
      lines[index].text.wholeMatch(of: countAfter).map { (index, $0.output.count, $0.output.name) }
    }
    if after.count >= 2 {
      for (index, count, name) in after {
        guard let value = Int32(count), value > 0 else { continue }
        lines[index].text = String(name)
        lines[index].count = Quantity(value)
      }
    }
    return lines
  }

  /// `receipt` with each line whose values a misread digit contradicts read as they agree,
  /// what was read kept (`misread`): a count or unit price always (the money stays), an
  /// amount only when the receipt then adds up and did not before.
  static func agreeing(_ receipt: Receipt) -> Receipt {
    var receipt = receipt
    for index in receipt.lines.indices {
      let line = receipt.lines[index]
      guard var agreeing = line.agreeingReading else { continue }
      agreeing.misread = ReceiptLine.Misread(line)
      if agreeing.total == line.total {
        receipt.lines[index] = agreeing
        continue
      }
      var mended = receipt
      mended.lines[index] = agreeing
      if !ReceiptReadings.addsUp(receipt), ReceiptReadings.addsUp(mended) { receipt = mended }
    }
    return receipt
  }

  /// `2 AVOCAT MUR A POINT`: a count of one or two digits, a space, then a name that starts
  /// with a letter.
  nonisolated(unsafe) static let countFirst = #/(?<count>\d{1,2}) (?<name>\p{L}.*)/#
  /// `CROISSANT x3`, `香蕉 1串 x2`.
  nonisolated(unsafe) static let countAfter = #/(?<name>.*?\S)\s?[x×](?<count>\d{1,2})/#
}
