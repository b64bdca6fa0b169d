/// A field of a log line as it is written: what a client sent cannot end the line, move the
/// cursor, ring the terminal or pass for another field.
enum LogText {
  /// `text` with every character that is not printable, or that would split or blur the
  /// field, written as an escape: `\x1b` for ESC, `\r`, `\n`, `\t`, `\x20` for a space,
  /// `\\` for a backslash, `\u{202e}` for a control or format character beyond ASCII (C1
  /// controls, bidirectional overrides, zero-width characters, unassigned and private ones,
  /// separators other than the space).
  static func escaped(_ text: String) -> String {
    escape(text, spaces: true)
  }

  /// `text` escaped as `escaped` does, but for its spaces: the last part of a line, free
  /// text such as an error's detail.
  static func detail(_ text: String) -> String {
    escape(text, spaces: false)
  }

  private static func escape(_ text: String, spaces: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case " " where spaces: out += "\\x20"
      case " ": out += " "
      default:
        if scalar.value < 0x20 || scalar.value == 0x7f {
          out += "\\x" + hex(scalar.value, digits: 2)
        } else if !isPrintable(scalar) {
          out += "\\u{" + hex(scalar.value, digits: 4) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Whether `scalar` shows as itself: a letter, mark, number, punctuation or symbol.
  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator, .spaceSeparator:
      false
    default: true
    }
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
