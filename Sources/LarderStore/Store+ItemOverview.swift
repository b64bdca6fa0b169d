import LarderCore
import LarderErrors

extension Store {
  /// The item `reference` names with its lots on hand and its `recent` latest lots and
  /// events, its `changeLimit` latest changes and the change a redo would re-apply, read
  /// from one snapshot, with its usual pack among the lots bought on or before `asOf`.
  ///
  /// - Throws: `StoreError.unknownItem` and the other lookup errors of `history(of:)`.
  public func itemOverview(
    _ reference: String, recent: Int, changeLimit: Int, asOf: CalendarDate = .latest
  ) throws -> ItemOverview {
    try snapshot {
      let history = try history(of: reference, recent: recent)
      return ItemOverview(
        history: history,
        changes: try changes(limit: changeLimit, item: UUIDText.format(history.item.id)),
        redo: try nextRedo(), usualPack: try usualPack(of: history.item.id, asOf: asOf))
    }
  }
}
