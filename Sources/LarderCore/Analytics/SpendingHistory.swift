/// Spending by month and category over a run of months, kept apart by currency: the data
/// behind the export's Summary and Spending sheets.
///
/// Every month from `months.first` to `months.last` is present, with zero where nothing
/// was bought, so the months read as a continuous time line.
public struct SpendingHistory: Hashable, Sendable {
  /// One spending amount: a month, a category and what was paid in one currency.
  public struct Entry: Hashable, Sendable {
    /// The month of the purchases.
    public var month: Month
    /// The items' category.
    public var category: String
    /// What was paid, in one currency.
    public var amount: Money

    /// Creates an entry.
    public init(month: Month, category: String, amount: Money) {
      self.month = month
      self.category = category
      self.amount = amount
    }
  }

  /// The months covered, oldest first, without gaps.
  public let months: [Month]
  /// The currencies spent in, in code order.
  public let currencies: [Currency]
  private let cells: [Currency: [Month: [String: Money]]]
  /// The sums, made and checked once when the history is built.
  private let monthTotals: [Currency: [Month: Money]]
  private let yearTotals: [Currency: [Int: Money]]
  private let categoryTotals: [Currency: [String: Money]]
  private let grandTotals: [Currency: Money]

  /// A history of no months.
  public init() {
    months = []
    currencies = []
    cells = [:]
    monthTotals = [:]
    yearTotals = [:]
    categoryTotals = [:]
    grandTotals = [:]
  }

  /// Builds the history of `entries` over the months from `first` to `last`; entries
  /// outside them are left out, and entries for the same cell are added up.
  ///
  /// - Throws: `ValueError.overflow` when a sum (of a cell, a month, a year, a category or
  ///   everything in one currency) does not fit in 64 bits of minor units.
  public init(entries: [Entry], from first: Month, to last: Month) throws(ValueError) {
    var months: [Month] = []
    var month = first
    while month <= last {
      months.append(month)
      month = month.adding(months: 1)
    }
    var cells: [Currency: [Month: [String: Money]]] = [:]
    var monthTotals: [Currency: [Month: Money]] = [:]
    var yearTotals: [Currency: [Int: Money]] = [:]
    var categoryTotals: [Currency: [String: Money]] = [:]
    var grandTotals: [Currency: Money] = [:]
    for entry in entries where first <= entry.month && entry.month <= last {
      let amount = entry.amount
      let zero = Money.zero(amount.currency)
      cells[amount.currency, default: [:]][entry.month, default: [:]][entry.category] =
        try (cells[amount.currency]?[entry.month]?[entry.category] ?? zero) + amount
      monthTotals[amount.currency, default: [:]][entry.month] =
        try (monthTotals[amount.currency]?[entry.month] ?? zero) + amount
      yearTotals[amount.currency, default: [:]][entry.month.year] =
        try (yearTotals[amount.currency]?[entry.month.year] ?? zero) + amount
      categoryTotals[amount.currency, default: [:]][entry.category] =
        try (categoryTotals[amount.currency]?[entry.category] ?? zero) + amount
      grandTotals[amount.currency] = try (grandTotals[amount.currency] ?? zero) + amount
    }
    self.months = months
    self.currencies = cells.keys.sorted()
    self.cells = cells
    self.monthTotals = monthTotals
    self.yearTotals = yearTotals
    self.categoryTotals = categoryTotals
    self.grandTotals = grandTotals
  }

  /// The categories with any spending in `currency`, by name (in `NameOrder`).
  public func categories(in currency: Currency) -> [String] {
    NameOrder.sorted(Set((cells[currency] ?? [:]).values.flatMap(\.keys)))
  }

  /// What was spent on `category` in `month`, in `currency`; zero when nothing.
  public func amount(_ currency: Currency, month: Month, category: String) -> Money {
    cells[currency]?[month]?[category] ?? .zero(currency)
  }

  /// What was spent in `month`, in `currency`.
  public func total(_ currency: Currency, month: Month) -> Money {
    monthTotals[currency]?[month] ?? .zero(currency)
  }

  /// The calendar years covered, oldest first.
  public var years: [Int] {
    var years: [Int] = []
    for month in months where years.last != month.year { years.append(month.year) }
    return years
  }

  /// What was spent in `year` (within the months covered), in `currency`.
  public func total(_ currency: Currency, year: Int) -> Money {
    yearTotals[currency]?[year] ?? .zero(currency)
  }

  /// What was spent on `category` over all the months covered, in `currency`.
  public func total(_ currency: Currency, category: String) -> Money {
    categoryTotals[currency]?[category] ?? .zero(currency)
  }

  /// What was spent over all the months covered, in `currency`.
  public func total(_ currency: Currency) -> Money {
    grandTotals[currency] ?? .zero(currency)
  }
}
