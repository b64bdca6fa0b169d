import LarderCore
import LarderLanguage

extension Visit {
  /// The month `?month=YYYY-MM` asks for, else `fallback`.
  ///
  /// - Throws: `QueryRefused` for a value that is not a month: the page is a 400 with the
  ///   command line's message, naming the field.
  func month(else fallback: Month) throws(QueryRefused) -> Month {
    guard let text = query("month") else { return fallback }
    do {
      return try Month(parsing: text)
    } catch {
      throw QueryRefused(message: FormValues.invalid(text, "month", error).message(l))
    }
  }
}

/// A page's query argument refused: answered 400 with `message`, in the page's language.
struct QueryRefused: Error {
  var message: String
}
