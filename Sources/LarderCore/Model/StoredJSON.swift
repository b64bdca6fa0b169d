/// JSON text as the database keeps it (a change's action and origin, a recipe's steps):
/// compact, keys sorted by their bytes, `/` unescaped — the text Foundation's `JSONEncoder`
/// writes with `[.sortedKeys, .withoutEscapingSlashes]` for the same values (a test holds
/// them equal), written by hand: Codable's generic containers make the Swift runtime build
/// a type for every case of an action at a command's first write, milliseconds of a small
/// command's time.
public struct StoredJSON: Sendable {
  /// The text.
  public let text: String

  private init(_ text: String) { self.text = text }

  /// A string.
  public static func string(_ value: String) -> StoredJSON { StoredJSON(quoted(value)) }

  /// An integer.
  public static func integer(_ value: Int) -> StoredJSON { StoredJSON(String(value)) }

  /// An array of `elements`.
  public static func array(_ elements: [StoredJSON]) -> StoredJSON {
    StoredJSON("[" + elements.map(\.text).joined(separator: ",") + "]")
  }

  /// An array of strings.
  public static func strings(_ elements: [String]) -> StoredJSON { array(elements.map(string)) }

  /// An object of `members`, sorted by key; a member whose value is nil is left out, as
  /// `encodeIfPresent` leaves it.
  public static func object(_ members: KeyValuePairs<String, StoredJSON?>) -> StoredJSON {
    let kept = members.compactMap { key, value in value.map { (key, $0) } }
      .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    return StoredJSON(
      "{" + kept.map { quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}")
  }

  /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`… or
  /// `\u00xx`.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
