import Foundation
import Testing

/// `larder digest --send --smtp`: a real SMTP server on 127.0.0.1 (aiosmtpd, started by
/// the test) receives the message, the login and the envelope recipients.
@Suite(.serialized) struct SMTPTests {
  /// A running `smtp_server.py` (or another checker server, such as `http_server.py`) and
  /// the file it records what it received in.
  final class Server {
    let process = Process()
    let record: String
    let port: Int

    init(folder: LarderBinary, script: String = "smtp_server.py") throws {
      record = folder.path("received.json")
      process.executableURL = LarderBinary.pythonExecutable
      process.arguments = [LarderBinary.checker(script), record]
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      try process.run()
      var line = Data()
      while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
        byte != Data("\n".utf8)
      {
        line.append(byte)
      }
      port = Int(String(decoding: line, as: UTF8.self)) ?? 0
    }

    deinit {
      // SIGKILL: a child of a test thread may have SIGTERM blocked.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }

    /// What the server recorded: mail_from, rcpt_tos, login and data.
    func received() throws -> [String: Any] {
      let data = try Data(contentsOf: URL(fileURLWithPath: record))
      return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
  }

  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    let csv = "date,item,quantity,price,expires\n2026-11-28,Crème brûlée,2,4.00,2026-12-01\n"
    #expect(try larder.run(["import", try larder.write("p.csv", csv)]).status == 0)
    return larder
  }

  let login = ["LARDER_SMTP_USER": "larder", "LARDER_SMTP_PASSWORD": "s3cret"]

