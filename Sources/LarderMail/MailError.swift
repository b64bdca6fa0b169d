/// Why a message could not be made.
public enum MailError: Error, Sendable, CustomStringConvertible {
  /// The text is not a plain `local@domain` address.
  case badAddress(String)
  /// The message has no one to go to.
  case noRecipient

  /// What is wrong, in the message's own terms; the caller says how to put it right.
  public var description: String {
    switch self {
    case .badAddress(let text):
      return "'\(HeaderText.singleLine(text))' is not a plain e-mail address such as me@example.org"
    case .noRecipient:
      return "no recipient"
    }
  }
}
