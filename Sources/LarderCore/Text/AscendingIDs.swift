import Foundation

/// New random (version 4) ids handed out in increasing order, drawn a batch at a time:
/// what one import gives the rows it creates.
///
/// Each id is as random as `UUIDText.random()`'s, and its first eight digits (the short
/// form Larder shows) as varied; only the order in which a batch's ids are handed out is
/// sorted. An import inserts its rows one after the other into the unique index of ids:
/// random ids land on a random page of it each time, and at a million events the index no
/// longer fits in the page cache, so almost every insert read a page and wrote it back.
/// Ids in increasing order sweep the index once per batch instead. A batch holds the first
/// eight bytes of its ids, sorted (the last eight are drawn as each id is handed out);
/// batches start at 1,024 ids and double up to 1,048,576 (8 MiB), so that a small import
/// draws few and a large one sweeps the index a few times.
public struct AscendingIDs: Sendable {
  private var batch: [UInt64] = []
  private var used = 0
  private var nextCount = 1_024

  /// The largest batch drawn at once.
  static let largestBatch = 1_048_576

  /// No ids drawn yet.
  public init() {}

  /// The next id: greater than the ones before it in the same batch, but for two ids
  /// whose first eight bytes are equal (one chance in 2^60 for two ids).
  public mutating func next() -> UUID {
    if used == batch.count {
      batch = (0..<nextCount).map { _ in UUIDText.randomWords().0 }
      batch.sort()
      used = 0
      nextCount = min(nextCount * 2, Self.largestBatch)
    }
    defer { used += 1 }
    return UUIDText.id((batch[used], UUIDText.randomWords().1))
  }
}
