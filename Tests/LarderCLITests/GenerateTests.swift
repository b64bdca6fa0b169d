import Foundation
import Testing

/// `larder generate`: the same seed gives the same files, they import cleanly, and the
/// journal is one transaction per day and store that hledger reads (where hledger is installed).
@Suite struct GenerateTests {
  func generate(_ larder: LarderBinary, _ folder: String, seed: String) throws {
    let result = try larder.run([
      "generate", "--lots", "2000", "--seed", seed, "--output", folder, "--journal",
      folder + "/purchases.journal",
    ])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func theSameSeedGivesTheSameFiles() throws {
    let larder = try LarderBinary()
    try generate(larder, "a", seed: "7")
    try generate(larder, "b", seed: "7")
    try generate(larder, "c", seed: "8")
    for file in ["purchases.csv", "events.csv", "purchases.journal"] {
      #expect(try larder.bytes("a/\(file)") == larder.bytes("b/\(file)"), "\(file)")
      #expect(try larder.bytes("a/\(file)") != larder.bytes("c/\(file)"), "\(file)")
    }
  }

  @Test func theFilesImportWithAboutFivePercentDiscarded() throws {
    let larder = try LarderBinary()
    try generate(larder, "data", seed: "1")
    for file in ["purchases", "events"] {
      let result = try larder.run(["import", larder.path("data/\(file).csv")])
      #expect(result.status == 0, "\(result.stderr)")
    }
    #expect(try larder.sqlite("SELECT count(*) FROM lots") == "2000")
    let share =
      Double(
        try larder.sqlite(
          "SELECT 100.0 * sum(quantity) FILTER (WHERE kind = 'discard') / sum(quantity) FROM events"
        )) ?? 0
    #expect(share > 3 && share < 7, "\(share)% discarded")
    #expect(try larder.sqlite("SELECT count(DISTINCT store) FROM lots") == "4")
  }

  @Test func theJournalHasOneTransactionPerDayAndStoreAndAPostingPerLot() throws {
    let larder = try LarderBinary()
    try generate(larder, "data", seed: "1")
    let journal = String(decoding: try larder.bytes("data/purchases.journal"), as: UTF8.self)
    let lines = journal.split(separator: "\n")
    let purchases = String(decoding: try larder.bytes("data/purchases.csv"), as: UTF8.self)
    let trips = Set(
      purchases.split(whereSeparator: \.isNewline).dropFirst().map { line -> String in
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        return "\(fields[0]) \(fields[7])"
      })
    let transactions = lines.filter { $0.first?.isNumber == true }
    #expect(transactions.count == trips.count)
    #expect(lines.filter { $0.hasPrefix("    expenses:food:") }.count == 2000)
    #expect(journal.contains("    expenses:food:dairy  "))
    let hledger = Process()
    hledger.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    hledger.arguments = ["sh", "-c", "command -v hledger"]
    hledger.standardOutput = FileHandle.nullDevice
    try hledger.run()
    hledger.waitUntilExit()
    guard hledger.terminationStatus == 0 else { return }  // hledger is not installed here
    let stats = Process()
    stats.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    stats.arguments = ["hledger", "-f", larder.path("data/purchases.journal"), "stats"]
    let out = Pipe()
    stats.standardOutput = out
    stats.standardError = out
    try stats.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    stats.waitUntilExit()
    #expect(stats.terminationStatus == 0, "\(text)")
    #expect(text.contains("Transactions") && text.contains("\(trips.count)"), "\(text)")
  }
}
