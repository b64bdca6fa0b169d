import LarderLanguage

/// A reason given by the CLI itself, for a value it refuses.
struct Reason: Error, LocalizedMessage {
  /// The reason, already in the reader's language.
  var text: String
  init(_ text: String) { self.text = text }
  func message(_ l: Localization) -> String { text }
}
