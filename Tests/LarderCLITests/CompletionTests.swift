import Foundation
import Testing

/// The completion scripts come from the command specs: bash completes commands, options,
/// option values and item names from the database (spaces and accents quoted), and the zsh
/// and fish scripts parse.
@Suite struct CompletionTests {
  /// A household with names that need quoting.
  static func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    for name in ["Whole milk", "Crème fraîche", "Croissants", "L'huile d'olive"] {
      let added = try larder.run(["add", name, "1"])
      #expect(added.status == 0, "\(added.stderr)")
    }
    return larder
  }

  /// The script for `shell`, written into the scratch folder.
  static func script(_ larder: LarderBinary, _ shell: String) throws -> String {
    let result = try larder.run(["--generate-completion-script", shell])
    #expect(result.status == 0)
    return try larder.write("larder.\(shell)", result.stdout)
  }

  /// What bash's completion function offers for the words typed, the last being completed.
  static func bash(_ larder: LarderBinary, _ words: [String]) throws -> [String] {
    let script = try Self.script(larder, "bash")
    let quoted = ([LarderBinary.executable.path] + words).map { "'\($0)'" }.joined(separator: " ")
    let line =
      "source \(script); COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count); _larder; "
      + "printf '%s\\n' \"${COMPREPLY[@]}\""
    let process = larder.process("/bin/bash", ["--norc", "-c", line])
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsOptionsAndValues() throws {
    let larder = try LarderBinary()
    #expect(try Self.bash(larder, ["con"]) == ["consume"])
    #expect(try Self.bash(larder, ["list", "--so"]) == ["--sort"])
    #expect(try Self.bash(larder, ["list", "--sort", ""]) == ["name", "expiry", "added"])
    #expect(try Self.bash(larder, ["report", "--format", ""]) == ["md", "csv", "xlsx"])
    #expect(try Self.bash(larder, ["spending", "--by", "s"]) == ["store"])
    #expect(try Self.bash(larder, ["list", "--color", ""]) == ["auto", "always", "never"])
    #expect(try Self.bash(larder, ["help", "exp"]) == ["expiring", "export"])
  }

  @Test func bashCompletesEveryPhotoOfScanAsAFile() throws {
    let larder = try LarderBinary()
    _ = try larder.write("shelf.jpg", "")
    _ = try larder.write("fridge.jpg", "")
    #expect(try Self.bash(larder, ["scan", "sh"]) == ["shelf.jpg"])
    #expect(try Self.bash(larder, ["scan", "shelf.jpg", "fr"]) == ["fridge.jpg"])
  }

  @Test func bashCompletesItemNamesFromTheDatabaseQuoted() throws {
    let larder = try Self.household()
    #expect(try Self.bash(larder, ["consume", "Wh"]) == ["Whole\\ milk"])
    #expect(try Set(Self.bash(larder, ["show", "Cr"])) == ["Crème\\ fraîche", "Croissants"])
    #expect(try Self.bash(larder, ["discard", "L"]) == ["L\\'huile\\ d\\'olive"])
    // After --date and its value, the first argument is still the item.
    #expect(try Self.bash(larder, ["consume", "--date", "2026-11-01", "Cro"]) == ["Croissants"])
    // The quantity after the name is not an item.
    #expect(try Self.bash(larder, ["consume", "Croissants", ""]).isEmpty)
    #expect(try Self.bash(larder, ["history", "--item", "Who"]) == ["Whole\\ milk"])
  }

  @Test func bashCompletesItemNamesIgnoringCaseAccentsAndLigatures() throws {
    let larder = try Self.household()
    try larder.run(["add", "Œufs", "6"])
    #expect(try Self.bash(larder, ["consume", "oe"]) == ["Œufs"])
    #expect(try Self.bash(larder, ["show", "creme"]) == ["Crème\\ fraîche"])
    #expect(try Self.bash(larder, ["show", "WHO"]) == ["Whole\\ milk"])
  }

  @Test func zshOffersItemNamesIgnoringCaseAccentsAndLigatures() throws {
    let larder = try Self.household()
    try larder.run(["add", "Œufs", "6"])
    let zsh = try Self.script(larder, "zsh")
    // `compadd` stubbed to print what `_larder_items` offers for the word in PREFIX.
    let line =
      "source \(zsh) 2>/dev/null; compadd() { print -l -- $names; }; "
      + "service=\(LarderBinary.executable.path); words=(larder consume oe); "
      + "PREFIX=oe; _larder_items; PREFIX='Cr\\èm'; _larder_items"
    let process = larder.process("/usr/bin/zsh", ["-f", "-c", line])
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let offered = String(decoding: data, as: UTF8.self).split(separator: "\n")
    #expect(offered == ["Œufs", "Crème fraîche"])
  }

  @Test func bashReadsTheDatabaseGivenWithDb() throws {
    let larder = try Self.household()
    let other = try LarderBinary()
    try other.run(["add", "Walnuts", "1"])
    #expect(try Self.bash(larder, ["consume", "--db", other.database, "W"]) == ["Walnuts"])
  }

  @Test func completingItemsWithoutADatabaseCreatesNone() throws {
    let larder = try LarderBinary(.noDatabase)
    #expect(try Self.bash(larder, ["consume", "W"]).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: larder.database))
  }

  @Test func theZshAndFishScriptsParse() throws {
    let larder = try LarderBinary()
    let zsh = try Self.script(larder, "zsh")
    let fish = try Self.script(larder, "fish")
    #expect(try String(contentsOfFile: zsh, encoding: .utf8).hasPrefix("#compdef larder\n"))
    for (program, arguments) in [
      ("/usr/bin/zsh", ["-n", zsh]), ("/usr/bin/fish", ["--no-execute", fish]),
    ] {
      let process = larder.process(program, arguments)
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(program)")
    }
  }

  @Test func fishCompletesItemNames() throws {
    let larder = try Self.household()
    let fish = try Self.script(larder, "fish")
    let bin = larder.path("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: bin + "/larder", withDestinationPath: LarderBinary.executable.path)
    let process = larder.process(
      "/usr/bin/fish", ["--no-config", "-c", "source \(fish); complete -C 'larder show Cr'"],
      environment: ["PATH": bin + ":/usr/bin:/bin"])
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let offered = String(decoding: data, as: UTF8.self).split(separator: "\n")
    #expect(Set(offered) == ["Crème fraîche", "Croissants"])
  }
}
