import Foundation

/// The household's usable lots as a recipe or a planned meal draws them (docs definitions
/// 27 and 28): each lot's remaining at the day computed for, less what has already been
/// taken from it.
public struct StockDraws: Sendable {
  /// One lot drawn from: the lot, and how much.
  public struct Draw: Hashable, Sendable {
    /// The lot.
    public var lot: Lot
    /// How much was drawn, in the item's unit.
    public var quantity: Quantity

    /// Creates a draw.
    public init(lot: Lot, quantity: Quantity) {
      self.lot = lot
      self.quantity = quantity
    }
  }

  /// Each item's lots with something left at the day computed for, in FEFO order.
  private var lots: [UUID: [HeldLot]]
  /// What was set aside of each lot before the draws (`setAside`): what planned meals
  /// reserve, shared by every copy that ranks a recipe.
  private var setAside: [UUID: Quantity] = [:]
  /// What the draws took from each lot so far.
  private var drawn: [UUID: Quantity] = [:]

  /// What has been taken from each lot so far, set aside or drawn.
  public var taken: [UUID: Quantity] {
    setAside.merging(drawn) { Quantity(thousandths: $0.thousandths &+ $1.thousandths) }
  }

  /// The lots `held` (any item's, any order; those with nothing left are ignored).
  public init(_ held: [HeldLot]) {
    var lots: [UUID: [HeldLot]] = [:]
    for lot in held where lot.status.remaining > .zero {
      lots[lot.status.lot.itemID, default: []].append(lot)
    }
    self.lots = lots.mapValues {
      $0.sorted { FEFOAllocation.drawsFirst($0.candidate, $1.candidate) }
    }
  }

  /// What is left of `lot` once what was taken is set aside.
  private func left(_ lot: HeldLot) -> Quantity {
    let id = lot.status.lot.id
    // Both are parts of the lot's remaining, so their sum fits.
    let taken = (setAside[id]?.thousandths ?? 0) + (drawn[id]?.thousandths ?? 0)
    return Quantity(thousandths: max(0, lot.status.remaining.thousandths - taken))
  }

  /// What `item` holds usable on `day` once what was taken is set aside.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits (beyond Larder's bounds).
  public func available(_ item: UUID, usableOn day: CalendarDate) throws(ValueError) -> Quantity {
    var total = Quantity.zero
    for lot in lots[item] ?? [] where lot.status.lot.standing(on: day).isUsable {
      try total += left(lot)
    }
    return total
  }

  /// Takes up to `quantity` of `item` from its lots usable on `day`, first-expiring-first
  /// out, and returns the draws: less than `quantity` in all when the lots hold less.
  public mutating func take(_ quantity: Quantity, of item: UUID, usableOn day: CalendarDate)
    -> [Draw]
  {
    var wanted = quantity.thousandths
    var draws: [Draw] = []
    for lot in lots[item] ?? [] {
      guard wanted > 0 else { break }
      guard lot.status.lot.standing(on: day).isUsable else { continue }
      let part = min(wanted, left(lot).thousandths)
      guard part > 0 else { continue }
      let id = lot.status.lot.id
      drawn[id] = Quantity(thousandths: (drawn[id]?.thousandths ?? 0) + part)
      draws.append(Draw(lot: lot.status.lot, quantity: Quantity(thousandths: part)))
      wanted -= part  // 0 < part ≤ wanted: cannot overflow.
    }
    return draws
  }

  /// What each item (by id) has left to draw on `day`, lot by lot in the order `take`
  /// draws them: each lot usable then with something left, and how much.
  public func shelves(usableOn day: CalendarDate) -> [UUID: [Draw]] {
    lots.compactMapValues { held in
      let shelf = held.compactMap { lot -> Draw? in
        let left = left(lot)
        guard left > .zero, lot.status.lot.standing(on: day).isUsable else { return nil }
        return Draw(lot: lot.status.lot, quantity: left)
      }
      return shelf.isEmpty ? nil : shelf
    }
  }

  /// Sets `quantity` of `lot` aside, as something else (a planned meal) took it.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits.
  public mutating func setAside(_ quantity: Quantity, of lot: UUID) throws(ValueError) {
    setAside[lot] = try (setAside[lot] ?? .zero) + quantity
  }
}
