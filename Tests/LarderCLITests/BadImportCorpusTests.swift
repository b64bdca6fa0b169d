import Foundation
import Testing

/// Every file in `Tests/BadImports` is refused by `larder import` with the one-line error
/// in `expected.tsv` (naming line and column), exit status 65, and a database left byte
/// for byte as it was.
@Suite struct BadImportCorpusTests {
  static let folder = LarderBinary.root.appendingPathComponent("Tests/BadImports")

  /// File name → the expected standard error, without its line end.
  static let expected: [(String, String)] = {
    let text =
      (try? String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8))
      ?? ""
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t", maxSplits: 1)
      return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
    }
  }()

  /// A database with Milk (1 pcs) and Crème brûlée (2 pcs).
  func seeded() throws -> LarderBinary {
    let larder = try LarderBinary()
    for arguments in [
      ["add", "Milk", "1", "--unit", "pcs", "--price", "1.19", "--date", "2026-11-01"],
      ["add", "Crème brûlée", "2", "--price", "5", "--date", "2026-11-01"],
    ] {
      #expect(try larder.run(arguments).status == 0)
    }
    return larder
  }

  func expectRefused(_ larder: LarderBinary, _ path: String, _ message: String) throws {
    let before = try larder.databaseBytes()
    let result = try larder.run(["import", path])
    #expect(result.status == 65, "\(path)")
    #expect(result.stderr == message + "\n", "\(path)")
    #expect(result.stderr.firstMatch(of: /^Error: line \d+, column \d+/) != nil, "\(path)")
    #expect(try larder.databaseBytes() == before, "\(path)")
  }

  @Test func everyFileIsListedWithItsError() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".csv") }
    #expect(Set(files) == Set(Self.expected.map(\.0)))
    #expect(files.count >= 28)
  }

  @Test(arguments: BadImportCorpusTests.expected.map(\.0))
  func isRefusedWithLineAndColumnAndChangesNothing(_ file: String) throws {
    let larder = try seeded()
    let message = try #require(Self.expected.first { $0.0 == file }?.1)
    try expectRefused(larder, Self.folder.appendingPathComponent(file).path, message)
  }

  /// Generated rather than committed: a single field of 10 MB.
  @Test func aTenMegabyteFieldIsRefused() throws {
    let larder = try seeded()
    let path = larder.path("huge-field.csv")
    var bytes = Array("date,item,quantity,price\n2026-11-01,".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20)
    bytes += Array(",1,1\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    try expectRefused(
      larder, path, "Error: line 2, column 2: the field is longer than 100000 bytes")
  }

  @Test func aNameDifferingOnlyByCaseSaysWhichItemItMatched() throws {
    let larder = try seeded()
    let file = try larder.write("case.csv", "date,item,quantity,price\n2026-11-02,MILK,1,1.19\n")
    let result = try larder.run(["import", file])
    #expect(result.status == 0)
    #expect(result.stderr == "Note: line 2: 'MILK' was counted as the existing item 'Milk'.\n")
    #expect(try larder.run(["list", "--format", "json"]).stdout.contains("\"onHand\": \"2\""))
  }
}
