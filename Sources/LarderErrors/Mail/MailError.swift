/// Why a message could not be made.
public enum MailError: Error, Sendable {
  /// The text is not a plain `local@domain` address.
  case badAddress(String)
  /// The message has no one to go to.
  case noRecipient

}
