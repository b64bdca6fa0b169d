import Foundation
import LarderCore

/// What a consume or discard recorded: the item, one event per lot drawn from, and the
/// draws from lots that were past their date on the event's day.
public struct RecordedUse: Sendable {
  /// The item.
  public var item: Item
  /// One event per lot drawn from, in the order drawn.
  public var events: [Event]
  /// The draws from lots past their date (`ExpiryStanding.isUsable`) on the event's day, in the order
  /// drawn; empty when every lot drawn from was usable.
  public var fromExpired: [ExpiredDraw]
}

/// A draw from a lot that was past its date on the event's day.
public struct ExpiredDraw: Hashable, Sendable {
  /// The lot drawn from.
  public var lotID: UUID
  /// The lot's expiry, before the event's day.
  public var expiresOn: CalendarDate
  /// The quantity drawn, in the item's unit.
  public var quantity: Quantity
}
