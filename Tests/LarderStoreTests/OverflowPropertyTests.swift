import LarderCore
import LarderFuzzing
import Testing

/// Random writes at and beyond Larder's bounds (the per-row bounds exactly, just over
/// them, the per-item bound, what an older Larder accepted) on in-memory stores, then
/// every read path: nothing traps, no read fails, and every error is one line. The
/// sequences come from fixed SplitMix64 seeds, so a failure names a sequence that fails
/// again; `make fuzz` runs the same workload under libFuzzer (the `overflow` target).
@Suite struct OverflowPropertyTests {
  /// `count` byte sequences of 16 to 256 bytes from `seed`.
  static func sequences(seed: UInt64, count: Int) -> [[UInt8]] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      (0..<(16 + Int(random.next() % 241))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }
  }

  @Test(.tags(.slow)) func randomWritesNearTheBoundsNeverBreakARead() {
    var accepted = 0
    var refusals: [String] = []
    var reads = 0
    for (index, bytes) in Self.sequences(seed: 0x0F1E_2D3C_4B5A_6978, count: 300).enumerated() {
      let outcome = OverflowWorkload.run(bytes)
      #expect(outcome.readErrors.isEmpty, "sequence \(index): \(outcome.readErrors)")
      for message in outcome.messages {
        let oneLine = !message.contains(where: \.isNewline)
        #expect(oneLine, "sequence \(index): \(message)")
        #expect(!message.isEmpty, "sequence \(index)")
      }
      accepted += outcome.acceptedWrites
      refusals += outcome.refusals
      reads += outcome.reads
    }
    // The sequences reach both sides of every bound.
    #expect(accepted > 500)
    #expect(reads > 10_000)
    #expect(refusals.contains { $0.contains("'1000000000.001' is too large (at most 1000000000)") })
    #expect(refusals.contains { $0.contains("'1000000000000' is too large (at most 1000000000)") })
    #expect(refusals.contains { $0.contains("more than one item may hold") })
  }

  /// The committed seeds of the fuzz corpus (`Tests/Fuzz/overflow`), decoded the same
  /// way: the bounds exactly are accepted, one past them refused.
  @Test func theBoundsExactlyAreAcceptedAndJustOverRefused() {
    // add Rice at the row bounds (quantity 10^9, price 10^9 EUR), then consume all of it.
    let atBound = OverflowWorkload.run([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0])
    #expect(atBound.acceptedWrites == 2, "\(atBound.refusals)")
    #expect(atBound.readErrors.isEmpty, "\(atBound.readErrors)")
    // 101 purchases of Rice at the row bound in one import: one past the item bound.
    let overItem = OverflowWorkload.run([0, 0, 4, 100, 0, 0, 0])
    #expect(overItem.acceptedWrites == 0)
    #expect(overItem.refusals.first?.hasPrefix("line 102, column 3 (quantity): ") == true)
    #expect(overItem.readErrors.isEmpty, "\(overItem.readErrors)")
    // 100 of them, exactly the item bound, then 100 consume events of the row bound.
    let atItem = OverflowWorkload.run([0, 0, 4, 99, 0, 0, 0, 0, 0, 5, 99, 0, 0])
    #expect(atItem.acceptedWrites == 2, "\(atItem.refusals)")
    #expect(atItem.readErrors.isEmpty, "\(atItem.readErrors)")
    // The issue's 10^12 is refused, so is consuming it, and the reads after work.
    let issue = OverflowWorkload.run([0, 0, 0, 0, 5, 0, 0, 0, 0, 2, 0, 5])
    #expect(issue.acceptedWrites == 0)
    #expect(issue.refusals.count == 2)
    #expect(issue.readErrors.isEmpty, "\(issue.readErrors)")
  }
}
