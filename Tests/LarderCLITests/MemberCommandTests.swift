import Foundation
import Testing

/// `larder serve --add-member`, `--remove-member` and `--list-members` through the binary:
/// the password read from standard input, the language kept, the refusals with their exit
/// codes.
@Suite struct MemberCommandTests {
  @Test func aMemberIsAddedWithTheirLanguageAndListed() throws {
    let larder = try LarderBinary()
    let added = try larder.run(
      ["serve", "--add-member", "Zoé", "--lang", "fr"], stdin: "correct horse battery\n")
    #expect(added.status == 0, "\(added.stderr)")
    let tomo = try larder.run(
      ["serve", "--add-member", "Tomo", "--locale", "ja_JP", "--time-zone", "Asia/Tokyo"],
      stdin: "another password\n")
    #expect(tomo.stdout.isEmpty)
    #expect(tomo.stderr.contains("Added Tomo: they log in with their name and this password."))
    let list = try larder.run(["serve", "--list-members"], environment: ["LARDER_LANG": "en"])
    #expect(list.stdout.hasPrefix("NAME  LANGUAGE  LOCALE  TIME ZONE     ADDED\n"))
    #expect(list.stdout.contains("Zoé   Français          the server's  "))
    #expect(list.stdout.contains("Tomo  日本語    ja_JP   Asia/Tokyo    "))
  }

  @Test func aTimeZoneNotInTheTzDatabaseIsRefused() throws {
    let larder = try LarderBinary()
    let added = try larder.run(
      ["serve", "--add-member", "Zoé", "--time-zone", "Paris"], stdin: "correct horse battery\n")
    #expect(added.status == 64)
    #expect(added.stderr.contains("such as Europe/Paris or Asia/Taipei"), "\(added.stderr)")
    #expect(try larder.sqlite("SELECT count(*) FROM members") == "0")
  }

  @Test func addingAMemberAgainGivesThemANewPassword() throws {
    let larder = try LarderBinary()
    _ = try larder.run(["serve", "--add-member", "Ken"], stdin: "first password\n")
    let again = try larder.run(["serve", "--add-member", "ken"], stdin: "second password\n")
    #expect(again.status == 0)
    #expect(again.stderr.contains("Gave Ken a new password; their sessions have ended."))
    #expect(try larder.sqlite("SELECT count(*) FROM members") == "1")
  }

  @Test func aShortPasswordIsAUsageErrorAndAddsNoOne() throws {
    let larder = try LarderBinary()
    let short = try larder.run(["serve", "--add-member", "Ken"], stdin: "short\n")
    #expect(short.status == 64)
    #expect(short.stderr.hasPrefix("Error: The password must have at least 8 characters\n"))
    #expect(try larder.run(["serve", "--list-members"]).stdout.hasPrefix("No members yet"))
  }

  @Test func removingSomeoneWhoIsNoMemberIsBadData() throws {
    let larder = try LarderBinary()
    _ = try larder.run(["serve", "--add-member", "Ken"], stdin: "first password\n")
    #expect(try larder.run(["serve", "--remove-member", "KEN"]).status == 0)
    let again = try larder.run(["serve", "--remove-member", "Ken"])
    #expect(again.status == 65)
    #expect(
      again.stderr
        == "Error: no member of the household is called 'Ken'; see 'larder serve --list-members'\n")
  }

  @Test func twoMemberActionsAtOnceAreAUsageError() throws {
    let larder = try LarderBinary()
    let both = try larder.run(["serve", "--list-members", "--remove-member", "Ken"])
    #expect(both.status == 64)
  }
}
