/// Which dated backups to keep: the newest of each of the last `daily` days that have a
/// backup, of each of the last `weekly` ISO weeks (Monday to Sunday) and of each of the
/// last `monthly` months. A backup kept by any of the three is kept; the newest backup is
/// always kept. Nothing is pruned when all three are nil.
public struct BackupRetention: Hashable, Sendable {
  /// How many days, weeks and months keep their newest backup; nil keeps none by that
  /// period.
  public var daily: Int?
  public var weekly: Int?
  public var monthly: Int?

  public init(daily: Int? = nil, weekly: Int? = nil, monthly: Int? = nil) {
    (self.daily, self.weekly, self.monthly) = (daily, weekly, monthly)
  }

  /// Whether it prunes at all: at least one period is given.
  public var prunes: Bool { daily != nil || weekly != nil || monthly != nil }

  /// The backups of `backups` to remove, oldest first; none when nothing is pruned.
  public func toRemove(_ backups: [BackupName]) -> [BackupName] {
    guard prunes else { return [] }
    let newestFirst = backups.sorted(by: >)
    var kept: Set<BackupName> = []
    if let newest = newestFirst.first { kept.insert(newest) }
    keepNewest(of: newestFirst, count: daily, in: &kept) { $0.day.daysSinceEpoch }
    keepNewest(of: newestFirst, count: weekly, in: &kept) {
      // The Monday that starts the backup's ISO week.
      $0.day.daysSinceEpoch - ($0.day.isoWeekday - 1)
    }
    keepNewest(of: newestFirst, count: monthly, in: &kept) {
      let month = $0.day.components
      return month.year * 12 + month.month
    }
    return newestFirst.filter { !kept.contains($0) }.reversed()
  }

  /// Adds to `kept` the newest backup of each of the `count` latest periods (`period`
  /// numbers a backup's period).
  private func keepNewest(
    of newestFirst: [BackupName], count: Int?, in kept: inout Set<BackupName>,
    period: (BackupName) -> Int
  ) {
    guard let count, count > 0 else { return }
    var seen: Set<Int> = []
    for backup in newestFirst {
      let key = period(backup)
      guard !seen.contains(key) else { continue }
      guard seen.count < count else { return }
      seen.insert(key)
      kept.insert(backup)
    }
  }
}
