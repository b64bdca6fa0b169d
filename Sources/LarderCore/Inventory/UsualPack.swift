/// An item's usual pack: the quantity it is most often bought in (docs definition 8).
///
/// Restock rounds its suggestions up to whole usual packs, and the web's "Consume 1 pack"
/// button consumes one (at most what is usable).
public enum UsualPack {
  /// The usual pack of an item whose lots have the sizes `counts` (each size with how many
  /// lots have it, in any order): the most frequent size; of sizes bought equally often,
  /// the smallest; 1 when it has none.
  public static func size(counts: [(size: Quantity, lots: Int64)]) -> Quantity {
    let bought = counts.filter { $0.lots > 0 && $0.size > .zero }
    let best = bought.min { lhs, rhs in
      lhs.lots != rhs.lots ? lhs.lots > rhs.lots : lhs.size < rhs.size
    }
    return best?.size ?? Quantity(1)
  }

  /// The usual pack of an item whose lots have the quantities `quantities`.
  public static func size(of quantities: [Quantity]) -> Quantity {
    var counts: [Quantity: Int64] = [:]
    for quantity in quantities { counts[quantity, default: 0] += 1 }
    return size(counts: counts.map { ($0.key, $0.value) })
  }
}
