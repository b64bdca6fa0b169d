import LarderErrors

extension DeliveryError: LocalizedMessage {
  /// Why the message could not be handed over, in the language of `l`; what the system,
  /// the sendmail program, libcurl or the server said is shown as they said it.
  public func message(_ l: Localization) -> String {
    switch self {
    case .cannotRun(let program, let reason):
      return l.tr(
        "cannot run '{program}': {reason}", ["program": program, "reason": reason.message(l)])
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
      return "SMTP: " + reason.message(l)
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

extension DeliveryError.RunProblem {
  /// Why the program cannot be run, in the language of `l`; the system's words as given.
  public func message(_ l: Localization) -> String {
    switch self {
    case .notOnPath: l.tr("not found on the PATH")
    case .noSuchFile: l.tr("no such file")
    case .isDirectory: l.tr("is a directory")
    case .notExecutable: l.tr("not executable")
    case .cannotStart(nil): l.tr("it could not be started")
    case .cannotStart(let reason?): l.tr("it could not be started ({reason})", ["reason": reason])
    case .system(let reason): reason
    }
  }
}

extension DeliveryError.SMTPProblem {
  /// Why libcurl did not hand the message over, in the language of `l`; libcurl's words
  /// as given.
  public func message(_ l: Localization) -> String {
    switch self {
    case .cannotStart: l.tr("libcurl could not start")
    case .refusedOption(let option):
      l.tr("libcurl refused {option}, so nothing was sent", ["option": option])
    case .library(let reason): reason
    case .notLoaded(let error): error.message(l)
    }
  }
}
