import LarderLanguage
import LarderReports

/// The attributes of a field typed as a number, so that a phone shows its number keypad
/// and the browser lets through exactly what the server reads (`TypedNumber`): digits,
/// ASCII or full-width (`１２`), with at most one decimal separator, `.` (or `．`) in every
/// language and `,` (or `，`) where the language writes decimals with it (French), between
/// digits, spaces around. A minus sign is refused, as every such field refuses a number
/// below zero; how many decimals are allowed (a quantity's 3, a currency's) is left to the
/// server, whose message says so.
enum NumberInput {
  /// ` inputmode="decimal" pattern="…"`, for a quantity or a price typed in `l`.
  static func decimal(_ l: Localization) -> HTML {
    let separators = l.decimalSeparator == .comma ? "[.,．，]" : "[.．]"
    let digits = "[0-9０-９]"
    let pattern = "\\s*\(digits)+(\(separators)\(digits)+)?\\s*"
    return " inputmode=\"decimal\" pattern=\"\(pattern)\""
  }

  /// ` inputmode="decimal" pattern="…"`, for a quantity that may carry its unit, as every
  /// command takes one: `500`, `500 g`, `500g`, `0,5 kg` in French, `2 packs`.
  static func amount(_ l: Localization) -> HTML {
    let separators = l.decimalSeparator == .comma ? "[.,．，]" : "[.．]"
    let digits = "[0-9０-９]"
    let pattern = "\\s*\(digits)+(\(separators)\(digits)+)?\\s*[^0-9０-９\\s]*\\s*"
    return " inputmode=\"decimal\" pattern=\"\(pattern)\""
  }

  /// ` inputmode="numeric" pattern="…"`, for a whole number of days.
  static let integer: HTML = " inputmode=\"numeric\" pattern=\"\\s*[0-9０-９]+\\s*\""
}
