/// What `restock` shows: the suggestions, and how many items have too short a history
/// for a pace (which restock suggests only by their minimum).
public struct RestockPlan: Hashable, Sendable {
  /// The suggestions, by item name.
  public var suggestions: [RestockSuggestion]
  /// How many items with something usable have a short history.
  public var shortHistoryCount: Int
  /// The fewest days of history for a pace (`--min-history`).
  public var minHistory: Int

  /// Gathers the parts.
  public init(suggestions: [RestockSuggestion], shortHistoryCount: Int, minHistory: Int) {
    self.suggestions = suggestions
    self.shortHistoryCount = shortHistoryCount
    self.minHistory = minHistory
  }
}
