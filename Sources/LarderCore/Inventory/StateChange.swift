/// The rules of opening, freezing and thawing a lot.
///
/// - Opening a sealed lot on day D: its expiry becomes the earlier of its date and
///   D + opened life (D + opened life when it had none).
/// - Freezing a sealed or opened lot on D: D + frozen life, as a best-before (frozen food
///   keeps safe; the life is its quality).
/// - Thawing a frozen lot on D: D + thawed life.
///
/// A date that comes from a life is estimated, and a use-by after opening or thawing.
/// An opened lot is not opened again, a thawed one is not frozen again, and only a frozen
/// lot thaws: the command draws only from the lots it applies to.
public enum StateChange {
  /// The states a lot may be in for a change to `state`.
  public static func sources(of state: FoodState) -> Set<FoodState> {
    switch state {
    case .sealed: []
    case .opened: [.sealed]
    case .frozen: [.sealed, .opened]
    case .thawed: [.frozen]
    }
  }

  /// `lot` put in `state` on `day`, keeping `life` days from then (`ShelfLives.life(in:)`).
  public static func apply(_ state: FoodState, life: Int, to lot: Lot, on day: CalendarDate)
    -> Lot
  {
    var changed = lot
    changed.state = state
    changed.stateOn = day
    let fromLife = day.adding(days: life)
    if state == .opened, let expires = lot.expiresOn, expires <= fromLife {
      return changed
    }
    changed.expiresOn = fromLife
    changed.expiresEstimated = true
    changed.expiresMonth = false
    changed.dateKind = state == .frozen ? .bestBefore : .useBy
    return changed
  }
}
