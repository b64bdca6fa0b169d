import Foundation
import LarderLanguage

/// A yes-or-no question asked on the terminal before a command writes.
enum Confirmation {
  /// Asks `question` (ending in `[y/N] `) on standard error and reads the answer: yes for
  /// "y", "yes" or the language's own word; anything else, or no answer, is no.
  static func asked(_ question: String, _ context: Context) -> Bool {
    let l = Localization.current
    context.note(question, terminated: false)
    guard let answer = context.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else {
      return false
    }
    // TRANSLATORS: the answers that mean yes to a question that ends in [y/N], separated by |.
    let words = l.tr("y|yes").lowercased().split(separator: "|").map(String.init)
    return (["y", "yes"] + words).contains(answer)
  }

  /// Asks `question` on standard error and reads one line, trimmed; nil at the end of
  /// the input.
  static func answer(_ question: String, _ context: Context) -> String? {
    context.note(question, terminated: false)
    return context.readLine()?.trimmingCharacters(in: .whitespaces)
  }
}
