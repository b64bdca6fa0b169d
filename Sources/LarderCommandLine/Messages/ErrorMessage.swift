import LarderLanguage

/// The one-line message of an error in the current language.
///
/// Each family of errors words itself through its one renderer (`LocalizedMessage`, in
/// LarderLanguage for every library's errors, English included; in the CLI for its own).
/// An error of no family, such as the system's, shows its own words.
enum ErrorMessage {
  /// The message of `error` in `Localization.current`.
  static func text(_ error: any Error) -> String {
    switch error {
    case let error as any LocalizedMessage: return error.message(Localization.current)
    default: return "\(error)"
    }
  }
}
