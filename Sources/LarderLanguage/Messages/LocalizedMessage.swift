/// An error or refusal that words itself for a reader in a language: the one renderer of
/// its family, so that a program shows any of them without knowing each type.
public protocol LocalizedMessage {
  /// The message in the language of `l`, on one line; in English, the error's own
  /// `description`, byte for byte (`MessageTranslationTests` checks every case).
  func message(_ l: Localization) -> String
}
