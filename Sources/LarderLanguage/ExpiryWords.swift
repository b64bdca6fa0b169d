import LarderCore

extension Formats {
  /// A lot's date as shown beside it, or nil without one: `2026-12-08` for a use-by (or
  /// a date of unknown kind), `best before 2026-12-08`, `best before end 03/2027` for a
  /// best-before month, each followed by `(estimated)` when it was estimated from a life.
  public func expiry(_ lot: Lot) -> String? {
    lot.expiresOn.map {
      expiry($0, kind: lot.dateKind, estimated: lot.expiresEstimated, month: lot.expiresMonth)
    }
  }

  /// The date `expires` of kind `kind` as `expiry(_:)` shows it.
  public func expiry(_ expires: CalendarDate, kind: DateKind, estimated: Bool, month: Bool)
    -> String
  {
    let l = localization
    let date: String
    switch (kind, month) {
    case (.bestBefore, true):
      // TRANSLATORS: a best-before date that is a month, as on the pack ("best before
      // end 03/2027").
      date = l.tr("best before end {month}", ["month": bestBeforeMonth(expires.month)])
    case (.bestBefore, false): date = l.tr("best before {date}", ["date": self.date(expires)])
    case (.useBy, _), (.unknown, _): date = self.date(expires)
    }
    // TRANSLATORS: a date computed from the item's shelf life, not read on the pack.
    return estimated ? l.tr("{date} (estimated)", ["date": date]) : date
  }

  /// A best-before month as packs print it: `03/2027` in English, else the language's
  /// month (`mars 2027`, `2027年3月`).
  public func bestBeforeMonth(_ month: Month) -> String {
    guard localization.isEnglish else { return self.month(month) }
    return (month.month < 10 ? "0" : "") + "\(month.month)/\(month.year)"
  }
}
