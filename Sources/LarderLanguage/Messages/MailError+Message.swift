import LarderCore
import LarderErrors

extension MailError: LocalizedMessage {
  /// Why the message could not be made, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .badAddress(let text):
      l.tr(
        "'{address}' is not a plain e-mail address such as me@example.org",
        ["address": text.singleLine])
    case .noRecipient: l.tr("no recipient")
    }
  }
}
