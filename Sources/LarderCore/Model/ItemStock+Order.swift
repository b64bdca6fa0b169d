extension ItemStock {
  /// Whether `lhs` comes before `rhs` by next expiry, soonest first: lines without one
  /// come after those with one, and equal expiries go by name (`NameOrder`). The order
  /// of `larder list --sort expiry` and the web's Stock page.
  public static func expiryPrecedes(_ lhs: ItemStock, _ rhs: ItemStock) -> Bool {
    switch (lhs.nextExpiry, rhs.nextExpiry) {
    case (let left?, let right?) where left != right: return left < right
    case (.some, .none): return true
    case (.none, .some): return false
    default: return NameOrder.precedes(lhs.item, rhs.item)
    }
  }
}
