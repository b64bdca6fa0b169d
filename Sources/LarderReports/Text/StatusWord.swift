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

extension LotState {
  /// The state as the export shows it: `in stock`, `used up`, `expired` in English,
  /// translated in other languages.
  public func word(_ texts: Localization = .current) -> String {
    switch self {
    // TRANSLATORS: the state of a lot in the export: some of it is left and usable.
    case .inStock: texts.tr("in stock")
    // TRANSLATORS: the state of a lot in the export: none of it is left.
    case .usedUp: texts.tr("used up")
    // TRANSLATORS: the state of a lot in the export: some is left, past its expiry.
    case .expired: texts.tr("expired")
    // TRANSLATORS: the state of a lot in the export: some is left, past its best-before
    // date (still usable once checked).
    case .pastBestBefore: texts.tr("past best before")
    }
  }
}

extension Event {
  /// What the event did, as a word of the language: its kind's word, except that a
  /// stocktake's correction says whether it was `lost` or `found`.
  public func word(_ texts: Localization = .current) -> String {
    guard kind == .adjust else { return kind.word(texts) }
    // TRANSLATORS: the action of an event in 'larder show': a stocktake counted less than
    // recorded.
    return quantity > .zero
      ? texts.trc("lost", context: "stocktake") : texts.trc("found", context: "stocktake")
  }
}

extension Event.Kind {
  /// The action as a word of the language: `consume`, `discard` in English.
  public func word(_ texts: Localization = .current) -> String {
    switch self {
    // TRANSLATORS: the action of an event ('larder show', the export), a verb as in
    // 'larder consume'.
    case .consume: texts.tr("consume")
    // TRANSLATORS: the action of an event ('larder show', the export), a verb as in
    // 'larder discard'.
    case .discard: texts.tr("discard")
    // TRANSLATORS: the action of an event ('larder show', the export): a stocktake's
    // correction, what was counted missing (a positive quantity) or in excess (negative).
    case .adjust: texts.trc("stocktake", context: "event action")
    }
  }
}
