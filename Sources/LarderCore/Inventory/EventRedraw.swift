/// The lots each use of an item draws from when its uses are made again, in date order,
/// over all its lots: what the first-expiring-first rule (`FEFOAllocation`) would have
/// drawn had the lots always been one item's. A merge of two items draws their uses again
/// this way, so that what is left of each lot, and so waste's cost and the forecast, are
/// those of one item bought from the start.
public enum EventRedraw {
  /// A use as recorded: its identifier, day, kind and quantity.
  public struct Use<ID: Hashable & Sendable>: Hashable, Sendable {
    public var id: ID
    public var date: CalendarDate
    public var kind: Event.Kind
    public var quantity: Quantity

    /// Creates a use.
    public init(id: ID, date: CalendarDate, kind: Event.Kind, quantity: Quantity) {
      self.id = id
      self.date = date
      self.kind = kind
      self.quantity = quantity
    }
  }

  /// The draws of each of `uses` (in their order: by day, then as recorded), from `lots`
  /// whole (their `remaining` is what they were bought with): a consume draws the lots
  /// usable on its day first, a discard in plain FEFO order, each from the lots bought on
  /// or before its day. nil when a use is a stocktake's adjustment, which gives back as
  /// well as takes, or when the lots would not hold a use: such uses are kept as drawn.
  public static func redraw<LotID, UseID>(
    _ uses: [Use<UseID>], from lots: [FEFOAllocation.Candidate<LotID>]
  ) -> [(use: UseID, draws: [FEFOAllocation.Draw<LotID>])]? {
    guard !uses.contains(where: { $0.kind == .adjust }) else { return nil }
    var left = lots
    var result: [(use: UseID, draws: [FEFOAllocation.Draw<LotID>])] = []
    for use in uses {
      let bought = left.filter { $0.purchasedOn <= use.date && $0.remaining > .zero }
      let draws: [FEFOAllocation.Draw<LotID>]
      do {
        draws =
          use.kind == .discard
          ? try FEFOAllocation.allocate(use.quantity, from: bought)
          : try FEFOAllocation.allocate(
            use.quantity, from: bought, on: use.date, preferring: .usableFirst)
      } catch {
        return nil
      }
      for draw in draws {
        guard let index = left.firstIndex(where: { $0.id == draw.lotID }) else { return nil }
        // A draw is at most what the lot has left: the subtraction stays at or above 0.
        left[index].remaining = Quantity(
          thousandths: left[index].remaining.thousandths - draw.quantity.thousandths)
      }
      result.append((use: use.id, draws: draws))
    }
    return result
  }
}
