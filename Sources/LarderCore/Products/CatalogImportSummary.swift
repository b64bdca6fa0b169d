/// What an import of a product catalog found: the products read, those kept, and those
/// skipped, by reason.
public struct CatalogImportSummary: Hashable, Sendable {
  /// Products read: every line of the file but a CSV export's header.
  public var read = 0
  /// Products kept in the catalog.
  public var kept = 0
  /// Products skipped, by reason; reasons with none are absent.
  public var skipped: [CatalogReader.Skip: Int] = [:]

  public init() {}

  /// All the products skipped.
  public var skippedCount: Int { skipped.values.reduce(0, +) }
}
