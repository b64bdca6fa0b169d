import LarderCore

/// The title, subject and creation day stored in a workbook; the author is "Larder".
///
/// The creation day comes from the caller (the as-of date), so the same data gives a
/// byte-identical file.
public struct DocumentProperties: Sendable {
  /// The document's title.
  public var title: String
  /// The document's subject.
  public var subject: String
  /// The creation day, stored as midnight UTC.
  public var created: CalendarDate

  /// Creates the properties.
  public init(title: String, subject: String, created: CalendarDate) {
    self.title = title
    self.subject = subject
    self.created = created
  }
}
