/// How a language's people type dates: the order of day and month in its short forms, its
/// words for today, tomorrow and yesterday, and its months' names. The language module
/// gives each language's.
public struct DateReading: Hashable, Sendable {
  /// The order of a short date with slashes.
  public enum Order: Hashable, Sendable {
    /// `31/12` and `31/12/2026` (French).
    case dayMonth
    /// `12/31` and `2026/12/31` (Chinese, Japanese).
    case monthDay
    /// No short form: `12/31` is refused as ambiguous (English, read in the United
    /// States and in Britain alike).
    case none
  }

  /// The order of the short forms.
  public var order: Order
  /// Words for days near today, folded by `SearchKey.fold`, with their offset in days:
  /// `["demain": 1, "hier": -1, …]`. English's `today`, `tomorrow` and `yesterday` are
  /// always read too.
  public var words: [String: Int]
  /// The months' names, whole and short, folded by `SearchKey.fold`, with their number:
  /// `["mars": 3, "dec": 12, …]`.
  public var months: [String: Int]

  /// A reading with `order`, the words `words` and the month names `months` (folded here).
  public init(order: Order, words: [String: Int] = [:], months: [String: Int] = [:]) {
    self.order = order
    var folded: [String: Int] = [:]
    for (word, offset) in words { folded[DateReading.key(word)] = offset }
    self.words = folded
    var names: [String: Int] = [:]
    for (name, month) in months where (1...12).contains(month) {
      names[DateReading.key(name)] = month
    }
    self.months = names
  }

  /// English's: ISO dates and the relative forms only.
  public static let english = DateReading(order: .none)

  /// English's words, read in every language.
  static let englishWords: [String: Int] = ["today": 0, "tomorrow": 1, "yesterday": -1]

  /// The key a word is compared by: folded, with `’` as `'`.
  static func key(_ word: String) -> String {
    SearchKey.fold(word.trimmingSpaces).replacingOccurrences(of: "\u{2019}", with: "'")
  }
}

/// Which year a typed day without one (`31/12`, `12月31日`) falls in.
public enum MissingYear: Hashable, Sendable {
  /// The next such day, today or later: for expiry dates.
  case next
  /// The next such day on or after the given day: for the expiry of a purchase made
  /// that day (`add --date 2026-11-20 --expires 30/11` is 2026-11-30, not a year on).
  case nextFrom(CalendarDate)
  /// The last such day, today or earlier: for purchase and event dates.
  case last
}
