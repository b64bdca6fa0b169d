import Foundation
import Testing

/// The command line helps as git and Swift's argument parser do: a bare `larder` shows the
/// overview, typos get a suggestion, help fits the terminal, `--version` says what runs.
@Suite struct HelpfulCommandLineTests {
  @Test func aBareLarderPrintsTheOverviewAndSucceeds() throws {
    let larder = try LarderBinary()
    let bare = try larder.run([])
    #expect(bare.status == 0)
    #expect(bare.stderr.isEmpty)
    #expect(bare.stdout == (try larder.run(["--help"])).stdout)
    #expect(bare.stdout.hasPrefix("OVERVIEW: "))
  }

  @Test func anUnknownCommandSuggestsTheClosest() throws {
    let result = try LarderBinary().run(["lsit"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: Unknown subcommand 'lsit'. Did you mean 'list'?\n"))
    let help = try LarderBinary().run(["help", "spendng"])
    #expect(help.status == 64)
    #expect(help.stderr.hasPrefix("Error: Unknown subcommand 'spendng'. Did you mean 'spending'?"))
  }

  @Test func anUnknownOptionSuggestsTheClosest() throws {
    let result = try LarderBinary().run(["list", "--sortt", "name"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: Unknown option '--sortt'. Did you mean '--sort'?\n"))
  }

  @Test func aNegativeQuantityIsABadQuantity() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Œufs", "6"])
    let result = try larder.run(["consume", "Œufs", "-1"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value '-1' is invalid for '<quantity>': the quantity must be greater than "
          + "zero, not -1\n"))
  }

  @Test func theCSVExportToAFileNamedCSVIsRefused() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["export", "--format", "csv", "--output", "h.csv"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: The CSV export writes a folder of two files"))
    #expect(!FileManager.default.fileExists(atPath: larder.path("h.csv")))
  }

  @Test(arguments: [60, 100]) func helpWrapsToColumns(_ columns: Int) throws {
    let larder = try LarderBinary()
    let help = try larder.run(["help", "add"], environment: ["COLUMNS": "\(columns)"])
    #expect(help.status == 0)
    let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // Only an example's command line, or one word longer than the column, may overflow.
    let tooLong = lines.filter {
      $0.count > columns && !$0.hasPrefix("    $ larder")
        && $0.trimmingPrefix(while: { $0 == " " }).contains(" ")
    }
    #expect(tooLong.isEmpty, "\(tooLong)")
    // The usage is broken into lines that line up under the first argument.
    let usage = lines.drop { !$0.hasPrefix("USAGE: ") }.prefix { !$0.isEmpty }
    #expect(usage.count > 1)
    #expect(usage.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 18) + "[") })
    // The same text as --help, which follows COLUMNS too.
    let flag = try larder.run(["add", "--help"], environment: ["COLUMNS": "\(columns)"])
    #expect(flag.stdout == help.stdout)
  }

  @Test func helpIsEightyColumnsWithoutATerminalOrCOLUMNS() throws {
    let help = try LarderBinary().run(["help", "digest"], environment: ["COLUMNS": ""])
    let lines = help.stdout.split(separator: "\n").filter { !$0.hasPrefix("    $ larder") }
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines.contains { $0.count > 70 })
  }

  @Test func versionNamesLarderAndSQLite() throws {
    let larder = try LarderBinary()
    let flag = try larder.run(["--version"])
    let command = try larder.run(["version"])
    #expect(flag.status == 0 && command.status == 0)
    #expect(flag.stdout == command.stdout)
    let lines = flag.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.wholeMatch(of: /larder \d+\.\d+\.\d+.*/) != nil)
    #expect(lines.contains { $0.wholeMatch(of: /SQLite 3\.\d+\.\d+/) != nil })
    // The SQLite version is the library's at run time, the one the sqlite3 shell reports too.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    shell.arguments = [":memory:", "select sqlite_version();"]
    let out = Pipe()
    shell.standardOutput = out
    try shell.run()
    let version = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(lines.contains("SQLite " + version.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  @Test func versionWithLibrariesLoadsAndNamesTheOnesLoadedOnDemand() throws {
    let result = try LarderBinary().run(["version", "--libraries"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 7, "\(lines)")
    for name in ["libxlsxwriter", "libcurl", "libmicrohttpd", "libzbar", "libmosquitto"] {
      #expect(
        lines.contains { $0.wholeMatch(of: /\w+ \d+\.\d+\.\d+/) != nil && $0.hasPrefix(name + " ") }
      )
    }
  }
}

/// `larder --db X list` and `larder --lang fr report`: the options every command takes,
/// before the command.
@Suite struct LeadingOptionsCommandTests {
  @Test func theDatabaseAndTheLanguageMayComeFirst() throws {
    let larder = try LarderBinary()
    let other = larder.path("other.sqlite")
    #expect(try larder.run(["--db", other, "add", "Eggs", "6", "--price", "2.10"]).status == 0)
    let listed = try larder.run(["--db", other, "--lang", "fr", "list"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains("Eggs"))
    #expect(listed.stdout.hasPrefix("NOM"))
  }
}
