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

/// `SMTPSender.Credentials.lookup`: the login a URL and a `.netrc` give, as libcurl would
/// find it.
@Suite struct SMTPCredentialsLookupTests {
  let netrc = Netrc(
    text:
      "machine mail.example login ann password one\nmachine mail.example login al password two\n"
      + "machine ::1 login six password three\n")

  @Test func theEntryForTheURLsHostIsTheLogin() {
    #expect(
      SMTPSender.Credentials.lookup(url: "smtp://MAIL.example:587", netrc: netrc)
        == .password(user: "ann", password: "one"))
    #expect(
      SMTPSender.Credentials.lookup(url: "smtp://[::1]:25", netrc: netrc)
        == .password(user: "six", password: "three"))
  }

  @Test func aUserNameInTheURLTakesThePasswordOfItsOwnEntry() {
    #expect(
      SMTPSender.Credentials.lookup(url: "smtp://al@mail.example:587", netrc: netrc)
        == .password(user: "al", password: "two"))
    #expect(
      SMTPSender.Credentials.lookup(url: "smtp://bo%40home@mail.example", netrc: netrc)
        == .password(user: "bo@home", password: ""))
  }

  @Test func noEntryAndNoUserNameIsNoLogin() {
    #expect(SMTPSender.Credentials.lookup(url: "smtp://127.0.0.1:25", netrc: netrc) == .none)
    #expect(SMTPSender.Credentials.lookup(url: "smtp://127.0.0.1:25", netrc: nil) == .none)
  }
}
