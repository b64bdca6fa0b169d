import LarderLanguage

/// The one-line message of an error in the current language.
///
/// Each family of errors words itself through its one renderer (`LocalizedMessage`, in
/// LarderLanguage for the libraries' errors, beside the error in LarderWeb and
/// LarderReports, in the CLI for its own); English is each error's `description`, byte for
/// byte. An error of no family, such as SQLite's, shows its description.
enum ErrorMessage {
  /// The message of `error` in `Localization.current`.
  static func text(_ error: any Error) -> String {
    switch error {
    case let error as any LocalizedMessage: return error.message(Localization.current)
    case let error as CustomStringConvertible: return error.description
    default: return "\(error)"
    }
  }
}
