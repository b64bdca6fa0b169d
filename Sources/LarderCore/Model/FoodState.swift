/// Whether a lot is still as bought, or was opened, frozen or thawed.
public enum FoodState: String, Hashable, Sendable, Codable, CaseIterable {
  /// As bought.
  case sealed
  /// Opened: it keeps its opened life.
  case opened
  /// In the freezer: it keeps its frozen life.
  case frozen
  /// Out of the freezer: it keeps its thawed life.
  case thawed
}
