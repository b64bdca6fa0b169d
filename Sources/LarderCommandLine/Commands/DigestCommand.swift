import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderMail
import LarderReports
import LarderStore

/// `larder digest`: the morning e-mail of what to eat first and what to buy.
enum DigestCommand: Command {
  static let within = Option<Int>.count(
    "within", "days", "How many days ahead to look for expiries.", default: 3)
  static let horizon = Option<Int>.count(
    "horizon", "days", "How many days ahead to look for run-outs.", default: 7)
  static let to = Option<[String]>.list(
    "to", "address", "A recipient; repeat for more.", describedDefault: "$LARDER_MAIL_TO")
  static let from = Option<String?>.text(
    "from", "address", "The sender.", describedDefault: "larder@<hostname>")
  static let subject = Option<String?>.text(
    "subject", "text", "The subject.", describedDefault: "a summary of the digest")
  static let locale = LocaleOption.standard
  static let output = Option<String?>.path("output", "path", "The file to write the message to.")
    .completing(.file)
  static let send = Flag("send", "Send the message instead of writing it out.")
  static let smtp = Option<String?>.text(
    "smtp", "url",
    "With --send, the SMTP server, as smtp://host:587 or smtps://host:465 (no other URL).")
  static let requireTLS = Flag(
    "require-tls", "With --smtp, refuse to send unless the connection is encrypted.")
  static let allowPlaintextAuth = Flag(
    "allow-plaintext-auth",
    "With --smtp, log in even when the server offers no TLS: the password goes in clear.")
  static let always = Flag(
    "always", "Write or send the digest even when there is nothing to report.")
  static let asOf = AsOfOption.standard
  static let minHistory = MinHistoryOption.option

  static let spec = CommandSpec(
    name: "digest",
    abstract: "Write the expiry digest as an e-mail, or send it.",
    discussion: """
      The digest lists what has expired but is still on hand, what expires within N days
      (by day), what goes to waste within N days at the current pace, what runs out within
      H days, the budgets over or on pace to be, and spending so far this month against
      the same day last month. It is a complete e-mail with a text and an HTML part, written
      to standard output (so 'larder digest --to me@example.org | sendmail -t -i' works)
      or to --output. --send hands it to 'sendmail -t -i' ($LARDER_SENDMAIL changes the
      program), or with --smtp URL sends it over SMTP: smtp://host:587 upgrades with
      STARTTLS, smtps://host:465 is TLS throughout; no other kind of URL is accepted. The
      login comes from $LARDER_SMTP_USER and $LARDER_SMTP_PASSWORD, else from the entry of
      ~/.netrc for the server's host (or its default entry), and is never sent in clear: a
      server without STARTTLS is refused before anything is sent, unless
      --allow-plaintext-auth is given. Without a login, the digest goes to such a server in
      clear (--verbose says so). --require-tls refuses an unencrypted connection even with
      --allow-plaintext-auth.

      When there is nothing to report, it writes no message, says so on standard error and
      exits 0, unless --always is given. This suits cron.
      """,
    options: [
      within, horizon, to, from, subject, locale, output, send, smtp, requireTLS,
      allowPlaintextAuth, always, asOf, minHistory,
    ],
    examples: [
      .init(
        "Write the digest for 1 November to a file instead of mailing it.",
        "larder digest --as-of 2026-11-01 --to me@example.org --output digest.eml")
    ])

