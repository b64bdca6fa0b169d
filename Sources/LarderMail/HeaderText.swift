import Foundation
import LarderCore

/// Text made safe for one e-mail header: no line break or control character can get in,
/// and anything not ASCII is RFC 2047 encoded.
public enum HeaderText {
  /// `text` on one line: CR, LF and tabs become spaces, other control characters go,
  /// and runs of spaces shrink to one (`String.singleLine`).
  public static func singleLine(_ text: String) -> String {
    text.singleLine
  }

  /// A header value for `name`, folded so that no line passes 78 characters: ASCII text
  /// as it is, folded at spaces; other text as `=?utf-8?B?…?=` words of whole characters.
  public static func encoded(_ text: String, headerName name: String) -> String {
    let line = singleLine(text)
    if line.unicodeScalars.allSatisfy({ $0.isASCII }) {
      return fold(line.split(separator: " ").map(String.init), first: name.count + 2)
    }
    var words: [String] = []
    var chunk: [UInt8] = []
    for character in line {
      let bytes = Array(String(character).utf8)
      if chunk.count + bytes.count > 39 && !chunk.isEmpty {
        words.append(word(chunk))
        chunk = []
      }
      chunk += bytes
    }
    if !chunk.isEmpty { words.append(word(chunk)) }
    return fold(words, first: name.count + 2)
  }

  private static func word(_ bytes: [UInt8]) -> String {
    "=?utf-8?B?" + Data(bytes).base64EncodedString() + "?="
  }

  /// Joins words with spaces, breaking the line (CRLF and a space) before a word that
  /// would pass 78 characters.
  private static func fold(_ words: [String], first: Int) -> String {
    var result = ""
    var width = first
    for (index, word) in words.enumerated() {
      if index > 0 {
        if width + 1 + word.count > 78 {
          result += "\r\n "
          width = 1
        } else {
          result += " "
          width += 1
        }
      }
      result += word
      width += word.count
    }
    return result
  }
}
