import LarderCore

/// A cell of a sheet, typed: text is always a string cell, never a formula.
public enum Cell: Sendable {
  case text(String)
  case money(Money)
  case date(CalendarDate)
  /// A quantity, written as the number nearest its exact decimal value.
  case quantity(Quantity)
  /// A fraction such as a rate or a share, rounded half away from zero to `places`
  /// decimals, as the text views show it.
  case ratio(Ratio, places: Int)
  /// A fraction such as a share or a waste ratio, shown as a percentage with one decimal
  /// (number format `0.0%`): the number is the fraction rounded half away from zero to 3
  /// decimals, so 0.3386 is stored as 0.339 and shown as 33.9%.
  case percent(Ratio)
  /// A whole number such as a count or a year.
  case integer(Int)
  /// A formula such as `=SUM(B2:B13)` over money cells, with the amount it gives, which
  /// is stored as the cached result so readers that do not recalculate still see it.
  case moneyFormula(String, result: Money)
  case empty
}
