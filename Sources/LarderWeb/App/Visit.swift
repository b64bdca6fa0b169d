import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// One request on its way through the pages: the request, the visitor's session and what
/// pages need to draw themselves.
struct Visit {
  let request: Request
  let session: Session
  let today: CalendarDate
  let configuration: WebConfiguration
  /// The language and formats the page is in (`PageLanguage`), also `Localization.current`
  /// while the request is answered.
  let l: Localization
  let money: MoneyFormatter
  /// The message left by the last form, shown once.
  let flash: String?
  /// What the pages read, kept while the database is unchanged (`ModelCache.value`).
  let models: ModelCache

  var context: PageContext {
    PageContext(
      csrf: session.csrf, loggedIn: session.loggedIn, flash: flash, path: request.path,
      zone: session.timeZone ?? .current)
  }

  /// The query argument `name`, trimmed; nil when absent or blank.
  func query(_ name: String) -> String? {
    request.query[name]?.trimmingCharacters(in: .whitespacesAndNewlines).nonEmpty
  }
}

extension String {
  /// Nil for the empty string.
  var nonEmpty: String? { isEmpty ? nil : self }
}
