import Foundation
import Testing

/// `larder digest`: a complete e-mail that an independent parser reads, with hostile names
/// inert, handed to sendmail or to a real SMTP server.
@Suite struct DigestTests {
  static let hostile = [
    "<script>alert(1)</script>", "Crème brûlée", "牛奶", "Evil\r\nBcc: victim@example.org",
  ]

  /// A household with an expired lot, one lot expiring on each of the next days, and an
  /// item about to run out, as of Monday 30 November 2026.
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    var csv = "date,item,quantity,price,unit,expires\n"
    csv += "2026-11-20,Yogurt,2,1.20,pcs,2026-11-28\n"
    for (offset, name) in LarderBinary.importable(Self.hostile).enumerated() {
      let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
      csv += "2026-11-25,\(quoted),1,3.50,pcs,2026-12-0\(offset % 3 + 1)\n"
    }
    csv += "2026-11-01,Coffee,1000,12.00,g,\n"
    csv += "2026-10-02,Coffee,1000,11.00,g,\n"
    #expect(try larder.run(["import", try larder.write("p.csv", csv)]).status == 0)
    let events =
      "date,item,action,quantity\n2026-10-30,Coffee,consume,1000\n2026-11-29,Coffee,consume,900\n"
    #expect(try larder.run(["import", try larder.write("e.csv", events)]).status == 0)
    try larder.putHandEdited(Self.hostile)
    return larder
  }

  func check(_ larder: LarderBinary, _ file: String, subject: String, names: [String]) throws {
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker("check_digest_mail.py"), larder.path(file), subject] + names)
    #expect(status == 0 && output == "ok\n", "\(output)")
  }

  @Test func theMessageParsesWithHostileNamesInert() throws {
    let larder = try household()
    let result = try larder.run([
      "digest", "--as-of", "2026-11-30", "--to", "me@example.org", "--output", "digest.eml",
      "--locale", "en_US",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    try check(
      larder, "digest.eml", subject: "Larder: 1 expired, 4 expiring by Thu 3 Dec, 1 to restock",
      names: Self.hostile + ["Yogurt", "Tomorrow", "Wed 2 Dec", "Thu 3 Dec", "Coffee"])
    let text = String(decoding: try larder.bytes("digest.eml"), as: UTF8.self)
    #expect(!text.contains("\r\nBcc:"))
  }

  @Test func theSpendingLineComparesWithTheSameDayLastMonth() throws {
    let larder = try household()
    let result = try larder.run(["digest", "--as-of", "2026-11-30", "--locale", "en_US"])
    #expect(result.status == 0)
    let (_, text) = try LarderBinary.python(
      [
        "-c",
        "import email,sys; from email import policy; m=email.message_from_string(sys.stdin.read(), policy=policy.default); print(m.get_body(('plain',)).get_content())",
      ], stdin: result.stdout)
    #expect(
      text.contains("So far in November: €27.20; by the same day of October: €11.00 (+€16.20)."),
      "\(text)")
  }

  @Test func aNonASCIISubjectIsEncodedAndDecodesBack() throws {
    let larder = try household()
    let subject =
      "Épicerie : 牛奶 et crème brûlée à finir avant jeudi, s'il vous plaît, merci beaucoup"
    let result = try larder.run([
      "digest", "--as-of", "2026-11-30", "--to", "me@example.org", "--subject", subject,
      "--output", "fr.eml",
    ])
    #expect(result.status == 0)
    let raw = String(decoding: try larder.bytes("fr.eml"), as: UTF8.self)
    #expect(raw.contains("Subject: =?utf-8?B?"))
    try check(larder, "fr.eml", subject: subject, names: [])
  }

  @Test func aLineBreakInTheSubjectCannotAddAHeader() throws {
    let larder = try household()
    let result = try larder.run([
      "digest", "--as-of", "2026-11-30", "--to", "me@example.org", "--subject",
      "Hi\r\nBcc: victim@example.org", "--output", "inject.eml",
    ])
    #expect(result.status == 0)
    try check(larder, "inject.eml", subject: "Hi Bcc: victim@example.org", names: [])
  }

  @Test func anAddressWithALineBreakIsRefused() throws {
    let larder = try household()
    let result = try larder.run([
      "digest", "--as-of", "2026-11-30", "--to", "me@example.org\r\nBcc: victim@example.org",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("is not a plain e-mail address"))
    #expect(result.stdout.isEmpty)
  }

  @Test func nothingToReportWritesNoMessageAndExitsZero() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-11-01"]).status == 0)
    let quiet = try larder.run(["digest", "--as-of", "2026-11-30", "--to", "me@example.org"])
    #expect(quiet.status == 0)
    #expect(quiet.stdout.isEmpty)
    #expect(quiet.stderr.hasPrefix("Nothing to report for 2026-11-30"))
    let always = try larder.run([
      "digest", "--as-of", "2026-11-30", "--to", "me@example.org", "--always",
    ])
    #expect(always.status == 0)
    #expect(always.stdout.contains("Subject: Larder: nothing to act on\r\n"))
  }

  @Test func sendingNeedsARecipient() throws {
    let larder = try household()
    let result = try larder.run(["digest", "--as-of", "2026-11-30", "--send"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("LARDER_MAIL_TO"))
  }

  /// A stand-in sendmail that records its arguments and input, exiting with `status`.
  func fakeSendmail(_ larder: LarderBinary, status: Int) throws -> String {
    let path = larder.path("sendmail")
    let script = """
      #!/bin/sh
      printf '%s\\n' "$@" > "\(larder.path("sendmail.args"))"
      cat > "\(larder.path("sendmail.eml"))"
      [ \(status) -eq 0 ] || echo "sendmail: cannot queue the message" >&2
      exit \(status)
      """
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    return path
  }

  @Test func sendPipesTheMessageToSendmail() throws {
    let larder = try household()
    let sendmail = try fakeSendmail(larder, status: 0)
    let result = try larder.run(
      ["digest", "--as-of", "2026-11-30", "--send"],
      environment: ["LARDER_SENDMAIL": sendmail, "LARDER_MAIL_TO": "a@example.org, b@example.org"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(String(decoding: try larder.bytes("sendmail.args"), as: UTF8.self) == "-t\n-i\n")
    let message = String(decoding: try larder.bytes("sendmail.eml"), as: UTF8.self)
    #expect(message.contains("\r\nTo: a@example.org,\r\n b@example.org\r\n"))
    try check(
      larder, "sendmail.eml", subject: "Larder: 1 expired, 4 expiring by Thu 3 Dec, 1 to restock",
      names: [])
  }

  @Test func aFailingSendmailExitsNonZeroWithItsMessage() throws {
    let larder = try household()
    let sendmail = try fakeSendmail(larder, status: 75)
    let result = try larder.run(
      ["digest", "--as-of", "2026-11-30", "--send", "--to", "me@example.org"],
      environment: ["LARDER_SENDMAIL": sendmail])
    #expect(result.status == 1)
    #expect(result.stderr.contains("exited with status 75: sendmail: cannot queue the message"))
  }

  /// A household whose digest is larger than a pipe holds (64 KiB), so that a sendmail that
  /// does not read it makes the write fail.
  /// A household of 800 items whose digest is larger than a pipe holds (128 KiB and
  /// more), imported once per test process; each test gets a copy.
  static let big = Result { () throws -> String in
    let larder = try LarderBinary()
    var csv = "date,item,quantity,price,unit,expires\n"
    for number in 1...800 {
      csv +=
        "2026-11-25,Item \(number) with a name long enough to fill a pipe,1,3.50,pcs,2026-12-01\n"
    }
    let imported = try larder.run(["import", try larder.write("p.csv", csv)])
    let digest = try larder.run(["digest", "--as-of", "2026-11-30", "--to", "me@example.org"])
    guard imported.status == 0, digest.stdout.utf8.count > 128 * 1024 else {
      throw LarderBinary.SampleImportFailed(message: imported.stderr + digest.stderr)
    }
    return larder.database
  }

  /// A copy of `big` in a folder of its own.
  func bigHousehold() throws -> LarderBinary {
    let larder = try LarderBinary(.noDatabase)
    let big = try Self.big.get()
    for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: big + suffix) {
      try FileManager.default.copyItem(atPath: big + suffix, toPath: larder.database + suffix)
    }
    return larder
  }

  /// A stand-in sendmail that runs the shell `commands` and reads nothing.
  func script(_ larder: LarderBinary, _ commands: String) throws -> String {
    let path = try larder.write("sendmail", "#!/bin/sh\n\(commands)\n")
    chmod(path, 0o755)
    return path
  }

  /// Sends the digest through `program` `times` times (five where its failure races with
  /// the write) and expects each run to exit 1 with `message` as its one line on standard
  /// error.
  func expectSendmailFailure(
    _ larder: LarderBinary, program: String, message: String, times: Int = 5
  ) throws {
    for _ in 1...times {
      let result = try larder.run(
        ["digest", "--as-of", "2026-11-30", "--send", "--to", "me@example.org"],
        environment: ["LARDER_SENDMAIL": program])
      #expect(result.status == 1)
      #expect(result.stderr == "Error: \(message)\n")
    }
  }

  @Test func aSendmailThatDoesNotExistIsReported() throws {
    try expectSendmailFailure(
      try bigHousehold(), program: "/nonexistent/sm",
      message: "cannot run '/nonexistent/sm': no such file", times: 1)
  }

  @Test func aSendmailNotOnThePathIsReported() throws {
    try expectSendmailFailure(
      try bigHousehold(), program: "larder-no-such-sendmail",
      message: "cannot run 'larder-no-such-sendmail': not found on the PATH", times: 1)
  }

  @Test func aSendmailThatIsNotExecutableIsReported() throws {
    let larder = try bigHousehold()
    let path = try script(larder, "cat >/dev/null")
    chmod(path, 0o644)
    try expectSendmailFailure(
      larder, program: path, message: "cannot run '\(path)': not executable", times: 1)
  }

  @Test(.tags(.slow)) func aSendmailThatFailsWithoutReadingIsReportedWithItsStatus() throws {
    try expectSendmailFailure(
      try bigHousehold(), program: "/bin/false", message: "'/bin/false' exited with status 1")
  }

  @Test(.tags(.slow)) func aSendmailThatExitsBeforeReadingABigMessageIsReportedWithItsStatus()
    throws
  {
    let larder = try bigHousehold()
    let path = try script(larder, "exit 3")
    try expectSendmailFailure(larder, program: path, message: "'\(path)' exited with status 3")
  }

  @Test(.tags(.slow)) func aSendmailThatSucceedsWithoutReadingTheMessageIsAnError() throws {
    let larder = try bigHousehold()
    let path = try script(larder, "exit 0")
    try expectSendmailFailure(
      larder, program: path,
      message: "'\(path)' exited before reading the whole message (Broken pipe)")
  }

  @Test(.tags(.slow)) func aSendmailKilledByASignalIsReportedAsSuch() throws {
    let larder = try bigHousehold()
    let path = try script(larder, "kill -KILL $$")
    try expectSendmailFailure(larder, program: path, message: "'\(path)' was killed by signal 9")
  }
}
