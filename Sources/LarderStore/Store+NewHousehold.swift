import Foundation

extension Store {
  /// Removes the household at `path` when nothing was ever stored in it (no item, no
  /// change in its history, no budget, member or line of the shopping list): a command that
  /// created it and then failed leaves nothing behind, so that a mistyped `--db` holds no
  /// empty household. A file that cannot be read, or that holds anything, is left as it is.
  ///
  /// `folder`, the folder made for it, is removed too when nothing else is in it.
  ///
  /// - Returns: whether the files were removed.
  @discardableResult
  public static func removeIfNothingStored(at path: String, folder: String? = nil) -> Bool {
    guard FileManager.default.fileExists(atPath: path) else { return false }
    if holdsHousehold(at: path) {
      let stored: Int64?
      do {
        let reader = try Connection(path: path, access: .readOnly)
        stored = try reader.firstRow(
          """
          SELECT (SELECT count(*) FROM items) + (SELECT count(*) FROM changes)
            + (SELECT count(*) FROM budgets) + (SELECT count(*) FROM members)
            + (SELECT count(*) FROM shopping_lines) LIMIT 1
          """
        ) { $0.onlyInt64 }
      } catch {
        // Unreadable, or tables of another version: not ours to remove.
        return false
      }
      guard stored == 0 else { return false }
    }
    for file in [path + "-wal", path + "-shm", path + "-journal", path] {
      _ = unlink(file)
    }
    if let folder { _ = rmdir(folder) }
    return true
  }
}
