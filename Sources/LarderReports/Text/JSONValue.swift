import LarderCore

/// A JSON document with keys in the order they were given, so output is stable and
/// reads in a sensible order. Money and quantities go in as decimal strings.
public indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// A string, or null when `value` is nil.
  public static func optional(_ value: CustomStringConvertible?) -> JSONValue {
    value.map { .string($0.description) } ?? .null
  }

  /// `[{currency, amount}]` for totals kept per currency.
  public static func amounts(_ totals: MoneyTotals) -> JSONValue {
    .array(
      totals.amounts.map {
        .object([("currency", .string($0.currency.code)), ("amount", .string($0.amount))])
      })
  }

  /// The document, indented by two spaces, with a final newline.
  public func rendered() -> String {
    var out = ""
    write(to: &out, indent: "")
    return out + "\n"
  }

  private func write(to out: inout String, indent: String) {
    switch self {
    case .string(let text): out += JSONValue.quote(text)
    case .number(let number): out += String(number)
    case .bool(let flag): out += flag ? "true" : "false"
    case .null: out += "null"
    case .array(let elements):
      guard !elements.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (offset, element) in elements.enumerated() {
        out += indent + "  "
        element.write(to: &out, indent: indent + "  ")
        out += offset == elements.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (offset, (key, value)) in members.enumerated() {
        out += indent + "  " + JSONValue.quote(key) + ": "
        value.write(to: &out, indent: indent + "  ")
        out += offset == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  /// A JSON string literal, escaping quotes, backslashes and control characters.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
