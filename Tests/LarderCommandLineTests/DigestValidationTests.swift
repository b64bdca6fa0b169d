import Testing

@testable import LarderCommandLine

/// `digest`: `--smtp` takes only SMTP URLs and goes with `--send`; the TLS flags go with
/// `--smtp`.
@Suite struct DigestValidationTests {
  func validate(_ tokens: [String]) -> String? {
    usageMessage { try DigestCommand.validate(parse(tokens, as: DigestCommand.spec)) }
  }

  @Test func sendingThroughSMTP() {
    #expect(validate(["--send", "--smtp", "smtps://mail.example.org:465", "--require-tls"]) == nil)
  }

  @Test func aURLThatIsNotSMTP() {
    #expect(
      validate(["--send", "--smtp", "http://mail.example.org"])
        == "The value 'http://mail.example.org' is invalid for '--smtp <url>': only smtp:// and "
        + "smtps:// URLs are allowed")
  }

  @Test func aPasswordInTheURLIsRefusedWithoutBeingShown() {
    #expect(
      validate(["--send", "--smtp", "smtp://me:s3cret@mail.example.org:587"])
        == "The value 'smtp://mail.example.org:587' is invalid for '--smtp <url>': a password in "
        + "the URL can be read by anyone on this machine; put it in $LARDER_SMTP_PASSWORD or "
        + "~/.netrc")
  }

  @Test func aUserNameInTheURLIsAccepted() {
    #expect(validate(["--send", "--smtp", "smtp://me@mail.example.org:587"]) == nil)
  }

  @Test func smtpWithoutSend() {
    #expect(validate(["--smtp", "smtp://mail.example.org:587"]) == "--smtp goes with --send")
  }

  @Test func requireTLSWithoutSMTP() {
    #expect(validate(["--send", "--require-tls"]) == "--require-tls goes with --smtp")
  }

  @Test func plaintextLoginWithoutSMTP() {
    #expect(
      validate(["--send", "--allow-plaintext-auth"]) == "--allow-plaintext-auth goes with --smtp")
  }
}
