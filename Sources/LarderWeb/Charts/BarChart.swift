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
      let name = row.key.isEmpty ? "(none)" : row.key
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
  /// `text` cut to `length` characters, with an ellipsis when cut.
  static func shortened(_ text: String, _ length: Int) -> String {
    text.count <= length ? text : String(text.prefix(length - 1)) + "…"
  }
}
