/// What a lot's date means (EU Regulation 1169/2011, Article 24 and Annex X).
public enum DateKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// "Use by": unsafe after the date; a lot past it is expired.
  case useBy = "use-by"
  /// "Best before": still usable after the date, once checked; a lot past it is past best
  /// before, never expired.
  case bestBefore = "best-before"
  /// Not known (lots recorded before Larder knew the kinds, or given `--expires` for an
  /// item without a date kind): read as use-by.
  case unknown
}
