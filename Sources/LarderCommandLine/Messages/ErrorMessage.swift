import LarderCore
import LarderFiles
import LarderLanguage
import LarderMail
import LarderReports
import LarderStore
import LarderWeb

/// The one-line message of an error in the current language.
///
/// The libraries keep their English `description` (LarderCore holds no display policy);
/// this is where the command line words each case for the reader, one `tr` per message so
/// that every message is in the catalogs. English is the libraries' own wording, byte for
/// byte; a message without a translation is English.
enum ErrorMessage {
  /// The message of `error`, translated when the language has the case's wording.
  static func text(_ error: any Error) -> String {
    let l = Localization.current
    switch error {
    case let error as any LocalizedMessage: return error.message(l)
    case let error as OutputFileError:
      guard !l.isEnglish else { return error.description }
      return l.tr(
        "cannot write {path}: {reason}", ["path": error.path, "reason": outputReason(error, l)])
    case let error as XLSXError:
      guard !l.isEnglish else { return error.description }
      return l.text(error.action) + l.tr(": ") + error.message
    case let error as MailError: return l.isEnglish ? error.description : mail(error, l)
    case let error as DeliveryError: return l.isEnglish ? error.description : delivery(error, l)
    case let error as WebError: return l.isEnglish ? error.description : web(error, l)
    case let error as CustomStringConvertible: return error.description
    default: return "\(error)"
    }
  }

  /// Why an output cannot be written: Larder's own reasons translated, the system's
  /// (`strerror`) as the system words them.
  static func outputReason(_ error: OutputFileError, _ l: Localization) -> String {
    switch error.problem {
    case .isFolder: return l.tr("it is a folder")
    case .notAFolder: return l.tr("it exists and is not a folder")
    case .noFileName: return l.tr("no file name given")
    case .noFolderName: return l.tr("no folder name given")
    case .notWritten: return l.tr("the file was not written")
    case .missingFolder(let folder):
      return l.tr("the folder {path} does not exist", ["path": folder])
    case nil: return error.reason
    }
  }

  static func mail(_ error: MailError, _ l: Localization) -> String {
    switch error {
    case .badAddress(let text):
      return l.tr(
        "'{address}' is not a plain e-mail address such as me@example.org",
        ["address": text.split(whereSeparator: \.isNewline).joined(separator: " ")])
    case .noRecipient: return l.tr("no recipient")
    }
  }

  static func delivery(_ error: DeliveryError, _ l: Localization) -> String {
    switch error {
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
    case .notSMTP, .tlsRequired:
      return error.description
    }
  }
}
