import LarderCore

extension FoodState {
  /// The state as a table shows it: `sealed`, `opened`, `frozen`, `thawed` in English.
  public func word(_ texts: Localization = .current) -> String {
    switch self {
    // TRANSLATORS: a lot's state: as bought, not opened.
    case .sealed: texts.tr("sealed")
    // TRANSLATORS: a lot's state: opened.
    case .opened: texts.tr("opened")
    // TRANSLATORS: a lot's state: in the freezer.
    case .frozen: texts.tr("frozen")
    // TRANSLATORS: a lot's state: out of the freezer.
    case .thawed: texts.tr("thawed")
    }
  }
}

extension DateKind {
  /// The kind as a table shows it: `use-by`, `best-before`, `unknown` in English.
  public func word(_ texts: Localization = .current) -> String {
    switch self {
    // TRANSLATORS: a date's kind: unsafe after it (EU "use by").
    case .useBy: texts.tr("use by")
    // TRANSLATORS: a date's kind: best before it, still usable after (EU "best before").
    case .bestBefore: texts.tr("best before")
    // TRANSLATORS: a date's kind when not known; read as "use by".
    case .unknown: texts.tr("unknown")
    }
  }
}
