import Dispatch
import Foundation
import LarderCore
import LarderLanguage
import LarderStore

/// `larder serve --backup-every`: a checked backup of the household into a folder at start
/// and then every `interval` seconds, the older ones pruned by `retention`, each logged.
/// It runs on a queue of its own, through a read-only connection of its own: SQLite's
/// backup reads one snapshot and takes no lock a write waits for, so no request waits.
public final class BackupSchedule {
  private let timer: DispatchSourceTimer

  /// Starts backing up the database at `database` into `folder` every `interval` seconds,
  /// the first now; `log` gets one line per backup (or its failure).
  public init(
    database: String, folder: BackupFolder, interval: Int, retention: BackupRetention,
    log: @escaping @Sendable (String) -> Void
  ) {
    let queue = DispatchQueue(label: "larder-backups", qos: .utility)
    timer = DispatchSource.makeTimerSource(queue: queue)
    let stem = BackupName.stem(ofDatabase: PathParts.name(of: database))
    timer.schedule(deadline: .now(), repeating: .seconds(max(interval, 60)))
    timer.setEventHandler {
      log(Self.backUp(database, into: folder, stem: stem, retention: retention))
    }
    timer.resume()
  }

  /// Stops the schedule. A backup in progress when the server exits leaves only its
  /// temporary file, which the next backup into the folder removes.
  public func stop() { timer.cancel() }

  /// One backup, and the log line that tells it.
  static func backUp(
    _ database: String, into folder: BackupFolder, stem: String, retention: BackupRetention
  ) -> String {
    let l = Localization(.english)
    do {
      try folder.create()
      let store = try Store(path: database, forReading: true, creating: false)
      let written = try store.backUp(to: folder.file(LocalClock.backupName(stem: stem).description))
      let removed = folder.prune(stem, keeping: retention, written: written.path)
      let copy = written.copy
      return "backup: \(written.path) (\(copy.items) items, \(copy.lots) lots, "
        + "\(copy.events) events, checked"
        + (copy.problems > 0 ? "; it keeps the household's \(copy.problems) problems" : "") + ")"
        + (removed.isEmpty ? "" : "; removed \(removed.joined(separator: ", "))")
    } catch {
      let message = (error as? any LocalizedMessage)?.message(l) ?? "\(error)"
      return "backup failed: " + LogText.detail(message)
    }
  }
}
