import Foundation

/// Breaking text into lines of a given width, at spaces, as help text is laid out.
enum TextWrapping {
  /// `text` broken at spaces into lines of at most `width` columns (a word longer than the
  /// line stands alone), every line after the first starting with `indent` spaces.
  static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    words(text.split(separator: " ").map(String.init), width: width, indent: indent)
  }

  /// `parts` (words, or groups such as `[--unit <unit>]` that must stay whole) joined by
  /// spaces into lines of at most `width` columns; lines after the first start with
  /// `indent` spaces.
  static func words(_ parts: [String], width: Int, indent: Int = 0) -> [String] {
    var lines: [String] = []
    var line = ""
    for part in parts {
      let lead = lines.isEmpty ? 0 : indent
      if line.isEmpty {
        line = part
      } else if lead + line.count + 1 + part.count <= width {
        line += " " + part
      } else {
        lines.append(line)
        line = part
      }
    }
    lines.append(line)
    return lines.enumerated().map { index, line in
      index == 0 ? line : String(repeating: " ", count: indent) + line
    }
  }

  /// Each paragraph of `text` (separated by blank lines) reflowed to `width` columns, its
  /// own line breaks ignored.
  static func paragraphs(_ text: String, width: Int) -> String {
    text.components(separatedBy: "\n\n").map { paragraph in
      let flat = paragraph.split(whereSeparator: \.isNewline).joined(separator: " ")
      return lines(flat, width: width).joined(separator: "\n")
    }.joined(separator: "\n\n")
  }
}
