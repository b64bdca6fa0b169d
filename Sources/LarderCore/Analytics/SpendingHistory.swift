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

  /// A history of no months.
  public init() {
    months = []
    currencies = []
    cells = [:]
  }

  /// Builds the history of `entries` over the months from `first` to `last`; entries
  /// outside them are left out, and entries for the same cell are added up.
  public init(entries: [Entry], from first: Month, to last: Month) {
    var months: [Month] = []
    var month = first
    while month <= last {
      months.append(month)
      month = month.adding(months: 1)
    }
    var cells: [Currency: [Month: [String: Money]]] = [:]
    for entry in entries where first <= entry.month && entry.month <= last {
      let currency = entry.amount.currency
      let sum =
        (cells[currency]?[entry.month]?[entry.category] ?? .zero(currency)) + entry.amount
      cells[currency, default: [:]][entry.month, default: [:]][entry.category] = sum
    }
    self.months = months
    self.currencies = cells.keys.sorted()
    self.cells = cells
  }

  /// The categories with any spending in `currency`, by name.
  public func categories(in currency: Currency) -> [String] {
    Set((cells[currency] ?? [:]).values.flatMap(\.keys)).sorted()
  }

  /// What was spent on `category` in `month`, in `currency`; zero when nothing.
  public func amount(_ currency: Currency, month: Month, category: String) -> Money {
    cells[currency]?[month]?[category] ?? .zero(currency)
  }

  /// What was spent in `month`, in `currency`.
  public func total(_ currency: Currency, month: Month) -> Money {
    (cells[currency]?[month] ?? [:]).values.reduce(.zero(currency), +)
  }

  /// The calendar years covered, oldest first.
  public var years: [Int] {
    var years: [Int] = []
    for month in months where years.last != month.year { years.append(month.year) }
    return years
  }

  /// What was spent in `year` (within the months covered), in `currency`.
  public func total(_ currency: Currency, year: Int) -> Money {
    months.filter { $0.year == year }.map { total(currency, month: $0) }
      .reduce(.zero(currency), +)
  }
}
