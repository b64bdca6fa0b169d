import Foundation
import Testing

extension Tag {
  /// A suite or test that takes more than a few seconds (crash safety, concurrency, memory,
  /// a full disk, ten thousand lots). `make test-fast` leaves them out; `make test` runs
  /// them. Each one is named in the Makefile's `SLOW_TESTS` too (see `SlowTagTests`).
  @Tag static var slow: Self
}

/// `make test-fast` skips the slow tests by name, since this toolchain's `swift test` cannot
/// select by tag: the `.slow` tags in the sources and the Makefile's `SLOW_TESTS` list must
/// name the same suites and tests.
@Suite struct SlowTagTests {
  /// The names in the Makefile's `SLOW_TESTS := …` line and its continuation lines (ended
  /// by a backslash): `Suite` or `Suite/test`.
  static func makefileList() throws -> Set<String> {
    let makefile = try String(
      contentsOf: LarderBinary.root.appendingPathComponent("Makefile"), encoding: .utf8)
    let lines = makefile.split(separator: "\n", omittingEmptySubsequences: false)
    var index = try #require(
      lines.firstIndex { $0.hasPrefix("SLOW_TESTS :=") }, "the Makefile has no SLOW_TESTS line")
    var text = String(lines[index].dropFirst("SLOW_TESTS :=".count))
    while text.hasSuffix("\\"), index + 1 < lines.count {
      index += 1
      text = text.dropLast() + " " + lines[index]
    }
    return Set(text.split(separator: " ").map(String.init))
  }

  /// Every suite or test tagged `.slow` in the test sources: `Suite` for a tagged suite,
  /// `Suite/test` for a tagged test, its suite being the type declared or extended last
  /// at the top level before it.
  static func taggedInSources() throws -> Set<String> {
    let tests = LarderBinary.root.appendingPathComponent("Tests")
    let files = try #require(FileManager.default.enumerator(atPath: tests.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var names: Set<String> = []
    for file in files {
      let text = try String(
        contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var suite = ""
      for (index, line) in lines.enumerated() {
        let code = line.drop { $0 == " " }
        if code.hasPrefix("//") { continue }
        // A suite is declared at the top level; a type nested in it is not a suite.
        if !line.hasPrefix(" "),
          let name = declared(in: line, after: ["struct ", "extension ", "final class "])
        {
          suite = name
        }
        let isSuite = code.hasPrefix("@Suite")
        guard isSuite || code.hasPrefix("@Test"), line.contains(".tags(.slow") else { continue }
        // The declaration is on the attribute's line or one of the next few.
        let rest = lines[index..<min(index + 4, lines.count)]
        if isSuite {
          let name = rest.lazy.compactMap { declared(in: $0, after: ["struct ", "final class "]) }
          names.insert(try #require(name.first, "\(file): no suite after \(line)"))
        } else {
          let name = rest.lazy.compactMap { declared(in: $0, after: ["func "]) }
          names.insert(suite + "/" + (try #require(name.first, "\(file): no test after \(line)")))
        }
      }
    }
    return names
  }

  /// The name after the first of `keywords` in `line`, up to a character that cannot be in
  /// a Swift name.
  static func declared(in line: String, after keywords: [String]) -> String? {
    for keyword in keywords {
      guard let range = line.range(of: keyword) else { continue }
      let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { return String(name) }
    }
    return nil
  }

  @Test func theMakefileSkipsExactlyTheTestsTaggedSlow() throws {
    let tagged = try Self.taggedInSources()
    let listed = try Self.makefileList()
    #expect(!tagged.isEmpty)
    #expect(
      tagged.subtracting(listed).isEmpty,
      "tagged .slow but not in the Makefile's SLOW_TESTS: \(tagged.subtracting(listed).sorted())")
    #expect(
      listed.subtracting(tagged).isEmpty,
      "in the Makefile's SLOW_TESTS but not tagged .slow: \(listed.subtracting(tagged).sorted())")
  }
}
