import Foundation
import Testing

/// Every error is one line a person can act on; what lies under it (SQL, system errors)
/// is shown only with --verbose or LARDER_DEBUG=1.
@Suite struct ErrorMessageTests {
  /// Command lines that fail, with the environment they run in.
  static let failures: [([String], [String: String])] = [
    (["export", "--format", "csv", "--output", ""], [:]),
    (["export", "--format", "xlsx", "--output", "no/such/folder/x.xlsx"], [:]),
    (["add", "Rice", "1", "--unit", ""], [:]),
    (["add", "Rice", "1"], ["LARDER_CURRENCY": "ZZZ"]),
    (["generate", "--lots", "0", "--output", "gen"], [:]),
    (["generate", "--lots", "10", "--years", "10000", "--output", "gen"], [:]),
    (["list"], ["LARDER_LOCK_TIMEOUT": "soon"]),
    (["consume", "Nothing", "1"], [:]),
  ]

  @Test(arguments: failures) func anErrorIsOneLine(
    arguments: [String], environment: [String: String]
  )
    throws
  {
    let larder = try LarderBinary()
    let result = try larder.run(arguments, environment: environment)
    #expect(result.status != 0)
    let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
    #expect(errors.count == 1, "\(arguments): \(result.stderr)")
    for marker in ["Domain=", "while executing", "NSError", "UserInfo", "CHECK constraint"] {
      #expect(!result.stderr.contains(marker), "\(arguments): \(result.stderr)")
    }
  }

  @Test func outOfRangeCountsSaySo() throws {
    let larder = try LarderBinary()
    let lots = try larder.run(["generate", "--lots", "0", "--output", "gen"])
    #expect(lots.status == 64)
    #expect(
      lots.stderr.hasPrefix(
        "Error: The value '0' is invalid for '--lots <count>': it is out of range: it must be "
          + "from 1 to 100000000\n"))
    let years = try larder.run(["generate", "--lots", "5", "--years", "10000", "--output", "g"])
    #expect(years.stderr.contains("it must be from 1 to 100"))
  }

  @Test func aBadCurrencyVariableIsNamed() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["add", "Rice", "1"], environment: ["LARDER_CURRENCY": "ZZZ"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: The environment variable LARDER_CURRENCY is 'ZZZ'"))
  }

  @Test func verboseShowsWhatLiesUnder() throws {
    let larder = try LarderBinary()
    let other = larder.path("notes.sqlite")
    _ = try larder.sqlite("CREATE TABLE notes (x)", database: other)
    let plain = try larder.run(["list", "--db", other])
    #expect(!plain.stderr.contains("Detail:"))
    let verbose = try larder.run(["list", "--db", other, "--verbose"])
    #expect(verbose.stderr.contains("\nDetail: "))
    let debug = try larder.run(["list", "--db", other], environment: ["LARDER_DEBUG": "1"])
    #expect(debug.stderr.contains("\nDetail: "))
  }

  @Test func everythingGenerateWritesImports() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["generate", "--lots", "300", "--years", "100", "--output", "g"])
    #expect(result.status == 0, "\(result.stderr)")
    for file in ["purchases", "events"] {
      let imported = try larder.run(["import", larder.path("g/\(file).csv")])
      #expect(imported.status == 0, "\(imported.stderr)")
    }
  }
}
