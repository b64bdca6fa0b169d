import LarderCore
import LarderLanguage

extension ForecastStatus {
  /// The status as a table shows it: `out`, `short-history`, `unused`, `ok` in English,
  /// translated in other languages.
  public func word(_ texts: Localization = .current) -> String {
    switch self {
    // TRANSLATORS: a forecast status: nothing usable is left.
    case .out: texts.tr("out")
    // TRANSLATORS: a forecast status: too few days of history for a rate.
    case .shortHistory: texts.tr("short-history")
    // TRANSLATORS: a forecast status: nothing used in the window.
    case .unused: texts.tr("unused")
    // TRANSLATORS: a forecast status: a rate and stock, all is well.
    case .ok: texts.tr("ok")
    }
  }
}
