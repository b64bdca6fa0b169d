/// A message that could not be handed over, with what the other side said.
public enum DeliveryError: Error, Hashable, Sendable {
  /// The sendmail program cannot be run: there is no such file, or it is not executable.
  case cannotRun(program: String, reason: RunProblem)
  /// The sendmail program exited with a non-zero status; `output` is what it wrote on
  /// standard error, on one line.
  case sendmail(program: String, status: Int32, output: String)
  /// A signal ended the sendmail program.
  case sendmailKilled(program: String, signal: Int32, output: String)
  /// The sendmail program exited 0 without reading the whole message; `reason` is why the
  /// write failed, in the system's words (`strerror`: "Broken pipe").
  case sendmailIncomplete(program: String, reason: String)
  /// libcurl or the SMTP server refused; `reply` is the server's last reply, if any.
  case smtp(reason: SMTPProblem, reply: String?)
  /// The URL is not `smtp://` or `smtps://`; `scheme` is what it has instead, if anything.
  /// Nothing was sent.
  case notSMTP(scheme: String?)
  /// The server at `url` (shown without any user or password) does not offer TLS, and the
  /// login would have gone in clear. Nothing was sent.
  case tlsRequired(url: String)

  /// Why the sendmail program cannot be run.
  public enum RunProblem: Hashable, Sendable {
    case notOnPath
    case noSuchFile
    case isDirectory
    case notExecutable
    /// It could not be started; the system's reason (`strerror`), when it gave one.
    case cannotStart(String?)
    /// The system's own words (`strerror`), lowercased.
    case system(String)

  }

  /// Why libcurl did not hand the message over.
  public enum SMTPProblem: Hashable, Sendable {
    case cannotStart
    /// libcurl refused an option that keeps it to SMTP (`CURLOPT_…`), before sending.
    case refusedOption(String)
    /// libcurl's own words (its error buffer or `curl_easy_strerror`).
    case library(String)
    /// libcurl, loaded when mail is sent over SMTP, could not be loaded.
    case notLoaded(LibraryError)

  }

}
