import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// The household's members as the store keeps them: found by name with case and accents
/// folded, a second add giving a new password, kept outside the history.
@Suite struct MemberStoreTests {
  let today = CalendarDate(year: 2026, month: 12, day: 1) ?? CalendarDate(daysSinceEpoch: 0)

  @Test func aMemberIsFoundByTheirNameFolded() throws {
    let store = try InProcessStore.empty()
    try store.setMember("Zoé", passwordHash: "h1", language: "fr", today: today)
    #expect(try store.member(named: " ZOE ")?.name == "Zoé")
    #expect(try store.member(named: "Zoë") != nil)
    #expect(try store.member(named: "Ken") == nil)
  }

  @Test func addingAMemberAgainGivesANewPasswordAndKeepsTheirLanguage() throws {
    let store = try InProcessStore.empty()
    let first = try store.setMember("Zoé", passwordHash: "h1", language: "fr", today: today)
    let second = try store.setMember("zoe", passwordHash: "h2", today: today)
    #expect(first.added && !second.added)
    #expect(
      try store.members()
        == [Member(name: "Zoé", passwordHash: "h2", language: "fr", locale: nil, addedOn: today)])
  }

  @Test func membersAreNotInTheHistory() throws {
    let store = try InProcessStore.empty()
    try store.setMember("Zoé", passwordHash: "h1", today: today)
    try store.setMemberLanguage("Zoé", language: "ja", locale: "ja_JP")
    try store.removeMember("Zoé")
    #expect(try store.changes(limit: 10).isEmpty)
  }

  @Test func removingOrChoosingForSomeoneWhoIsNoMemberIsRefused() throws {
    let store = try InProcessStore.empty()
    #expect(throws: StoreError.unknownMember("Ken")) { try store.removeMember("Ken") }
    #expect(throws: StoreError.unknownMember("Ken")) {
      try store.setMemberLanguage("Ken", language: "ja", locale: nil)
    }
  }

  @Test func aBlankNameIsRefused() throws {
    let store = try InProcessStore.empty()
    #expect(throws: StoreError.blank(.name)) {
      try store.setMember("  ", passwordHash: "h", today: today)
    }
  }
}
