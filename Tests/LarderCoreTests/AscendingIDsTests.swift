import Foundation
import Testing

@testable import LarderCore

/// The ids an import gives its new rows: random version 4 ids, handed out in increasing
/// order within a batch, whose short form (the first eight digits) stays varied.
@Suite struct AscendingIDsTests {
  /// The first 4,000 ids: the first batch (1,024), the second (2,048) and part of a third.
  func ids() -> [String] {
    var source = AscendingIDs()
    return (0..<4_000).map { _ in UUIDText.format(source.next()) }
  }

  @Test func theIdsOfABatchComeInIncreasingOrder() {
    let ids = ids()
    let first = Array(ids[0..<1_024])
    let second = Array(ids[1_024..<3_072])
    #expect(first == first.sorted())
    #expect(second == second.sorted())
  }

  @Test func theyAreVersionFourIdsAllDifferent() {
    let ids = ids()
    #expect(Set(ids).count == ids.count)
    for id in ids {
      let digits = Array(id)
      #expect(digits[14] == "4", "\(id)")
      #expect("89ab".contains(digits[19]), "\(id)")
      #expect(UUIDText.parse(id).map(UUIDText.format) == id)
    }
  }

  @Test func theirShortFormsStayVaried() {
    // 4,000 random 32-bit prefixes: two alike is about one chance in 500.
    let ids = ids()
    #expect(Set(ids.map { $0.prefix(8) }).count >= ids.count - 2)
  }

  /// Batches keep doubling past a million ids (they once stopped at 1,048,576, and ten
  /// million rows swept the index ten times): an id smaller than the one before it comes
  /// only where a batch starts.
  @Test func batchesKeepDoublingPastAMillion() {
    var source = AscendingIDs()
    var previous: UInt64 = 0
    var starts: [Int] = []
    for index in 0..<3_200_000 {
      let id = source.next().uuid
      let high = withUnsafeBytes(of: id) { bytes in
        bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      }
      if high < previous { starts.append(index) }
      previous = high
    }
    // 1,024 + 2,048 + … : the twelfth batch, of 2,097,152 ids, starts at 2,096,128 (at
    // 1,048,576 it would have been followed by another at 3,144,704).
    #expect(starts == (1...11).map { 1_024 * ((1 << $0) - 1) })
  }
}
