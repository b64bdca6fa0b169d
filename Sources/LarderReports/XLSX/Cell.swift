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
  /// A whole number such as a count or a year.
  case integer(Int)
  /// A formula such as `=SUM(B2:B13)` over money cells, with the amount it gives, which
  /// is stored as the cached result so readers that do not recalculate still see it.
  case moneyFormula(String, result: Money)
  case empty
}
