/// An item as its web page shows it: its lots and events, its latest changes and the
/// change a redo would re-apply, read together so that they agree.
public struct ItemOverview: Hashable, Sendable {
  /// The item with its lots on hand and its latest lots and events.
  public var history: ItemHistory
  /// The item's latest changes, newest first.
  public var changes: [Change]
  /// The change `redo` would re-apply now, of any item; nil when there is none.
  public var redo: Change?
  /// The item's usual pack (`UsualPack`), in its unit.
  public var usualPack: Quantity

  /// Gathers the parts.
  public init(history: ItemHistory, changes: [Change], redo: Change?, usualPack: Quantity) {
    self.history = history
    self.changes = changes
    self.redo = redo
    self.usualPack = usualPack
  }
}
