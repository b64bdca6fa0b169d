import Foundation

/// One entry of the change history: a write, or the undo or redo of one.
public struct Change: Hashable, Sendable {
  /// What kind of entry it is.
  public enum Kind: String, Hashable, Sendable {
    /// A command that wrote: add, consume, discard, edit, delete, import.
    case write
    /// The undo of a write.
    case undo
    /// The redo of a write that was undone.
    case redo
  }

  /// The change's id.
  public var id: UUID
  /// When it was made, as ISO 8601 in UTC (`2026-11-30T07:15:02Z`).
  public var madeAt: String
  /// What kind of entry it is.
  public var kind: Kind
  /// What it did, as typed values; its summary is written when shown, in the reader's
  /// language.
  public var action: ChangeAction
  /// Where it was asked for: a command line as typed, or a page of `larder serve`.
  public var origin: ChangeOrigin
  /// For a write, whether it is undone now.
  public var isUndone: Bool

  /// Creates an entry.
  public init(
    id: UUID, madeAt: String, kind: Kind, action: ChangeAction, origin: ChangeOrigin,
    isUndone: Bool
  ) {
    self.id = id
    self.madeAt = madeAt
    self.kind = kind
    self.action = action
    self.origin = origin
    self.isUndone = isUndone
  }
}
