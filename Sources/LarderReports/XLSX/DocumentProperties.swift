import LarderCore

/// The title, subject and creation day stored in a workbook; the author is "Larder".
///
/// The creation day comes from the caller (the as-of date), so the same data gives a
/// byte-identical file.
public struct DocumentProperties: Sendable {
  public var title: String
  public var subject: String
  public var created: CalendarDate

  public init(title: String, subject: String, created: CalendarDate) {
    self.title = title
    self.subject = subject
    self.created = created
  }
}
