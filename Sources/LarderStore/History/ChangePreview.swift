import Foundation
import LarderCore

/// What undoing or redoing a change would do, read before doing it: how many rows of each
/// kind it would remove, bring back and set to other values, and the items it touches.
public struct ChangePreview: Hashable, Sendable {
  /// Whether the change would be undone or redone.
  public enum Action: String, Hashable, Sendable {
    /// `Store.undo`.
    case undo
    /// `Store.redo`.
    case redo
  }

  /// A number of rows of each kind of the household.
  public struct Counts: Hashable, Sendable {
    /// Items.
    public var items = 0
    /// Lots (purchases).
    public var lots = 0
    /// Consume and discard events.
    public var events = 0
    /// Monthly budgets.
    public var budgets = 0

    /// No rows at all.
    public init() {}

    /// Whether there are no rows of any kind.
    public var isEmpty: Bool { items == 0 && lots == 0 && events == 0 && budgets == 0 }
  }

  /// An item the change touches (its row, one of its lots or one of their events).
  public struct TouchedItem: Hashable, Sendable {
    /// The item's id.
    public var id: UUID
    /// Its name, as it is now or, for one the change deleted or added, as it was.
    public var name: String
  }

  /// Undo or redo.
  public var action: Action
  /// The write that would be undone or redone.
  public var change: Change
  /// The rows it would delete.
  public var removes = Counts()
  /// The rows it would put back after they were deleted.
  public var restores = Counts()
  /// The rows it would keep but set to other values (a lot's remaining quantity, an
  /// item's name).
  public var updates = Counts()
  /// The items it touches, by name.
  public var items: [TouchedItem] = []
  /// Whether the change is an import (it wrote an import's record, with its many rows).
  public var isImport = false
  /// Whether the change deleted rows (`larder delete`, a purge): undoing it brings them
  /// back, redoing it deletes them again.
  public var isDeletion = false
}
