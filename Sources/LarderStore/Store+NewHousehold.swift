import Foundation

extension Store {
  /// Removes the household at `path` when nothing was ever stored in it (no row in any of
  /// its tables) and no other program has it open: a command that
  /// created it and then failed leaves nothing behind, so that a mistyped `--db` holds no
  /// empty household. A file that cannot be read, or that holds anything, is left as it is.
  ///
  /// `folder`, the folder made for it, is removed too when nothing else is in it.
  ///
  /// - Returns: whether the files were removed.
  @discardableResult
  public static func removeIfNothingStored(at path: String, folder: String? = nil) -> Bool {
    guard FileManager.default.fileExists(atPath: path),
      // Another program that opened it meanwhile keeps it.
      DatabaseFiles(path: path).holders().isEmpty
    else { return false }
    if holdsHousehold(at: path) {
      do {
        let reader = try Connection(path: path, access: .readOnly)
        // Every table but the schema's own record: none may hold a row.
        let tables = try reader.rows(
          """
          SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
            AND name <> 'larder_migrations'
          """
        ) { $0.onlyText }
        for table in tables {
          let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
          let rows = try reader.firstRow("SELECT count(*) FROM \(quoted) LIMIT 1") { $0.onlyInt64 }
          guard rows == 0 else { return false }
        }
      } catch {
        // Unreadable: not ours to remove.
        return false
      }
    }
    for file in [path + "-wal", path + "-shm", path + "-journal", path] {
      _ = unlink(file)
    }
    if let folder { _ = rmdir(folder) }
    return true
  }
}
