/// How long an item keeps, in whole days, in each state; nil when not known.
public struct ShelfLives: Hashable, Sendable {
  /// From purchase, sealed: a purchase without an expiry is given purchase day + this,
  /// marked estimated.
  public var shelf: Int?
  /// From the day it is opened.
  public var opened: Int?
  /// From the day it is frozen.
  public var frozen: Int?
  /// From the day it is thawed.
  public var thawed: Int?

  /// The largest life Larder accepts: 36,500 days (100 years).
  public static let maximumDays = 36_500

  /// Lives, each nil unless given.
  public init(shelf: Int? = nil, opened: Int? = nil, frozen: Int? = nil, thawed: Int? = nil) {
    self.shelf = shelf
    self.opened = opened
    self.frozen = frozen
    self.thawed = thawed
  }

  /// The life that applies from the day a lot enters `state`: nil for `.sealed`, which
  /// a lot never enters again.
  public func life(in state: FoodState) -> Int? {
    switch state {
    case .sealed: nil
    case .opened: opened
    case .frozen: frozen
    case .thawed: thawed
    }
  }
}
