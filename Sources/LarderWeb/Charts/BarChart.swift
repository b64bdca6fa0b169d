import LarderCore
import LarderLanguage
import LarderReports

/// A horizontal bar chart of amounts in one currency, as inline SVG: one bar per row,
/// labelled, scaled to the largest amount, with a `<title>` on the chart and on each bar.
enum BarChart {
  /// Width of the drawing, in SVG units.
  static let width = 360
  static let rowHeight = 24
  static let labelWidth = 120
  static let valueWidth = 80

  /// The chart `id`'s SVG in a figure, its series drawn in colour `series` (0–5).
  static func svg(
    id: String, title: String, rows: [SpendingRow], series: Int, money: MoneyFormatter
  ) -> HTML {
    let currency = rows.first?.amount.currency.code ?? ""
    let largest = max(rows.map { $0.amount.minorUnits }.max() ?? 1, 1)
    let span = width - labelWidth - valueWidth
    let height = rows.count * rowHeight + 8
    var bars: [HTML] = []
    var labels: [HTML] = []
    for (index, row) in rows.enumerated() {
      let y = 4 + index * rowHeight
      let length = max(
        1, Int((Int128(max(row.amount.minorUnits, 0)) * Int128(span)) / Int128(largest)))
      let amount = money.string(row.amount)
      let name = row.key.isEmpty ? Localization.current.tr("(none)") : row.key
      bars.append(
        """
        <rect x="\(labelWidth)" y="\(y + 3)" width="\(length)" height="\(rowHeight - 8)">\
        <title>\(name): \(amount)</title></rect>
        """)
      labels.append(
        """
        <text x="\(labelWidth - 6)" y="\(y + rowHeight / 2 + 4)" text-anchor="end">\
        \(Chart.shortened(name, 18))</text>\
        <text x="\(labelWidth + length + 4)" y="\(y + rowHeight / 2 + 4)">\(amount)</text>
        """)
    }
    return """
      <figure>
      <svg class="chart" viewBox="0 0 \(width) \(height)" role="img" \
      aria-labelledby="\(id)-title" xmlns="http://www.w3.org/2000/svg">
      <title id="\(id)-title">\(title)</title>
      <g class="series s\(series % 6)" data-currency="\(currency)" aria-label="\(currency)">\(bars)</g>
      <g class="labels">\(labels)</g>
      </svg>
      <figcaption>\(title)</figcaption>
      </figure>
      """
  }
}

/// What the charts share.
enum Chart {
  /// `text` cut to `length` columns, with an ellipsis when cut: a wide character (CJK,
  /// full-width forms) takes two columns, as it takes about twice the width of a Latin
  /// letter, so that a Japanese label fits the room an English one has.
  static func shortened(_ text: String, _ length: Int) -> String {
    var used = 0
    var kept = ""
    for character in text {
      let width = isWide(character) ? 2 : 1
      if used + width > length - 1 {
        return columns(of: text) <= length ? text : kept + "…"
      }
      used += width
      kept.append(character)
    }
    return text
  }

  /// The columns `text` takes (`shortened`).
  static func columns(of text: String) -> Int {
    text.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
  }

  /// Whether `character` is drawn about twice as wide as a Latin letter.
  static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first?.value else { return false }
    return (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
      || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
      || (0xFE30...0xFE4F).contains(scalar) || (0xFF00...0xFF60).contains(scalar)
      || (0xFFE0...0xFFE6).contains(scalar) || (0x20000...0x3FFFD).contains(scalar)
  }
}
