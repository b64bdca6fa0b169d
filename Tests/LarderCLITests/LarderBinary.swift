import Foundation

/// Runs the built `larder` binary, as a user would, in a scratch folder of its own; the
/// test process removes its scratch folders when it exits.
struct LarderBinary {
  /// The result of one run.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The repository's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var executable: URL {
    root.appendingPathComponent(".build/debug/larder")
  }

  /// A scratch folder that holds the database.
  let folder: URL
  var database: String { folder.appendingPathComponent("larder.sqlite").path }

  /// What the scratch folder starts with.
  enum Start {
    /// A new household with nothing in it, as `larder add` or `larder import` starts one.
    case emptyHousehold
    /// No database: for a test of what Larder does without one, or that puts its own file
    /// there.
    case noDatabase
  }

  init(_ start: Start = .emptyHousehold) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "larder-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    ScratchFolders.shared.add(folder.path)
    if start == .emptyHousehold {
      let empty = try EmptyHousehold.shared()
      for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: empty + suffix) {
        try FileManager.default.copyItem(atPath: empty + suffix, toPath: database + suffix)
      }
    }
  }

  /// A new household with nothing in it, started once per test process as `larder import`
  /// starts one (a file with a header and no rows), and copied for each test that needs
  /// one: a copy is the same file, without a process of its own.
  enum EmptyHousehold {
    private static let started = Swift.Result { () throws -> String in
      let larder = try LarderBinary(.noDatabase)
      let result = try larder.run(["import", "-"], stdin: "date,item,quantity,price\n")
      guard result.status == 0 else {
        throw SampleImportFailed(message: "an empty household: \(result.stderr)")
      }
      return larder.database
    }

    /// The path of the household to copy.
    static func shared() throws -> String { try started.get() }
  }

  /// Runs `larder ARGS` against this folder's database, in this test's process: the
  /// command line with this folder as its working directory, the environment of
  /// `process(_:_:environment:)`, `stdin` as its standard input and its output captured.
  @discardableResult
  func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws
    -> Result
  {
    InProcessLarder.run(
      arguments, stdin: stdin, environment: self.environment(environment), directory: folder.path)
  }

  /// Runs the built binary `larder ARGS` against this folder's database, in a process of
  /// its own: for what a process matters to (signals, exit codes, files it leaves, its
  /// start-up, a terminal).
  @discardableResult
  func runProcess(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    try runProgram(
      LarderBinary.executable.path, arguments, stdin: stdin, environment: environment)
  }

  /// Runs `program ARGS` in this folder, with the environment of `process(_:_:environment:)`.
  @discardableResult
  func runProgram(
    _ program: String, _ arguments: [String], stdin: String? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    let process = self.process(program, arguments, environment: environment)
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A process that runs `program ARGS` in this folder, with `LARDER_DB` set to its
  /// database, `LARDER_CURRENCY` and the language unset (`LANG=C.UTF-8`: English), plus
  /// `environment`.
  func process(_ program: String, _ arguments: [String], environment: [String: String] = [:])
    -> Process
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = self.environment(environment)
    return process
  }

  /// This process's environment with `LARDER_DB` set to this folder's database,
  /// `LARDER_CURRENCY` and the language unset (`LANG=C.UTF-8`: English), plus `environment`.
  func environment(_ environment: [String: String]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["LARDER_DB"] = database
    env["LARDER_CURRENCY"] = nil
    for key in ["LARDER_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_MONETARY", "COLUMNS"] {
      env[key] = nil
    }
    env["LANG"] = "C.UTF-8"
    for (key, value) in environment { env[key] = value }
    return env
  }

  /// Writes a file into the scratch folder and returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The database file's bytes.
  func databaseBytes() throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: database))
  }

  /// The schema version this Larder writes (the last migration in
  /// Sources/LarderStore/Schema/Migrations.swift).
  static let latestSchemaVersion = 33

  /// Imports the committed sample household and sets its budgets, as `make demo` does.
  func importSamples() throws {
    for file in ["purchases", "events"] {
      let path = LarderBinary.root.appendingPathComponent("samples/\(file).csv").path
      let result = try run(["import", path])
      guard result.status == 0 else { throw SampleImportFailed(message: result.stderr) }
    }
    try setSampleBudgets()
  }

  /// Sets the sample household's budgets (`samples/budgets.tsv`), which the CSV export
  /// does not carry.
  func setSampleBudgets() throws {
    let budgets = try String(
      contentsOf: LarderBinary.root.appendingPathComponent("samples/budgets.tsv"),
      encoding: .utf8)
    for line in budgets.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count == 4 else { continue }
      let result = try run([
        "budget", "set", fields[0], fields[1], "--currency", fields[2], "--from", fields[3],
      ])
      guard result.status == 0 else { throw SampleImportFailed(message: result.stderr) }
    }
  }

  struct SampleImportFailed: Error, CustomStringConvertible {
    var message: String
    var description: String { "the sample household did not import: \(message)" }
  }

  /// The Python interpreter `python3` on the PATH starts, asked once: that `python3` may
  /// be a wrapper (pyenv's shims run a dozen shell scripts before Python starts), which
  /// the tests' hundreds of runs would otherwise pay each time.
  static let pythonExecutable: URL = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
    let out = Pipe()
    process.standardOutput = out
    do { try process.run() } catch { return URL(fileURLWithPath: "/usr/bin/python3") }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let found = String(decoding: data, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    return URL(fileURLWithPath: found.hasPrefix("/") ? found : "/usr/bin/python3")
  }()

  /// Runs `python3 ARGS` and returns its status and combined output.
  static func python(_ arguments: [String], stdin: String? = nil) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = pythonExecutable
    process.arguments = arguments
    let out = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = out
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The path of a Python checker under `Tests/LarderCLITests/Checkers`.
  static func checker(_ name: String) -> String {
    root.appendingPathComponent("Tests/LarderCLITests/Checkers/\(name)").path
  }

  /// The path of a file in the scratch folder.
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// A file's bytes in the scratch folder.
  func bytes(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }
}

/// The scratch folders of this test process, removed when it exits.
final class ScratchFolders: @unchecked Sendable {
  static let shared: ScratchFolders = {
    atexit { ScratchFolders.shared.removeAll() }
    return ScratchFolders()
  }()

  private let lock = NSLock()
  private var paths: [String] = []

  func add(_ path: String) { lock.withLock { paths.append(path) } }

  func removeAll() {
    for path in lock.withLock({ paths }) {
      // A test may have left a folder read-only.
      chmod(path, 0o755)
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}

extension LarderBinary {
  /// The subcommands `larder --help` lists, in its order.
  static func commandNames(_ larder: LarderBinary) throws -> [String] {
    let overview = try larder.run(["--help"], environment: ["COLUMNS": "200"]).stdout
    return overview.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0 != "SUBCOMMANDS:" }.dropFirst()
      .prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  }
}
