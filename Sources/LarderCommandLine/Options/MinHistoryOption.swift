/// `--min-history DAYS`: the fewest days from an item's first purchase to the as-of date
/// (both counted) for it to have a rate; below, the item is `short-history` (docs
/// definition 3).
enum MinHistoryOption {
  /// The option, 14 days by default.
  static let option = Option<Int>.count(
    "min-history", "days", "The fewest days of history an item needs for a rate.", default: 14)
}