  /// `--smtp` takes only smtp:// and smtps:// URLs, without a password, and goes with `--send`;
  /// `--require-tls` and `--allow-plaintext-auth` go with `--smtp`.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    let smtp = try command[Self.smtp]
    if let url = smtp, !SMTPSender.acceptsURL(url) {
      throw UsageError.invalidValue(
        SMTPSender.redacted(url), for: Self.smtp.spec, command: spec.name,
        reason: Localization.current.tr("only smtp:// and smtps:// URLs are allowed"))
    }
    if let url = smtp, SMTPSender.urlHasPassword(url) {
      throw UsageError.invalidValue(
        SMTPSender.redacted(url), for: Self.smtp.spec, command: spec.name,
        reason: Localization.current.tr(
          "a password in the URL can be read by anyone on this machine; put it in $LARDER_SMTP_PASSWORD or ~/.netrc"
        ))
    }
    if smtp != nil && !command[send] {
      throw UsageError(
        message: Localization.current.tr("--smtp goes with --send"), command: spec.name)
    }
    for flag in [requireTLS, allowPlaintextAuth] where command[flag] && smtp == nil {
      throw UsageError(
        message: Localization.current.tr("--{option} goes with --smtp", ["option": flag.spec.name]),
        command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let send = command[Self.send]
    let smtp = try command[Self.smtp]
    let given = try command[to]
    let recipients = try addresses(
      given.isEmpty
        ? (context.environment["LARDER_MAIL_TO"] ?? "").split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        : given)
    let sender = try addresses([try command[from] ?? "larder@" + hostName()])[0]
    if send && recipients.isEmpty {
      throw UsageError(
        message: Localization.current.tr("No recipient: give --to ADDRESS or set LARDER_MAIL_TO"),
        command: spec.name)
    }

    let asOf = try Self.asOf.date(command, context)
    let digest = try context.openStore(command, forReading: true).digest(
      asOf: asOf, within: try command[within], horizon: try command[horizon],
      minHistory: try command[minHistory])
    if digest.isEmpty && !command[always] {
      context.note(
        Localization.current.tr(
          "Nothing to report for {date}: nothing expired, expiring, going to waste or running out. No message was written (use --always to write one anyway).",
          ["date": Formats().date(asOf)]))
      return
    }
    let locale = try Self.locale.identifier(command, context)
    let message = MailMessage(
      from: sender, to: recipients,
      subject: try command[subject] ?? DigestSubject(digest).rendered(),
      date: Date(), host: hostName(), text: DigestText(digest, locale: locale).rendered(),
      html: DigestHTML(digest, locale: locale).rendered()
    ).rendered()

    let output = try command[Self.output]
    if let path = output {
      try context.emit(message, to: path, command)
    }
    if send {
      if let url = smtp {
        let server = SMTPSender(
          url: url, requireTLS: command[requireTLS],
          allowPlaintextLogin: command[allowPlaintextAuth],
          credentials: credentials(for: url, context.environment))
        let delivery: SMTPSender.Delivery
        do {
          delivery = try server.send(
            message, from: sender.description, to: recipients.map(\.description))
        } catch {
          guard case .tlsRequired = error else { throw error }
          throw Reason(
            Localization.current.tr(
              "{reason}. Use --allow-plaintext-auth to send it anyway",
              ["reason": ErrorMessage.text(error)]))
        }
        if command[CommonOptions.verbose] && !delivery.isEncrypted && !delivery.sentLogin {
          context.note(
            Localization.current.tr(
              "The server at {url} offers no TLS: the digest was sent in clear, without a login.",
              ["url": SMTPSender.redacted(url)]))
        }
      } else {
        try Sendmail(
          program: context.environment["LARDER_SENDMAIL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "sendmail"
        )
        .send(message)
      }
      context.note(
        Localization.current.tr(
          "Sent the digest to {recipients}.",
          ["recipients": recipients.map(\.description).joined(separator: ", ")]))
    } else if output == nil {
      context.write(message)
    }
  }

  /// The login for the server at `url`: `$LARDER_SMTP_USER` and `$LARDER_SMTP_PASSWORD`,
  /// else the one `~/.netrc` holds for its host (as libcurl finds it), else none.
  static func credentials(for url: String, _ environment: [String: String])
    -> SMTPSender.Credentials
  {
    if let user = environment["LARDER_SMTP_USER"], !user.isEmpty {
      return .password(user: user, password: environment["LARDER_SMTP_PASSWORD"] ?? "")
    }
    let netrc = Netrc.path(environment: environment).flatMap { Netrc.read(path: $0) }
    return .lookup(url: url, netrc: netrc)
  }

  private static func addresses(_ texts: [String]) throws -> [MailAddress] {
    do { return try texts.map { text throws(MailError) in try MailAddress(text) } } catch {
      throw UsageError(message: ErrorMessage.text(error).capitalizedFirst, command: spec.name)
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
