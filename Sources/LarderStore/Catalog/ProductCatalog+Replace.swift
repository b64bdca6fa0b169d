import Foundation
import LarderCore
import LarderErrors

extension ProductCatalog {
  /// Replaces the catalog at `path` with the products `reader` gives, all or none: they go
  /// into a new file beside it (journal off, one transaction, one prepared insert), which
  /// is renamed over the old one only once every product is in. Any error, a truncated
  /// `.gz` among them, leaves the previous catalog as it was. A barcode seen before in the
  /// file is skipped as `duplicate`. `progress` is called with the products read so far
  /// every 10,000. The file is read on a thread of its own while this one inserts
  /// (`StagedRows`). The new file's path is handed to `staging` before it is made (so that
  /// a program interrupted by a signal can remove it); one that a killed import left
  /// (`PATH.new-PID` of a process that is gone) is removed first.
  ///
  /// The household's own barcodes, names and mapping of category tags are in its own file
  /// and never touched.
  ///
  /// - Throws: the reader's errors (`CatalogError`, the source's), `SQLiteError`, or
  ///   `CatalogError.cannotReplace` when the new file cannot be put in place.
  public static func replace(
    at path: String, reading reader: CatalogReader, staging: (String) -> Void = { _ in },
    progress: (Int) -> Void = { _ in }
  ) throws -> CatalogImportSummary {
    removeAbandoned(beside: path)
    let staged = path + ".new-\(getpid())"
    staging(staged)
    unlink(staged)
    let descriptor = Foundation.open(staged, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CatalogError.cannotReplace(path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    defer { unlink(staged) }
    var summary = CatalogImportSummary()
    do {
      let db = try Connection(path: staged)
      try db.execute(
        """
        PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
        PRAGMA application_id = \(applicationID); PRAGMA cache_size = -16384;
        """)
      try db.execute(CatalogColumns.schema)
      let insert = try db.statement(
        "INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
      try db.execute("BEGIN")
      let staged = StagedRows(reader)
      defer { staged.stop() }
      while let batch = try staged.next() {
        for line in batch {
          summary.read += 1
          if summary.read % 10_000 == 0 { progress(summary.read) }
          let row: CatalogReader.Row
          switch line {
          case .fields(let fields): row = CatalogReader.product(fields)
          case .skipped(let reason): row = .skipped(reason)
          }
          switch row {
          case .skipped(let reason):
            summary.skipped[reason, default: 0] += 1
          case .product(let product):
            try insert.run(CatalogColumns.values(product))
            if db.changes == 0 {
              summary.skipped[.duplicate, default: 0] += 1
            } else {
              summary.kept += 1
            }
          }
        }
      }
      try db.execute("COMMIT")
    }
    guard fsyncFile(staged), rename(staged, path) == 0 else {
      throw CatalogError.cannotReplace(path, reason: String(cString: strerror(errno)))
    }
    return summary
  }

  /// Removes the new catalogs that imports killed on the way left beside `path`: named
  /// `NAME.new-PID` for a process that no longer runs.
  static func removeAbandoned(beside path: String) {
    let folder = PathParts.folder(of: path)
    let prefix = PathParts.name(of: path) + ".new-"
    for name in DatabaseFiles.names(in: folder.isEmpty ? "." : folder)
    where name.hasPrefix(prefix) {
      guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0, pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder.isEmpty ? name : folder + "/" + name)
    }
  }

  /// Flushes the file at `path` to the disk; false when it cannot.
  private static func fsyncFile(_ path: String) -> Bool {
    let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return fsync(descriptor) == 0
  }
}
