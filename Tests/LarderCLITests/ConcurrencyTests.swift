import Foundation
import Testing

/// Two writers at once: every command succeeds (writers wait for the lock), the stock adds
/// up, and a report taken meanwhile always sees one consistent snapshot.
@Suite(.tags(.slow)) struct ConcurrencyTests {
  /// A shell loop running `larder ARGS` 300 times, printing FAILED for each failure.
  func writer(_ larder: LarderBinary, _ arguments: String) throws -> (Process, Pipe) {
    let process = larder.process(
      "/bin/sh",
      [
        "-c",
        "for i in $(seq 300); do '\(LarderBinary.executable.path)' \(arguments) >/dev/null 2>>errors.log || echo FAILED; done",
      ])
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    return (process, out)
  }

  @Test func twoWritersAndAReaderAgree() throws {
    let larder = try LarderBinary()
    #expect(
      try larder.run(["add", "Beans", "1000", "--price", "0", "--date", "2026-10-31"]).status == 0)
    let adds = try writer(larder, "add Rice 1 --price 1.00 --date 2026-11-05")
    let consumes = try writer(larder, "consume Beans 1 --date 2026-11-06")
    var reports = 0
    while adds.0.isRunning || consumes.0.isRunning {
      let report = try larder.run([
        "report", "--month", "2026-11", "--as-of", "2026-11-30", "--format", "csv",
      ])
      #expect(report.status == 0, "\(report.stderr)")
      let lines = report.stdout.split(separator: "\r\n")
      let spent = lines.first { $0.hasPrefix("spent,2026-11,EUR,") }.map {
        $0.split(separator: ",")[3]
      }
      let count = lines.first { $0.hasPrefix("purchases,count,") }.map {
        $0.split(separator: ",", omittingEmptySubsequences: false)[4]
      }
      // Each Rice purchase costs 1.00: in one snapshot, spending equals the count.
      if let count, let spent, count != "0" {
        #expect("\(count).00" == String(spent), "\(report.stdout)")
      }
      reports += 1
    }
    for (process, out) in [adds, consumes] {
      process.waitUntilExit()
      let failures = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(failures.isEmpty, "\(failures)")
    }
    let errors = (try? larder.bytes("errors.log")).map { String(decoding: $0, as: UTF8.self) } ?? ""
    #expect(errors.isEmpty, "\(errors)")
    #expect(reports > 0)
    #expect(
      try larder.sqlite(
        "SELECT sum(remaining) FROM lots JOIN items ON items.id = item_id WHERE name = 'Rice'")
        == "300000")
    #expect(
      try larder.sqlite(
        "SELECT sum(remaining) FROM lots JOIN items ON items.id = item_id WHERE name = 'Beans'")
        == "700000")
    #expect(try larder.integrity() == "ok")
  }
}
