/// Why a backup or a restore was refused. Each case reads as one sentence; the household
/// is unchanged in every case.
public enum BackupError: Error, Hashable, Sendable {
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

}
