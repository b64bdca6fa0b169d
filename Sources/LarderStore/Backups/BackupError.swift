/// Why a backup or a restore was refused. Each case reads as one sentence; the household
/// is unchanged in every case.
public enum BackupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The copy written to `path` failed `check` with `problems` problems; it was removed.
  case copyFailsCheck(String, problems: Int)
  /// The backup, or its folder, could not be written; `reason` is the system's own words.
  case cannotWrite(String, reason: String)
  /// No file at the path given as a backup.
  case missingBackup(String)
  /// The file given as a backup is damaged: SQLite's words.
  case damagedBackup(String, reason: String)
  /// The file given as a backup fails `check`: how many problems it found.
  case backupFailsCheck(String, problems: Int)
  /// Other processes hold the database (a `larder serve`), named as `DatabaseFiles.holders`.
  case databaseInUse(String, holders: [String])
  /// The path given for a backup is a database another program holds, or has a
  /// write-ahead log beside it.
  case targetInUse(String)

  public var description: String {
    switch self {
    case .copyFailsCheck(let path, let problems):
      return "the copy \(path) fails its check (\(problems) problems), so it was not kept; "
        + "run 'larder check' on the household"
    case .cannotWrite(let path, let reason):
      return "cannot write the backup \(path): \(reason); the household is unchanged"
    case .missingBackup(let path):
      return "there is no backup at \(path); nothing was changed"
    case .damagedBackup(let path, let reason):
      return "the backup \(path) is damaged (\(reason)); nothing was changed"
    case .backupFailsCheck(let path, let problems):
      return "the backup \(path) fails its check (\(problems) problems); nothing was changed"
    case .databaseInUse(let path, let holders):
      return "the database \(path) is in use by \(holders.joined(separator: ", ")); "
        + "stop it before restoring; nothing was changed"
    case .targetInUse(let path):
      return "cannot write the backup over \(path): it is a database in use; choose another path"
    }
  }
}
