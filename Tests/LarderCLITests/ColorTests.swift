import Foundation
import Testing

/// Colour only on a terminal (a pseudo-terminal made by `script`), never in a pipe or a
/// file, never with `NO_COLOR`; `--color always|never` decides otherwise.
@Suite struct ColorTests {
  static let escape = "\u{1B}["

  /// Runs `larder ARGS` on a pseudo-terminal through util-linux's `script`, and returns
  /// what the terminal showed.
  static func onTerminal(
    _ larder: LarderBinary, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> String {
    let line = ([LarderBinary.executable.path] + arguments).map { "'\($0)'" }.joined(
      separator: " ")
    let process = larder.process(
      "/usr/bin/script", ["-qec", line, "/dev/null"], environment: environment)
    let out = Pipe()
    process.standardOutput = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func aTerminalGetsColour() throws {
    let larder = try LarderBinary.samples()
    let list = try Self.onTerminal(
      larder, ["list", "--as-of", "2026-11-01"], environment: ["NO_COLOR": "", "TERM": "xterm"])
    #expect(list.contains("\u{1B}[1mNAME\u{1B}[0m"))
    #expect(list.contains("\u{1B}[31m1 pcs expired\u{1B}[0m"))
    let expiring = try Self.onTerminal(
      larder, ["expiring", "--as-of", "2026-11-01", "--within", "1"],
      environment: ["NO_COLOR": "", "TERM": "xterm"])
    #expect(expiring.contains("\u{1B}[1mExpired, still on hand (as of 2026-11-01):\u{1B}[0m"))
    #expect(expiring.contains("\u{1B}[31mAvocados\u{1B}[0m"))
    #expect(expiring.contains("\u{1B}[33m2026-11-01\u{1B}[0m"))
    let rates = try Self.onTerminal(
      larder, ["rates", "--as-of", "2026-11-01"], environment: ["NO_COLOR": "", "TERM": "xterm"])
    #expect(rates.contains("\u{1B}[2mMinced beef\u{1B}[0m"))
  }

  @Test func noColorOrNeverKeepsATerminalPlain() throws {
    let larder = try LarderBinary.samples()
    let withNoColor = try Self.onTerminal(
      larder, ["list", "--as-of", "2026-11-01"], environment: ["NO_COLOR": "1", "TERM": "xterm"])
    #expect(withNoColor.contains("NAME"))
    #expect(!withNoColor.contains(Self.escape))
    let never = try Self.onTerminal(
      larder, ["list", "--as-of", "2026-11-01", "--color", "never"],
      environment: ["NO_COLOR": "", "TERM": "xterm"])
    #expect(never.contains("NAME"))
    #expect(!never.contains(Self.escape))
  }

  @Test func aPipeGetsNoColourUnlessAlways() throws {
    let larder = try LarderBinary.samples()
    let piped = try larder.run(["list", "--as-of", "2026-11-01"], environment: ["NO_COLOR": ""])
    #expect(!piped.stdout.contains(Self.escape))
    let always = try larder.run(
      ["list", "--as-of", "2026-11-01", "--color", "always"], environment: ["NO_COLOR": "1"])
    #expect(always.stdout.contains("\u{1B}[1mNAME\u{1B}[0m"))
    // Without the escapes it is the plain text, column for column.
    #expect(always.stdout.replacing(/\x1B\[[0-9]+m/, with: "") == piped.stdout)
  }

  @Test func jsonIsNeverColoured() throws {
    let larder = try LarderBinary.samples()
    let json = try larder.run(["list", "--format", "json", "--color", "always"])
    #expect(json.status == 0)
    #expect(!json.stdout.contains(Self.escape))
  }
}