  @Test func theServerReceivesTheLoginTheEnvelopeAndTheMessage() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    #expect(server.port > 0)
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "smtp://127.0.0.1:\(server.port)",
        "--to", "me@example.org", "--to", "you@example.org", "--from", "pantry@example.org",
        "--allow-plaintext-auth",
      ], environment: login)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "Sent the digest to me@example.org, you@example.org.\n")
    let received = try server.received()
    #expect(received["mail_from"] as? String == "pantry@example.org")
    #expect(received["rcpt_tos"] as? [String] == ["me@example.org", "you@example.org"])
    #expect(received["login"] as? String == "larder")
    let data = received["data"] as? String ?? ""
    #expect(data.contains("Subject: Larder: 1 expiring by Thu 3 Dec\r\n"))
    #expect(data.contains("Cr=C3=A8me br=C3=BBl=C3=A9e"))
  }

  @Test func aRefusedRecipientExitsNonZeroWithTheServersReply() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "smtp://127.0.0.1:\(server.port)",
        "--allow-plaintext-auth", "--to", "nobody@example.org",
      ], environment: login)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("550 5.1.1 <nobody@example.org>: no such user here"),
      "\(result.stderr)")
  }

  @Test func aWrongPasswordExitsNonZeroWithTheServersReply() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "smtp://127.0.0.1:\(server.port)",
        "--allow-plaintext-auth", "--to", "me@example.org",
      ], environment: ["LARDER_SMTP_USER": "larder", "LARDER_SMTP_PASSWORD": "wrong"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("535"), "\(result.stderr)")
  }

  @Test func requireTLSRefusesAServerWithoutSTARTTLS() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "smtp://127.0.0.1:\(server.port)",
        "--require-tls", "--allow-plaintext-auth", "--to", "me@example.org",
      ], environment: login)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("Error: SMTP: "), "\(result.stderr)")
    #expect(!result.stderr.contains("--allow-plaintext-auth"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: server.record))
  }

  @Test func anUnreachableServerExitsNonZero() throws {
    let larder = try household()
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "smtp://127.0.0.1:1",
        "--to", "me@example.org",
      ], environment: login)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Error: SMTP: "), "\(result.stderr)")
  }

  /// The lines of standard error that start with "Error: " (a usage error is one such line,
  /// then the command's usage).
  func errorLines(_ result: LarderBinary.Result) -> [Substring] {
    result.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
  }

  @Test(arguments: ["http://127.0.0.1:PORT", "127.0.0.1:PORT", "ftp://127.0.0.1:PORT"])
  func aURLThatIsNotSMTPIsAUsageErrorAndNothingIsSent(template: String) throws {
    let larder = try household()
    let web = try Server(folder: larder, script: "http_server.py")
    let url = template.replacingOccurrences(of: "PORT", with: "\(web.port)")
    let result = try larder.run(
      ["digest", "--as-of", "2026-11-30", "--send", "--smtp", url, "--to", "me@example.org"],
      environment: login)
    #expect(result.status == 64)
    #expect(
      errorLines(result) == [
        "Error: The value '\(url)' is invalid for '--smtp <url>': "
          + "only smtp:// and smtps:// URLs are allowed"
      ], "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: web.record), "the server was contacted")
  }

  @Test func aFileURLIsAUsageErrorAndTheFileIsLeftAlone() throws {
    let larder = try household()
    let target = try larder.write("target.txt", "keep me\n")
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "file://" + target,
        "--to", "me@example.org",
      ], environment: login)
    #expect(result.status == 64)
    #expect(errorLines(result).count == 1, "\(result.stderr)")
    #expect(String(decoding: try larder.bytes("target.txt"), as: UTF8.self) == "keep me\n")
  }

  @Test func theSchemeMayBeInCapitals() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "SMTP://127.0.0.1:\(server.port)",
        "--allow-plaintext-auth", "--to", "me@example.org",
      ], environment: login)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try server.received()["rcpt_tos"] as? [String] == ["me@example.org"])
  }

  /// The one line a login refused for want of TLS gives, for the server on `port`.
  func clearLoginRefusal(port: Int) -> String {
    "Error: SMTP: the server at smtp://127.0.0.1:\(port) does not offer TLS (STARTTLS), so the "
      + "password would be sent in clear; nothing was sent. "
      + "Use --allow-plaintext-auth to send it anyway\n"
  }

  @Test func aLoginIsNotSentToAServerWithoutTLS() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "smtp://127.0.0.1:\(server.port)",
        "--to", "me@example.org",
      ], environment: login)
    #expect(result.status == 1)
    #expect(result.stderr == clearLoginRefusal(port: server.port))
    #expect(!FileManager.default.fileExists(atPath: server.record), "AUTH or a message arrived")
  }

  @Test func aLoginFromNetrcIsNotSentToAServerWithoutTLS() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let netrc = try larder.write(".netrc", "machine 127.0.0.1 login larder password s3cret\n")
    chmod(netrc, 0o600)
    let result = try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp", "smtp://127.0.0.1:\(server.port)",
        "--to", "me@example.org",
      ], environment: ["HOME": larder.folder.path, "LARDER_SMTP_USER": ""])
    #expect(result.status == 1)
    #expect(result.stderr == clearLoginRefusal(port: server.port))
    #expect(!FileManager.default.fileExists(atPath: server.record), "AUTH or a message arrived")
  }

  /// No login anywhere: no $LARDER_SMTP_USER, and HOME a folder with no .netrc.
  func noLogin(_ larder: LarderBinary) -> [String: String] {
    ["HOME": larder.folder.path, "LARDER_SMTP_USER": ""]
  }

  /// `larder digest --send` to the server on `port`, with `options` after the usual ones.
  func sendDigest(
    _ larder: LarderBinary, port: Int, url: String? = nil, _ options: [String] = [],
    environment: [String: String]
  ) throws -> LarderBinary.Result {
    try larder.run(
      [
        "digest", "--as-of", "2026-11-30", "--send", "--smtp",
        url ?? "smtp://127.0.0.1:\(port)", "--to", "me@example.org",
      ] + options, environment: environment)
  }

  @Test func aRelayWithoutTLSReceivesTheDigestWhenNoLoginWouldBeSent() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let result = try sendDigest(larder, port: server.port, environment: noLogin(larder))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "Sent the digest to me@example.org.\n")
    let received = try server.received()
    #expect(received["auth"] as? [String] == [], "an AUTH command was sent")
    #expect(received["rcpt_tos"] as? [String] == ["me@example.org"])
    #expect((received["data"] as? String ?? "").contains("Subject: Larder: 1 expiring"))
  }

  @Test func verboseSaysTheDigestWentInClearWithoutALogin() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let result = try sendDigest(
      larder, port: server.port, ["--verbose"], environment: noLogin(larder))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "The server at smtp://127.0.0.1:\(server.port) offers no TLS: the digest was sent in "
        + "clear, without a login.\nSent the digest to me@example.org.\n")
  }

  @Test func aNetrcEntryForAnotherHostIsNoLogin() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let netrc = try larder.write(
      ".netrc", "machine mail.example.org login larder password s3cret\n")
    chmod(netrc, 0o600)
    let result = try sendDigest(larder, port: server.port, environment: noLogin(larder))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try server.received()["auth"] as? [String] == [])
  }

  @Test func aDefaultNetrcEntryIsNotSentToAServerWithoutTLS() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let netrc = try larder.write(
      ".netrc",
      "machine mail.example.org login other password elsewhere\n"
        + "default login larder password s3cret\n")
    chmod(netrc, 0o600)
    let result = try sendDigest(larder, port: server.port, environment: noLogin(larder))
    #expect(result.status == 1)
    #expect(result.stderr == clearLoginRefusal(port: server.port))
    #expect(!FileManager.default.fileExists(atPath: server.record), "AUTH or a message arrived")
  }

  @Test func aUserNameInTheURLIsNotSentToAServerWithoutTLS() throws {
    let larder = try household()
    let server = try Server(folder: larder)
    let result = try sendDigest(
      larder, port: server.port, url: "smtp://larder@127.0.0.1:\(server.port)",
      environment: noLogin(larder))
    #expect(result.status == 1)
    #expect(result.stderr.contains("would be sent in clear"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: server.record), "AUTH or a message arrived")
  }

  @Test func theNetrcLoginForTheHostIsTheOneSentWhenPlaintextIsAllowed() throws {
    // A quoted password, after a comment and a macro that mentions another login.
    let larder = try household()
    let server = try Server(folder: larder)
    let netrc = try larder.write(
      ".netrc",
      "# mail\nmacdef init\nmachine 127.0.0.1 login intruder password wrong\n\n"
        + "machine 127.0.0.1 login larder password \"s3cret\"\n")
    chmod(netrc, 0o600)
    let result = try sendDigest(
      larder, port: server.port, ["--allow-plaintext-auth"], environment: noLogin(larder))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try server.received()["login"] as? String == "larder")
  }

  @Test func allowPlaintextAuthGoesWithSMTP() throws {
    let larder = try household()
    let result = try larder.run(["digest", "--as-of", "2026-11-30", "--allow-plaintext-auth"])
    #expect(result.status == 64)
    #expect(errorLines(result) == ["Error: --allow-plaintext-auth goes with --smtp"])
  }
}
