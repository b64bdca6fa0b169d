import Dispatch
import Foundation
import LarderCore
import LarderLanguage
import LarderStore

/// What `larder serve` tells the household's other systems about starts here: a watcher
/// that reads the history from a connection of its own, every `interval` seconds, and
/// hands each change recorded since its last look to its listeners, oldest first. It sees
/// every change, this server's, the command line's and an import's alike, and never
/// delays a request: it runs on a queue of its own and only reads.
///
/// A listener is called on the watcher's queue, one batch at a time; it must not block
/// (a webhook's delivery or a broker's publish goes to its own queue).
public final class ChangeWatcher {
  /// What a listener is given: the changes since the last batch, oldest first, each with
  /// its row id. The first batch, at start, is empty: a listener then publishes its
  /// starting state.
  public typealias Listener = @Sendable (_ changes: [(rowID: Int64, change: Change)]) -> Void

  private let timer: DispatchSourceTimer
  private let queue: DispatchQueue
  /// Where the watcher is: touched only on its serial queue.
  private final class Cursor: @unchecked Sendable {
    var store: Store?
    var last: Int64?
  }

  /// The most changes handed over in one batch; more wait for the next look.
  static let batch = 500

  /// Starts watching the database at `path`; `log` gets a line when it cannot be read
  /// (the watcher tries again at its next look).
  public init(
    path: String, interval: Double = 0.25, listeners: [Listener],
    log: @escaping @Sendable (String) -> Void
  ) {
    queue = DispatchQueue(label: "larder-changes", qos: .utility)
    timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now(), repeating: .milliseconds(Int(interval * 1000)))
    let cursor = Cursor()
    timer.setEventHandler {
      let batch: [(rowID: Int64, change: Change)]?
      do {
        let store = try cursor.store ?? Store(path: path, forReading: true, creating: false)
        cursor.store = store
        if let last = cursor.last {
          let changes = try store.changes(after: last, limit: Self.batch)
          cursor.last = changes.last?.rowID ?? last
          batch = changes.isEmpty ? nil : changes
        } else {
          cursor.last = try store.latestChangeRowID()
          batch = []
        }
      } catch {
        cursor.store = nil
        log(
          "changes: "
            + LogText.detail(
              (error as? any LocalizedMessage)?.message(.english) ?? String(reflecting: error)))
        return
      }
      guard let batch else { return }
      for listener in listeners { listener(batch) }
    }
    timer.resume()
  }

  /// Stops watching, once a batch being handed over is handed: no listener is called after.
  public func stop() {
    timer.cancel()
    queue.sync {}
  }
}
