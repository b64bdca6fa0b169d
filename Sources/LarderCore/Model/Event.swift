import Foundation

/// What happened to part of a lot: it was eaten or used (`consume`), or thrown away (`discard`).
public struct Event: Hashable, Sendable, Identifiable {
  /// The two things that can happen to stock.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Used up as intended.
    case consume
    /// Thrown away: this is how waste is recorded.
    case discard
  }

  /// The stable identifier.
  public var id: UUID
  /// The lot the quantity came from.
  public var lotID: UUID
  /// The day it happened.
  public var occurredOn: CalendarDate
  /// Consumed or discarded.
  public var kind: Kind
  /// The quantity taken from the lot; always greater than zero.
  public var quantity: Quantity
  /// A free-text note, such as the reason for a discard.
  public var note: String

  /// Creates an event.
  public init(
    id: UUID = UUIDText.random(), lotID: UUID, occurredOn: CalendarDate, kind: Kind,
    quantity: Quantity,
    note: String = ""
  ) {
    self.id = id
    self.lotID = lotID
    self.occurredOn = occurredOn
    self.kind = kind
    self.quantity = quantity
    self.note = note
  }
}
