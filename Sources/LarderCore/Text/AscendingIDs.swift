import Foundation

/// New random (version 4) ids handed out in increasing order, a batch at a time: what one
/// import gives the rows it creates.
///
/// Each id is as random as `UUIDText.random()`'s, and its first eight digits (the short
/// form Larder shows) as varied; only the order in which a batch's ids are handed out is
/// sorted. An import inserts its rows one after the other into the unique index of ids:
/// random ids land on a random page of it each time, and at a million events the index no
/// longer fits in the page cache, so almost every insert read a page and wrote it back.
/// Ids in increasing order sweep the index once per batch instead.
///
/// A batch of `n` ids is `n` random first halves in increasing order, drawn one at a time
/// without being held: the smallest of `k` random values above the last is
/// `last + (max − last) · (1 − V^(1/k))` for a uniform `V`, which is what sorting `n`
/// random values gives, in constant memory (the last halves are drawn as each id is handed
/// out). Batches start at 1,024 ids and double, so that a small import sweeps the index
/// once or twice and a large one about as many times as it doubled: ten million rows cost
/// some fourteen sweeps, each of a batch as large as the rows before it, not ten of a
/// million rows each, as when batches stopped at 1,048,576 (each 8 MiB held).
public struct AscendingIDs: Sendable {
  /// The largest of the 60 random bits of an id's first half (the other four say
  /// version 4).
  private static let largest: UInt64 = (1 << 60) - 1
  /// The random bits of the first half of the last id handed out, in this batch.
  private var last: UInt64 = 0
  /// The ids left in this batch.
  private var left = 0
  /// The size of the next batch.
  private var nextCount = 1_024

  public init() {}

  /// The next id.
  public mutating func next() -> UUID {
    if left == 0 {
      (last, left) = (0, nextCount)
      nextCount = min(nextCount * 2, 1 << 40)
    }
    let (random, low) = UUIDText.randomWords()
    // 48 random bits (the version's four are below them): V in (0, 1].
    let uniform = (Double(random >> 16) + 1) / 281_474_976_710_656
    // 1 − V^(1/k), without the loss of subtracting from a number close to 1.
    let fraction = -expm1(log(uniform) / Double(left))
    let room = Self.largest - last
    let step = Double(room) * fraction
    last += step >= Double(room) ? room : min(UInt64(step), room)
    left -= 1
    // The version's digit put in between the random bits keeps their order.
    return UUIDText.id(((last >> 12) << 16 | 0x4000 | last & 0xFFF, low))
  }
}
