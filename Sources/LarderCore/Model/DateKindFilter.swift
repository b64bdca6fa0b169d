/// Which lots a list of expiry dates keeps, by the kind of their date: `calendar --kind`.
public enum DateKindFilter: String, Hashable, Sendable, CaseIterable {
  /// Use-by dates, and dates of unknown kind, which are read as use-by (docs definition 13).
  case useBy = "use-by"
  /// Best-before dates.
  case bestBefore = "best-before"
  /// Every date.
  case all

  /// Whether a lot whose date is of kind `kind` is kept.
  public func keeps(_ kind: DateKind) -> Bool {
    switch self {
    case .all: true
    case .bestBefore: kind == .bestBefore
    case .useBy: kind != .bestBefore
    }
  }
}
