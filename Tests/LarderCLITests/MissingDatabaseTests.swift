import Foundation
import Testing

/// A database path that does not exist (a typo, cron without `LARDER_DB`) is a mistake,
/// not an empty household: commands that read refuse it and create nothing; commands that
/// add to a household start one and say so once.
@Suite struct MissingDatabaseTests {
  static let readers: [[String]] = [
    ["list"], ["report"], ["spending"], ["history"], ["expiring"], ["check"],
    ["export", "--format", "csv", "--output", "backup"], ["undo"], ["consume", "Eggs", "1"],
  ]

  @Test(arguments: readers) func aCommandThatOnlyReadsOrChangesRefusesAMissingDatabase(
    arguments: [String]
  ) throws {
    let larder = try LarderBinary(.noDatabase)
    let typo = larder.path("typo/larder.sqlite")
    let result = try larder.run(arguments + ["--db", typo])
    #expect(result.status == 66, "\(arguments): \(result.stderr)")
    #expect(result.stderr.contains("there is no database at \(typo)"), "\(arguments)")
    #expect(!FileManager.default.fileExists(atPath: larder.path("typo")), "\(arguments)")
  }

  @Test func anExportFromAMissingDatabaseLeavesTheBackupAsItWas() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Eggs", "6", "--price", "2.10"]).status == 0)
    #expect(try larder.run(["export", "--format", "csv", "--output", "backup"]).status == 0)
    let before = try larder.bytes("backup/purchases.csv")
    let result = try larder.run([
      "export", "--format", "csv", "--output", "backup", "--db", larder.path("typo.sqlite"),
    ])
    #expect(result.status == 66)
    #expect(try larder.bytes("backup/purchases.csv") == before)
  }

  @Test func addStartsAHouseholdAndSaysSoOnce() throws {
    let larder = try LarderBinary(.noDatabase)
    let first = try larder.run(["add", "Eggs", "6", "--price", "2.10"])
    #expect(first.status == 0)
    #expect(first.stderr == "Created a new household at \(larder.database).\n")
    let second = try larder.run(["add", "Eggs", "6", "--price", "2.10"])
    #expect(second.status == 0)
    #expect(second.stderr.isEmpty)
  }

  @Test func aDryRunImportChecksTheFileAndStartsNoHousehold() throws {
    let larder = try LarderBinary(.noDatabase)
    let file = try larder.write("p.csv", "date,item,quantity,price\n2026-10-01,Eggs,6,2.10\n")
    let result = try larder.run(["import", file, "--dry-run"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: larder.database))
  }

  @Test func anEmptyFileIsNoHouseholdAndStaysEmpty() throws {
    let larder = try LarderBinary(.noDatabase)
    FileManager.default.createFile(atPath: larder.database, contents: nil)
    #expect(try larder.run(["list"]).status == 66)
    #expect(try larder.databaseBytes().isEmpty)
    let added = try larder.run(["add", "Eggs", "6"])
    #expect(added.status == 0)
    #expect(added.stderr == "Created a new household at \(larder.database).\n")
    let mode = try FileManager.default.attributesOfItem(atPath: larder.database)[.posixPermissions]
    #expect(mode as? Int == 0o600)
  }

  @Test func anEmptyDatabasePathIsAUsageError() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["list", "--db", ""])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("Error: The value '' is invalid for '--db <path>': no path given"))
  }

  @Test func aFolderGivenAsTheDatabaseIsRefusedNamingIt() throws {
    let larder = try LarderBinary()
    let folder = larder.path("household")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for arguments in [["list"], ["add", "Eggs", "1"]] {
      let result = try larder.run(arguments + ["--db", folder])
      #expect(result.status == 64, "\(arguments)")
      #expect(
        result.stderr
          == "Error: \(folder) is a folder, not a database file; name the file inside it\n",
        "\(arguments)")
    }
  }

  @Test func theRefusalIsInTheReadersLanguage() throws {
    let larder = try LarderBinary(.noDatabase)
    let result = try larder.run(["list", "--lang", "fr"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("il n'y a pas de base de données à \(larder.database)"))
  }

  @Test func anEmptyOutputIsAUsageError() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["export", "--output", ""])
    #expect(result.status == 64)
    #expect(result.stderr.contains("no path given"))
  }

  @Test func aNegativeCountSaysItMustNotBeNegative() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["expiring", "--within", "-1"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value '-1' is invalid for '--within <days>': it must not be negative"))
  }

  @Test func aFractionalCountSaysItMustBeAWholeNumber() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["expiring", "--within", "2.5"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("it must be a whole number"))
  }

  @Test func aRefusedImportStartsNoHousehold() throws {
    let larder = try LarderBinary(.noDatabase)
    let file = try larder.write("bad.csv", "date,item\n2026-10-01,Eggs\n")
    for database in [larder.database, larder.path("typo/larder.sqlite")] {
      let result = try larder.run(["import", file, "--db", database])
      #expect(result.status == 65)
      #expect(!result.stderr.contains("Created"), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: database))
      #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
    }
    #expect(!FileManager.default.fileExists(atPath: larder.path("typo")))
  }

  @Test func aDatabasePathThatLooksLikeAURIIsAPath() throws {
    let larder = try LarderBinary(.noDatabase)
    for name in ["file:real.sqlite", "file:house.sqlite?mode=memory"] {
      let added = try larder.run(["add", "Eggs", "6", "--price", "2.10", "--db", name])
      #expect(added.status == 0, "\(added.stderr)")
      #expect(try larder.run(["list", "--db", name]).stdout.contains("Eggs"), "\(name)")
      let mode = try FileManager.default.attributesOfItem(atPath: larder.path(name))[
        .posixPermissions]
      #expect(mode as? Int == 0o600, "\(name)")
    }
    #expect(!FileManager.default.fileExists(atPath: larder.path("real.sqlite")))
    #expect(!FileManager.default.fileExists(atPath: larder.path("house.sqlite")))
  }
}
