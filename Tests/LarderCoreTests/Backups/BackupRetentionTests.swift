import LarderCore
import Testing

/// Which dated backups `--keep-daily`, `--keep-weekly` and `--keep-monthly` keep.
@Suite struct BackupRetentionTests {
  func backup(_ day: String, _ time: Int = 8) throws -> BackupName {
    BackupName(stem: "larder", day: try CalendarDate(parsing: day), second: time * 3_600)
  }

  @Test func aNameWritesAndReadsBack() throws {
    let name = BackupName(
      stem: "larder", day: try CalendarDate(parsing: "2026-12-06"), second: 13 * 3_600 + 5 * 60 + 1)
    #expect(name.description == "larder-2026-12-06-130501.sqlite")
    #expect(BackupName(fileName: name.description, stem: "larder") == name)
    #expect(BackupName(fileName: "larder-2026-12-06-130501.sqlite", stem: "house") == nil)
    #expect(BackupName(fileName: "larder-2026-12-06-250501.sqlite", stem: "larder") == nil)
    #expect(
      BackupName(fileName: ".larder-2026-12-06-130501.sqlite.partial-12", stem: "larder") == nil)
    #expect(BackupName.stem(ofDatabase: "larder.sqlite") == "larder")
    #expect(BackupName.stem(ofDatabase: "household") == "household")
  }

  @Test func withoutAPeriodNothingIsRemoved() throws {
    let all = [try backup("2026-01-01"), try backup("2026-02-01")]
    #expect(BackupRetention().toRemove(all).isEmpty)
  }

  @Test func dailyKeepsTheNewestOfEachOfTheLastDays() throws {
    let all = [
      try backup("2026-12-01"), try backup("2026-12-02", 8), try backup("2026-12-02", 20),
      try backup("2026-12-04"),
    ]
    #expect(
      BackupRetention(daily: 2).toRemove(all) == [
        try backup("2026-12-01"), try backup("2026-12-02", 8),
      ])
  }

  @Test func weeklyCountsISOWeeksFromMonday() throws {
    // 2026-11-30 is a Monday: 11-29 (a Sunday) is the week before.
    let all = [
      try backup("2026-11-23"), try backup("2026-11-29"), try backup("2026-11-30"),
      try backup("2026-12-06"),
    ]
    #expect(
      BackupRetention(weekly: 2).toRemove(all) == [
        try backup("2026-11-23"), try backup("2026-11-30"),
      ])
  }

  @Test func monthlyKeepsTheNewestOfEachMonthAndPeriodsAddUp() throws {
    let all = [
      try backup("2026-09-15"), try backup("2026-10-01"), try backup("2026-10-20"),
      try backup("2026-11-02"), try backup("2026-11-03"),
    ]
    #expect(
      BackupRetention(daily: 1, monthly: 2).toRemove(all)
        == [try backup("2026-09-15"), try backup("2026-10-01"), try backup("2026-11-02")])
  }

  @Test func theNewestIsAlwaysKept() throws {
    let all = [try backup("2026-11-02"), try backup("2026-11-03")]
    #expect(BackupRetention(daily: 0).toRemove(all) == [try backup("2026-11-02")])
  }
}
