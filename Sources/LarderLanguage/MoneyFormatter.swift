import Foundation
import LarderCore

/// Formats money for people in a locale: `$1,234.50`, `1 234,50 €`, `¥1,235`.
///
/// The amount goes through `Decimal`, built from the integer minor units, so nothing is
/// rounded on the way.
public final class MoneyFormatter {
  /// The locale identifier, such as `en_US` or `fr_FR`.
  public let locale: String
  /// One NumberFormatter per currency: making one costs far more than using it.
  private var formatters: [Currency: NumberFormatter] = [:]

  /// Creates a formatter for a locale identifier.
  public init(locale: String) {
    self.locale = locale
  }

  /// The amount with its currency symbol and the locale's separators.
  public func string(_ money: Money) -> String {
    Self.formatted.text("\(locale)|\(money.currency.code)|\(money.minorUnits)") {
      let formatter = formatters[money.currency] ?? makeFormatter(money.currency)
      let value = Decimal(
        sign: money.minorUnits < 0 ? .minus : .plus, exponent: -money.currency.minorUnits,
        significand: Decimal(money.minorUnits.magnitude))
      return formatter.string(from: value as NSDecimalNumber) ?? money.description
    }
  }

  /// Amounts as formatted, by locale, currency and minor units, shared by every formatter
  /// of the process.
  private static let formatted = FormattedTexts(capacity: 8192)

  private func makeFormatter(_ currency: Currency) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.numberStyle = .currency
    formatter.currencyCode = currency.code
    formatter.minimumFractionDigits = currency.minorUnits
    formatter.maximumFractionDigits = currency.minorUnits
    // ICU writes a country's own dollar as a bare "$" (the Taiwan dollar under zh_TW), which
    // beside other amounts reads as US dollars; any currency but USD that the locale gives
    // a bare "$" takes ICU's root symbol instead: NT$, CA$, HK$.
    if formatter.currencySymbol == "$", currency.code != "USD" {
      let root = NumberFormatter()
      root.locale = Locale(identifier: "root")
      root.numberStyle = .currency
      root.currencyCode = currency.code
      formatter.currencySymbol = root.currencySymbol
    }
    formatters[currency] = formatter
    return formatter
  }

  /// The amount with an explicit sign: `+$12.00`, `-$3.50`.
  public func signed(_ money: Money) -> String {
    money.minorUnits < 0 ? string(money) : "+" + string(money)
  }
}
