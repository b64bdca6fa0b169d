/// An error or refusal that words itself for a reader in a language: the one renderer of
/// its family, so that a program shows any of them without knowing each type.
public protocol LocalizedMessage {
  /// The message in the language of `l`, on one line, English included: the one wording
  /// of the error (`MessageTranslationTests` checks that every case of every family is
  /// translated).
  func message(_ l: Localization) -> String
}
