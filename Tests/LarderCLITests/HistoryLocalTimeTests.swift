import Foundation
import Testing

/// `larder history` shows each change's time in the local time zone (`TZ`), never in UTC;
/// `--format json` keeps the UTC stamp.
@Suite struct HistoryLocalTimeTests {
  /// The hour and minute of a UTC stamp `YYYY-MM-DDTHH:MM:SSZ`, `hours` later.
  func clock(_ stamp: String, plus hours: Int) throws -> String {
    let parts = stamp.dropFirst(11).prefix(5).split(separator: ":").compactMap { Int($0) }
    try #require(parts.count == 2)
    let hour = (parts[0] + hours) % 24
    return String(format: "%02d:%02d", hour, parts[1])
  }

  @Test func theTimeIsTheLocalZonesAndTheJSONKeepsUTC() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Tea", "1", "--price", "3.00", "--date", "2026-11-01"])
    let json = try larder.run(["history", "--format", "json"]).stdout
    let stamp = try #require(json.firstMatch(of: /"madeAt" *: *"([0-9T:\-]+Z)"/)).1
    #expect(stamp.hasSuffix("Z"))
    // Tokyo is 9 hours ahead of UTC all year; Reykjavik is on UTC all year.
    let tokyo = try larder.run(["history"], environment: ["TZ": "Asia/Tokyo"]).stdout
    let utc = try larder.run(["history"], environment: ["TZ": "Atlantic/Reykjavik"]).stdout
    #expect(tokyo.contains(" \(try clock(String(stamp), plus: 9))  "), "\(tokyo)")
    #expect(utc.contains(" \(try clock(String(stamp), plus: 0))  "), "\(utc)")
    #expect(tokyo.hasPrefix("ID        WHEN  "))
    #expect(!tokyo.contains("UTC"))
  }
}
