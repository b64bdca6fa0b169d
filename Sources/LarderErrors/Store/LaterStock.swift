import LarderCore

/// Stock of an item bought after an event's date, which that event cannot draw from: what
/// is left of those lots, and the first and last day they were bought.
public struct LaterStock: Hashable, Sendable {
  /// What is left of the lots bought after the date.
  public var quantity: Quantity
  /// The earliest of their purchase dates.
  public var first: CalendarDate
  /// The latest of their purchase dates.
  public var last: CalendarDate

  /// Creates the stock bought after a date.
  public init(quantity: Quantity, first: CalendarDate, last: CalendarDate) {
    self.quantity = quantity
    self.first = first
    self.last = last
  }

}
