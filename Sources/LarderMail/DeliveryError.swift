/// A message that could not be handed over, with what the other side said.
public enum DeliveryError: Error, Sendable, CustomStringConvertible {
  /// The sendmail program could not start or exited with a non-zero status.
  case sendmail(program: String, status: Int32?, output: String)
  /// libcurl or the SMTP server refused; `reply` is the server's last reply, if any.
  case smtp(reason: String, reply: String?)
  /// The URL is not `smtp://` or `smtps://`; `scheme` is what it has instead, if anything.
  /// Nothing was sent.
  case notSMTP(scheme: String?)
  /// The server at `url` (shown without any user or password) does not offer TLS, and the
  /// login would have gone in clear. Nothing was sent.
  case tlsRequired(url: String)

  public var description: String {
    switch self {
    case .sendmail(let program, let status, let output):
      let what = status.map { "exited with status \($0)" } ?? "could not be started"
      return "\(program) \(what)" + (output.isEmpty ? "" : ": \(output)")
    case .smtp(let reason, let reply):
      return "SMTP: \(reason)" + (reply.map { "; the server said: \($0)" } ?? "")
    case .notSMTP(let scheme):
      return "SMTP: only smtp:// and smtps:// URLs are allowed, "
        + (scheme.map { "not \($0)://" } ?? "and this one has no scheme") + "; nothing was sent"
    case .tlsRequired(let url):
      return "SMTP: the server at \(url) does not offer TLS (STARTTLS), so the password would "
        + "be sent in clear; nothing was sent"
    }
  }
}
