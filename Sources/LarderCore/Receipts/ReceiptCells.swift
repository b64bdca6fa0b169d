/// A line's cells, as a table or a page lays them out: apart by a tab or two spaces or
/// more. A page that prints a box beside the receipt (an A4 e-receipt's loyalty box:
/// `Votre carte fidélité`, `累計: 159`) puts its text in cells after the line's amount.
enum ReceiptCells {
  /// `line` without the cells after its last amount, when they are words (a box beside
  /// the receipt), so the amount ends the line again; `line` itself otherwise.
  static func withoutSideText(_ line: Substring, currency: Currency) -> Substring {
    let cells = line.split(separator: separator, omittingEmptySubsequences: true)
    guard cells.count > 1,
      let last = cells.lastIndex(where: { isAmount($0, currency: currency) }),
      last < cells.count - 1, last > 0,
      cells[(last + 1)...].allSatisfy({ $0.contains(where: \.isLetter) })
    else { return line }
    return line[..<cells[last].endIndex]
  }

  /// Whether `cell` is an amount and nothing else (`1,15 €`, `¥238`, `-0,50`, `318TX`).
  static func isAmount(_ cell: Substring, currency: Currency) -> Bool {
    let trimmed = cell.drop { $0 == " " }
    guard let (_, start) = ReceiptAmount.trailing(trimmed, currency: currency) else {
      return false
    }
    return trimmed[..<start].allSatisfy { $0 == " " }
  }

  /// A tab, or two spaces or more.
  nonisolated(unsafe) static let separator = #/\t|[ \u{3000}]{2,}/#
}
