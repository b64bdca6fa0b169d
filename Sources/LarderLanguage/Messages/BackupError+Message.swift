import LarderErrors

extension BackupError: LocalizedMessage {
  /// The refused backup or restore in the language of `l`; the system's and SQLite's
  /// reasons as they word them.
  public func message(_ l: Localization) -> String {
    switch self {
    case .copyFailsCheck(let path, let problems):
      return l.tr(
        "the copy {path} fails its check ({count} problems), so it was not kept",
        ["path": path, "count": "\(problems)"])
    case .cannotWrite(let path, let reason):
      return l.tr(
        "cannot write the backup {path}: {reason}; the household is unchanged",
        ["path": path, "reason": reason])
    case .missingBackup(let path):
      return l.tr("there is no backup at {path}; nothing was changed", ["path": path])
    case .damagedBackup(let path, let reason):
      return l.tr(
        "the backup {path} is damaged ({reason}); nothing was changed",
        ["path": path, "reason": reason])
    case .backupFailsCheck(let path, let problems):
      return l.tr(
        "the backup {path} fails its check ({count} problems); nothing was changed",
        ["path": path, "count": "\(problems)"])
    case .databaseInUse(let path, let holders):
      return l.tr(
        "the database {path} is in use by {holders}; stop it before restoring; nothing was changed",
        ["path": path, "holders": holders.joined(separator: ", ")])
    case .targetInUse(let path):
      return l.tr(
        "cannot write the backup over {path}: it is a database in use; choose another path",
        ["path": path])
    }
  }
}
