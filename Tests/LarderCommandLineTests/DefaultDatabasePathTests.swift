import Testing

@testable import LarderCommandLine

/// Where the database is when `--db` is not given: the command line's policy, not the
/// store's.
@Suite struct DefaultDatabasePathTests {
  @Test func larderDBComesFirst() {
    let context = Context(environment: ["LARDER_DB": "/tmp/a.sqlite", "XDG_DATA_HOME": "/x"])
    #expect(context.defaultDatabasePath() == "/tmp/a.sqlite")
  }

  @Test func thenAnAbsoluteXDGDataHome() {
    let context = Context(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"])
    #expect(context.defaultDatabasePath() == "/data/larder/larder.sqlite")
  }

  @Test func elseTheHomeFolder() {
    let context = Context(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/me"])
    #expect(context.defaultDatabasePath() == "/home/me/.local/share/larder/larder.sqlite")
  }
}
