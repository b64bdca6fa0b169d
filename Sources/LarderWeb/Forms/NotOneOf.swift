import LarderCore
import LarderLanguage

/// A value that is none of the few a field takes (a date kind, a download's format);
/// worded as an import's field of a few words: `'pdf' is not one of md, csv, xlsx`.
struct NotOneOf: Error, LocalizedMessage {
  let text: String
  let allowed: [String]

  func message(_ l: Localization) -> String {
    ImportProblem.notOneOf(text, allowed: allowed).message(l)
  }
}
