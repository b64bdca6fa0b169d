/// An item's held lots kept in FEFO order across many draws: what an import of events
/// without lot ids draws from, row after row, without sorting the item's stock again for
/// each row.
///
/// Each draw takes from the lots bought on or before its day, in the order of
/// `FEFOAllocation.drawsFirst`, exactly as `FEFOAllocation.allocate` on those lots would.
/// Days in increasing order cost a logarithm of the stock per lot drawn; a day earlier
/// than one drawn on before costs a pass over the lots admitted so far.
public struct FEFOQueue<ID: Hashable & Sendable>: Sendable {
  /// Lots not yet bought on the latest day drawn on, the latest purchase first (the next
  /// to be admitted is last).
  private var pending: [FEFOAllocation.Candidate<ID>]
  /// The lots admitted, a binary heap whose first lot is drawn first.
  private var heap: [FEFOAllocation.Candidate<ID>] = []
  /// What the admitted lots hold in all, in thousandths.
  private var held: Int128 = 0
  /// The latest day drawn on.
  private var latest: CalendarDate?

  /// A queue of `lots`; lots that hold nothing are left out.
  public init(_ lots: [FEFOAllocation.Candidate<ID>]) {
    pending = lots.filter { $0.remaining > .zero }.sorted { $0.purchasedOn > $1.purchasedOn }
  }

  /// Adds `lots`, bought after the lots of the queue's latest day drawn on; lots that hold
  /// nothing are left out.
  public mutating func admit(_ lots: [FEFOAllocation.Candidate<ID>]) {
    let holding = lots.filter { $0.remaining > .zero }
    guard !holding.isEmpty else { return }
    pending = (pending + holding).sorted { $0.purchasedOn > $1.purchasedOn }
  }

  /// Draws `quantity` from the lots bought on or before `day`, in FEFO order, and keeps
  /// what is left of them.
  ///
  /// - Throws: `FEFOAllocation.Shortfall` when those lots hold less than `quantity` in
  ///   all; then nothing is drawn.
  public mutating func draw(_ quantity: Quantity, on day: CalendarDate)
    throws(FEFOAllocation.Shortfall) -> [FEFOAllocation.Draw<ID>]
  {
    if let latest, day < latest { return try drawEarlier(quantity, on: day) }
    latest = day
    while let next = pending.last, next.purchasedOn <= day {
      pending.removeLast()
      push(next)
    }
    guard Int128(quantity.thousandths) <= held else {
      throw FEFOAllocation.Shortfall(
        requested: quantity, available: Quantity(thousandths: Int64(clamping: held)))
    }
    var left = quantity.thousandths
    var draws: [FEFOAllocation.Draw<ID>] = []
    while left > 0, let first = heap.first {
      let take = min(left, first.remaining.thousandths)
      draws.append(FEFOAllocation.Draw(lotID: first.id, quantity: Quantity(thousandths: take)))
      left -= take  // 0 < take ≤ left: cannot overflow.
      held -= Int128(take)
      if take == first.remaining.thousandths {
        popFirst()
      } else {
        heap[0].remaining = Quantity(thousandths: first.remaining.thousandths - take)
      }
    }
    return draws
  }

  /// A draw on a day before the latest: the admitted lots bought after it are passed over.
  private mutating func drawEarlier(_ quantity: Quantity, on day: CalendarDate)
    throws(FEFOAllocation.Shortfall) -> [FEFOAllocation.Draw<ID>]
  {
    let draws = try FEFOAllocation.allocate(quantity, from: heap.filter { $0.purchasedOn <= day })
    var taken: [ID: Int64] = [:]
    for draw in draws { taken[draw.lotID] = draw.quantity.thousandths }
    let admitted = heap
    (heap, held) = ([], 0)
    for var lot in admitted {
      if let take = taken[lot.id] {
        lot.remaining = Quantity(thousandths: lot.remaining.thousandths - take)
      }
      if lot.remaining > .zero { push(lot) }
    }
    return draws
  }

  private mutating func push(_ lot: FEFOAllocation.Candidate<ID>) {
    held += Int128(lot.remaining.thousandths)
    heap.append(lot)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard FEFOAllocation.drawsFirst(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func popFirst() {
    guard let last = heap.popLast() else { return }
    guard !heap.isEmpty else { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { break }
      let right = left + 1
      var first = left
      if right < heap.count, FEFOAllocation.drawsFirst(heap[right], heap[left]) { first = right }
      guard FEFOAllocation.drawsFirst(heap[first], heap[parent]) else { break }
      heap.swapAt(first, parent)
      parent = first
    }
  }
}
