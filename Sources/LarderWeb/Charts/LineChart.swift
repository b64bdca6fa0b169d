import LarderCore
import LarderLanguage
import LarderReports

/// A line chart of monthly amounts in one currency, as inline SVG: one `<path>` through
/// the months, a dot with a `<title>` on each, every third month labelled below by its
/// name in the page's language, the first label starting at its dot and the last ending at
/// its own so that both stay whole inside the drawing.
enum LineChart {
  static let width = 360
  static let height = 170
  static let left = 12
  static let right = 12
  static let top = 20
  static let bottom = 34

  /// The chart `id`'s SVG in a figure: `points` in order, drawn in colour `series`.
  static func svg(
    id: String, title: String, currency: Currency, points: [(Month, Money)], series: Int,
    money: MoneyFormatter, formats f: Formats
  ) -> HTML {
    let largest = max(points.map { $0.1.minorUnits }.max() ?? 1, 1)
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let step = points.count > 1 ? plotWidth / (points.count - 1) : 0
    var coordinates: [(Int, Int)] = []
    for (index, point) in points.enumerated() {
      let x = left + index * step
      let y =
        top + plotHeight
        - Int(Int128(max(point.1.minorUnits, 0)) * Int128(plotHeight) / Int128(largest))
      coordinates.append((x, y))
    }
    let path = coordinates.enumerated().map { index, point in
      (index == 0 ? "M" : "L") + "\(point.0) \(point.1)"
    }.joined(separator: " ")
    let dots = zip(points, coordinates).map { point, xy -> HTML in
      """
      <circle cx="\(xy.0)" cy="\(xy.1)" r="3.5"><title>\(f.month(point.0)): \(money.string(point.1))</title></circle>
      """
    }
    let labels = zip(points, coordinates).enumerated().compactMap { index, pair -> HTML? in
      let last = points.count - 1
      guard (index % 3 == 0 && last - index >= 2) || index == last else { return nil }
      let anchor = index == 0 ? "start" : index == last ? "end" : "middle"
      let x = index == 0 ? pair.1.0 - 4 : index == last ? pair.1.0 + 4 : pair.1.0
      return """
        <text x="\(x)" y="\(height - bottom + 16)" text-anchor="\(anchor)">\(label(pair.0.0, f))</text>
        """
    }
    let peak = money.string(Money(minorUnits: largest, currency: currency))
    return """
      <figure>
      <svg class="chart" viewBox="0 0 \(width) \(height)" role="img" \
      aria-labelledby="\(id)-title" xmlns="http://www.w3.org/2000/svg">
      <title id="\(id)-title">\(title)</title>
      <line class="axis" x1="\(left)" y1="\(top + plotHeight)" x2="\(width - right)" \
      y2="\(top + plotHeight)"/>
      <g class="series s\(series % 6)" data-currency="\(currency.code)" aria-label="\(currency.code)">\
      <path class="line" d="\(path)"/>\(dots)</g>
      <g class="labels"><text x="\(left)" y="12">\(f.localization.tr("max {amount}", ["amount": peak]))</text>\(labels)</g>
      </svg>
      <figcaption>\(title)</figcaption>
      </figure>
      """
  }

  /// A month below the line: its short name, with the year for January (`Jan 2026`,
  /// `janv. 2026`, `2026年1月`) so that the years read from the axis.
  static func label(_ month: Month, _ f: Formats) -> String {
    month.month == 1 ? f.shortMonth(month, withYear: true) : f.shortMonth(month, withYear: false)
  }
}
