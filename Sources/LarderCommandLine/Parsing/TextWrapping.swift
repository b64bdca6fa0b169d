import Foundation
import LarderReports

/// Breaking text into lines of a given width, at spaces, as help text is laid out.
enum TextWrapping {
  /// `text` broken at spaces into lines of at most `width` columns (a word longer than the
  /// line stands alone), every line after the first starting with `indent` spaces.
  /// Chinese and Japanese, written without spaces, also break between their characters
  /// (never before closing punctuation such as `。` or after an opening one such as `「`),
  /// and every width counts terminal columns (2 for a wide character).
  static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    guard text.contains(where: isWide) else {
      return words(text.split(separator: " ").map(String.init), width: width, indent: indent)
    }
    var lines: [String] = []
    var line = ""
    var used = 0
    for (segment, spaced) in segments(text) {
      let lead = lines.isEmpty ? 0 : indent
      let size = TextTable.width(segment)
      let gap = spaced ? 1 : 0
      if line.isEmpty {
        (line, used) = (segment, size)
      } else if lead + used + gap + size <= width {
        line += (spaced ? " " : "") + segment
        used += gap + size
      } else {
        lines.append(line)
        (line, used) = (segment, size)
      }
    }
    lines.append(line)
    return lines.enumerated().map { index, line in
      index == 0 ? line : String(repeating: " ", count: indent) + line
    }
  }

  /// The pieces a line may break between, each with whether a space comes before it.
  private static func segments(_ text: String) -> [(String, Bool)] {
    let closing: Set<Character> = [
      "。", "、", "，", "．", "：", "；", "？", "！", "）", "」", "』", "】", "〜", "ー", ")", ".", ",", ":", ";",
    ]
    let opening: Set<Character> = ["「", "『", "（", "【", "("]
    var out: [(String, Bool)] = []
    var current = ""
    var spaced = false
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == " " {
        if !current.isEmpty { out.append((current, spaced)) }
        (current, spaced) = ("", true)
        continue
      }
      current.append(character)
      guard index + 1 < characters.count else { break }
      let next = characters[index + 1]
      guard next != " ", !closing.contains(next), !opening.contains(character) else { continue }
      if isWide(character) || isWide(next) {
        out.append((current, spaced))
        (current, spaced) = ("", false)
      }
    }
    if !current.isEmpty { out.append((current, spaced)) }
    return out
  }

  private static func isWide(_ character: Character) -> Bool {
    TextTable.width(String(character)) == 2
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
      } else if lead + TextTable.width(line) + 1 + TextTable.width(part) <= width {
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
