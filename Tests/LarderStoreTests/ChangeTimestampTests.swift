import Foundation
import Testing

@testable import LarderStore

/// When a change was made, as the history keeps it: ISO 8601 in UTC, to the second.
@Suite struct ChangeTimestampTests {
  @Test func aMomentIsWrittenInUTCToTheSecond() {
    #expect(
      Store.timestamp(Date(timeIntervalSince1970: 1_793_780_100.75)) == "2026-11-04T08:15:00Z")
    #expect(Store.timestamp(Date(timeIntervalSince1970: 951_868_799)) == "2000-02-29T23:59:59Z")
    #expect(Store.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
  }

  @Test func aMomentBeforeNineteenSeventyIsWrittenAsAClockShowsIt() {
    #expect(Store.timestamp(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
  }
}
