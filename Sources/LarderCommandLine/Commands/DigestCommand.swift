import Foundation
import LarderCore
import LarderMail
import LarderReports
import LarderStore

/// `larder digest`: the morning e-mail of what to eat first and what to buy.
enum DigestCommand: Command {
  static let spec = CommandSpec(
    name: "digest",
    abstract: "Write the expiry digest as an e-mail, or send it.",
    discussion: """
      The digest lists what has expired but is still on hand, what expires within N days
      (by day), what runs out within H days, and spending so far this month against the
      same day last month. It is a complete e-mail with a text and an HTML part, written
      to standard output (so 'larder digest --to me@example.org | sendmail -t -i' works)
      or to --output. --send hands it to 'sendmail -t -i' ($LARDER_SENDMAIL changes the
      program), or with --smtp URL sends it over SMTP: smtp://host:587 upgrades with
      STARTTLS, smtps://host:465 is TLS throughout; no other kind of URL is accepted. The
      login comes from $LARDER_SMTP_USER and $LARDER_SMTP_PASSWORD, else from ~/.netrc, and
      is never sent in clear: a server without STARTTLS is refused before anything is sent,
      unless --allow-plaintext-auth is given. As ~/.netrc may hold a login for any server,
      this holds without $LARDER_SMTP_USER too. --require-tls refuses an unencrypted
      connection even with --allow-plaintext-auth.

      When there is nothing to report, it writes no message, says so on standard error and
      exits 0, unless --always is given. This suits cron.
      """,
    options: [
      .value("within", "days", "How many days ahead to look for expiries.", default: "3"),
      .value("horizon", "days", "How many days ahead to look for run-outs.", default: "7"),
      .value(
        "to", "address", "A recipient; repeat for more.", default: "$LARDER_MAIL_TO",
        repeatable: true),
      .value("from", "address", "The sender.", default: "larder@<hostname>"),
      .value("subject", "text", "The subject.", default: "a summary of the digest"),
      .value(
        "locale", "locale", "The locale for money, such as fr_FR.", default: "$LANG, else en_US"),
      .value("output", "path", "The file to write the message to."),
      .flag("send", "Send the message instead of writing it out."),
      .value(
        "smtp", "url",
        "With --send, the SMTP server, as smtp://host:587 or smtps://host:465 (no other URL)."),
      .flag("require-tls", "With --smtp, refuse to send unless the connection is encrypted."),
      .flag(
        "allow-plaintext-auth",
        "With --smtp, log in even when the server offers no TLS: the password goes in clear."),
      .flag("always", "Write or send the digest even when there is nothing to report."),
      CommandSpec.asOf,
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let send = command.flag("send")
    let smtp = try command.value("smtp") { url in
      guard SMTPSender.acceptsURL(url) else {
        throw Reason("only smtp:// and smtps:// URLs are allowed")
      }
      return url
    }
    if smtp != nil && !send {
      throw UsageError(message: "--smtp goes with --send", command: spec.name)
    }
    for flag in ["require-tls", "allow-plaintext-auth"] where command.flag(flag) && smtp == nil {
      throw UsageError(message: "--\(flag) goes with --smtp", command: spec.name)
    }
    let recipients = try addresses(
      command.strings("to").isEmpty
        ? (context.environment["LARDER_MAIL_TO"] ?? "").split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        : command.strings("to"))
    let sender = try addresses([command.string("from") ?? "larder@" + hostName()])[0]
    if send && recipients.isEmpty {
      throw UsageError(
        message: MailError.noRecipient.description.capitalizedFirst, command: spec.name)
    }

    let asOf = try context.asOf(command)
    let digest = try context.openStore(command, forReading: true).digest(
      asOf: asOf, within: try command.count("within") ?? 3,
      horizon: try command.count("horizon") ?? 7)
    if digest.isEmpty && !command.flag("always") {
      context.note(
        "Nothing to report for \(asOf): nothing expired, expiring or running out. "
          + "No message was written (use --always to write one anyway).")
      return
    }
    let locale = ReportCommand.locale(command, context)
    let message = MailMessage(
      from: sender, to: recipients, subject: command.string("subject") ?? digest.subject,
      date: Date(), host: hostName(), text: DigestText(digest, locale: locale).rendered(),
      html: DigestHTML(digest, locale: locale).rendered()
    ).rendered()

    if let path = command.string("output") {
      try ReportCommand.emit(message, to: path, command, context)
    }
    if send {
      if let url = smtp {
        let credentials: SMTPSender.Credentials
        if let user = context.environment["LARDER_SMTP_USER"], !user.isEmpty {
          credentials = .password(
            user: user, password: context.environment["LARDER_SMTP_PASSWORD"] ?? "")
        } else {
          credentials = .netrc
        }
        let server = SMTPSender(
          url: url, requireTLS: command.flag("require-tls"),
          allowPlaintextLogin: command.flag("allow-plaintext-auth"), credentials: credentials)
        do {
          try server.send(message, from: sender.description, to: recipients.map(\.description))
        } catch {
          guard case .tlsRequired = error else { throw error }
          throw Reason("\(error). Use --allow-plaintext-auth to send it anyway")
        }
      } else {
        try Sendmail(
          program: context.environment["LARDER_SENDMAIL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "sendmail"
        )
        .send(message)
      }
      context.note("Sent the digest to \(recipients.map(\.description).joined(separator: ", ")).")
    } else if command.string("output") == nil {
      context.write(message)
    }
  }

  private static func addresses(_ texts: [String]) throws -> [MailAddress] {
    do { return try texts.map { text throws(MailError) in try MailAddress(text) } } catch {
      throw UsageError(message: error.description.capitalizedFirst, command: spec.name)
    }
  }

  /// This machine's name, for the default sender and the Message-ID.
  static func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
    let name = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return MailMessage.safeHost(String(decoding: name, as: UTF8.self))
  }
}
