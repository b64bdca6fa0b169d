import LarderMail
import Testing

/// `Netrc`: the login `.netrc` holds for a host, read as libcurl reads the file.
@Suite struct NetrcTests {
  @Test func theEntryForTheHostIsFoundInAnyCase() {
    let netrc = Netrc(
      text: "machine a.example login ann password one\nmachine B.Example login bob\n")
    #expect(netrc.entry(host: "b.example")?.login == "bob")
    #expect(netrc.entry(host: "c.example") == nil)
  }

  @Test func theDefaultEntryIsForAnyHostAfterTheEntriesBeforeIt() {
    let netrc = Netrc(text: "machine a.example login ann\ndefault login dee password two\n")
    #expect(netrc.entry(host: "a.example")?.login == "ann")
    #expect(netrc.entry(host: "mail.example")?.password == "two")
  }

  @Test func aUserNamePicksTheEntryWithThatLogin() {
    let netrc = Netrc(
      text: "machine a.example login ann password one\nmachine a.example login al password two\n")
    #expect(netrc.entry(host: "a.example", user: "al")?.password == "two")
  }

  @Test func commentsAndMacrosHoldNoEntryAndQuotedTokensMayHoldSpaces() {
    let netrc = Netrc(
      text: "# machine a.example login ghost\r\nmacdef init\r\nmachine a.example login m\r\n\r\n"
        + "machine a.example login \"ann lee\" password \"say \\\"hi\\\"\"\r\n")
    #expect(netrc.entries.count == 1)
    #expect(netrc.entry(host: "a.example")?.login == "ann lee")
    #expect(netrc.entry(host: "a.example")?.password == "say \"hi\"")
  }
}
