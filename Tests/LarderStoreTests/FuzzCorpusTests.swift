import Foundation
import LarderFuzzing
import Testing

/// Every input that `make fuzz` grew or found, replayed through its target: each must be
/// handled (an error is fine) without a crash. Files named `regression-*` are crashes the
/// fuzzer found, kept so they stay fixed.
@Suite struct FuzzCorpusTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz")

  static func inputs(_ target: FuzzTarget) -> [URL] {
    let folder = root.appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(.tags(.slow), arguments: FuzzTarget.allCases)
  func everyCommittedInputRunsCleanly(_ target: FuzzTarget) throws {
    let inputs = Self.inputs(target)
    #expect(inputs.count >= 2, "the \(target.rawValue) corpus is missing")
    for input in inputs {
      target.run([UInt8](try Data(contentsOf: input)))
    }
  }
}
