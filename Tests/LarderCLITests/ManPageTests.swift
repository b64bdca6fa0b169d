import Foundation
import Testing

/// The man pages come from the command specs: groff reads them without a warning, and each
/// command's page names every option its help lists; larder-import(5) describes the files
/// `larder import` reads.
@Suite struct ManPageTests {
  /// Runs `program ARGS` with `environment` added, and returns its status, standard output
  /// and standard error.
  static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:])
    throws -> (Int32, String, String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  /// The pages rendered by `man -l`, 80 columns wide, by file name; a page that `man`
  /// renders with an error or a warning is an issue of the test that reads the pages.
  static func renderedPages() throws -> [String: String] {
    let rendered = try rendering.get()
    for problem in rendered.problems { Issue.record(Comment(rawValue: problem)) }
    return rendered.pages
  }

  /// Every page rendered once per test process, for the tests that read them.
  private static let rendering = Swift.Result {
    () throws -> (pages: [String: String], problems: [String]) in
    let larder = try LarderBinary()
    let generated = try larder.run(["--generate-manual", larder.path("man")])
    var problems = generated.status == 0 ? [] : ["--generate-manual: \(generated.stderr)"]
    let files = try FileManager.default.contentsOfDirectory(atPath: larder.path("man"))
    var pages: [String: String] = [:]
    for file in files.sorted() {
      let (status, text, warnings) = try run(
        "/usr/bin/man", ["--warnings", "-l", larder.path("man/" + file)],
        environment: ["LC_ALL": "C.UTF-8", "MANWIDTH": "80", "MAN_KEEP_FORMATTING": ""])
      if status != 0 { problems.append("\(file): man exited with \(status)") }
      if !warnings.isEmpty { problems.append("\(file): \(warnings)") }
      pages[file] = text
    }
    return (pages, problems)
  }

  /// The options a command's `--help` lists, as `--name`.
  static func helpOptions(_ command: String) throws -> [String] {
    let help = try LarderBinary().run(["help", command], environment: ["COLUMNS": "200"]).stdout
    return help.split(separator: "\n").drop { $0 != "OPTIONS:" }.dropFirst()
      .prefix { !$0.isEmpty }.compactMap { line in
        line.split(separator: " ").first { $0.hasPrefix("--") }.map {
          String($0.filter { $0 != "," })
        }
      }
  }

  @Test(.tags(.slow)) func everyPageReadsWithoutWarningsAndNamesEveryOption() throws {
    let pages = try Self.renderedPages()
    let commands = try LarderBinary.commandNames(LarderBinary())
    #expect(
      Set(pages.keys) == Set(["larder.1", "larder-import.5"] + commands.map { "larder-\($0).1" }))
    for command in commands {
      let page = try #require(pages["larder-\(command).1"])
      let plain = page.replacing(/.\x08/, with: "")
      #expect(plain.contains("larder-\(command) - "), "\(command)")
      let options = try Self.helpOptions(command)
      #expect(options.contains("--db") && options.contains("--help"))
      for option in options {
        #expect(plain.contains(option), "larder-\(command)(1) lacks \(option)")
      }
      #expect(plain.contains("EXAMPLES"), "\(command)")
    }
  }

  @Test func theImportFormatPageHasBothKindsOfFile() throws {
    let page = try #require(try Self.renderedPages()["larder-import.5"]).replacing(
      /.\x08/, with: "")
    for section in ["NAME", "DESCRIPTION", "PURCHASES", "EVENTS", "ERRORS", "EXAMPLES"] {
      #expect(page.contains("\n" + section + "\n"), "\(section)")
    }
    #expect(page.contains("LARDER-IMPORT(5)"))
  }

  @Test func theOverviewPageHasTheExitStatusEnvironmentAndFiles() throws {
    let page = try #require(try Self.renderedPages()["larder.1"]).replacing(/.\x08/, with: "")
    for section in ["NAME", "SYNOPSIS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES"] {
      #expect(page.contains("\n\(section)\n"), "\(section)")
    }
    for variable in [
      "LARDER_DB", "LARDER_CURRENCY", "LARDER_MAIL_TO", "LARDER_SENDMAIL", "LARDER_SMTP_USER",
      "LARDER_SMTP_PASSWORD", "NO_COLOR", "LC_ALL", "LANG", "XDG_DATA_HOME",
    ] {
      #expect(page.contains(variable), "\(variable)")
    }
    for status in ["0", "1", "64", "65", "66", "75"] {
      #expect(page.contains("\n       \(status) "), "exit status \(status)")
    }
    #expect(page.contains("larder.sqlite"))
    #expect(page.contains("larder-consume(1)"))
  }
}
