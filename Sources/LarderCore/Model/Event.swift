import Foundation

/// What happened to part of a lot: it was eaten or used (`consume`), thrown away
/// (`discard`), or found missing or in excess by a stocktake (`adjust`).
public struct Event: Hashable, Sendable, Identifiable {
  /// The things that can happen to stock.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Used up as intended.
    case consume
    /// Thrown away: this is how waste is recorded.
    case discard
    /// A stocktake's correction: what was counted differs from what was recorded. Neither
    /// consumption nor waste.
    case adjust
  }

  /// The stable identifier.
  public var id: UUID
  /// The lot the quantity came from.
  public var lotID: UUID
  /// The day it happened.
  public var occurredOn: CalendarDate
  /// Consumed or discarded.
  public var kind: Kind
  /// The quantity taken from the lot: greater than zero, except for an `adjust` event,
  /// where it is negative when the stocktake found more than was recorded (given back).
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
