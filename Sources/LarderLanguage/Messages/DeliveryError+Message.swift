import LarderMail

extension DeliveryError: LocalizedMessage {
  /// Why the message could not be handed over, in the language of `l`; what the system,
  /// the sendmail program, libcurl or the server said is shown as they said it.
  public func message(_ l: Localization) -> String {
    switch self {
    case .cannotRun(let program, let reason):
      return l.tr("cannot run '{program}': {reason}", ["program": program, "reason": reason])
    case .sendmail(let program, let status, let output):
      return l.tr(
        "'{program}' exited with status {status}", ["program": program, "status": "\(status)"])
        + (output.isEmpty ? "" : l.tr(": ") + output)
    case .sendmailKilled(let program, let signal, let output):
      return l.tr(
        "'{program}' was killed by signal {signal}", ["program": program, "signal": "\(signal)"])
        + (output.isEmpty ? "" : l.tr(": ") + output)
    case .sendmailIncomplete(let program, let reason):
      return l.tr(
        "'{program}' exited before reading the whole message ({reason})",
        ["program": program, "reason": reason])
    case .smtp(let reason, let reply):
      return "SMTP: \(reason)"
        + (reply.map { l.tr("; the server said: {reply}", ["reply": $0]) } ?? "")
    case .notSMTP(let scheme?):
      return l.tr(
        "SMTP: only smtp:// and smtps:// URLs are allowed, not {scheme}://; nothing was sent",
        ["scheme": scheme])
    case .notSMTP(nil):
      return l.tr(
        "SMTP: only smtp:// and smtps:// URLs are allowed, and this one has no scheme; nothing was sent"
      )
    case .tlsRequired(let url):
      return l.tr(
        "SMTP: the server at {url} does not offer TLS (STARTTLS), so the password would be sent in clear; nothing was sent",
        ["url": url])
    }
  }
}
