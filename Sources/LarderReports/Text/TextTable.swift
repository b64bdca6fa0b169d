/// A plain-text table aligned for a terminal: a header row, then one row per line.
///
/// Control characters in cells are shown as spaces so that a name with a newline cannot
/// break the layout. Wide (East Asian) characters count as two columns.
public struct TextTable: Sendable {
  /// How a column's cells line up.
  public enum Alignment: Sendable { case left, right }

  private let headers: [String]
  private let alignments: [Alignment]
  private var rows: [[String]] = []
  private var emphases: [[Emphasis]] = []

  /// Creates a table with these column headers and alignments.
  public init(_ columns: [(String, Alignment)]) {
    headers = columns.map(\.0)
    alignments = columns.map(\.1)
  }

  /// Appends a row (missing cells are blank), marked with `emphasis` on a terminal, except
  /// for the cells that `cells` marks otherwise (by column index; nil keeps the row's).
  /// The marks are pairs, not a dictionary: a table is built at start-up, where a new kind
  /// of dictionary key costs the runtime a search of every conformance.
  public mutating func add(
    _ row: [String], emphasis: Emphasis = .plain, cells: KeyValuePairs<Int, Emphasis?> = [:]
  ) {
    rows.append(row.map(TextTable.flatten))
    emphases.append(
      row.indices.map { column in
        cells.first { $0.key == column }.flatMap(\.value) ?? emphasis
      })
  }

  /// The table, with two spaces between columns and no trailing spaces; the header is bold
  /// and rows carry their emphasis when `Emphasis.enabled`.
  public func rendered() -> String {
    let all = [headers] + rows
    var widths = Array(repeating: 0, count: headers.count)
    for row in all {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], TextTable.width(cell))
      }
    }
    let marks = [headers.map { _ in Emphasis.bold }] + emphases
    var out = ""
    for (row, marks) in zip(all, marks) {
      var line = ""
      var pending = ""
      for index in headers.indices {
        let cell = index < row.count ? row[index] : ""
        let padding = String(repeating: " ", count: widths[index] - TextTable.width(cell))
        let mark = index < marks.count ? marks[index] : .plain
        let (before, after) = alignments[index] == .right ? (padding, "") : ("", padding)
        if index > 0 { pending += "  " }
        if cell.isEmpty {
          pending += before + after
          continue
        }
        line += pending + before + mark.apply(cell)
        pending = after
      }
      out += line + "\n"
    }
    return out
  }

  static func flatten(_ text: String) -> String {
    if isPrintableASCII(text) { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }

  /// The number of terminal columns `text` takes: 2 for a wide (East Asian) character.
  public static func width(_ text: String) -> Int {
    if isPrintableASCII(text) { return text.utf8.count }
    return text.unicodeScalars.reduce(0) { total, scalar in
      let value = scalar.value
      if scalar.properties.generalCategory == .nonspacingMark { return total }
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
        || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
        || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
        || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value)
        || (0x20000...0x3FFFD).contains(value)
      return total + (wide ? 2 : 1)
    }
  }

  /// Whether `text` is only printable ASCII (space to tilde): one column a byte, nothing
  /// to flatten, so the scalars' properties need not be looked up (most cells: numbers,
  /// dates, units, English words).
  static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }
}
