import Foundation
import LarderLanguage
import LarderStore
import Synchronization

/// The households this process started: announced once the command has succeeded, and
/// removed when it failed without storing anything (a refused import on a new path leaves
/// no empty household behind).
final class NewHouseholds: Sendable {
  static let shared = NewHouseholds()

  private let paths = Mutex<[(path: String, folder: String?)]>([])

  /// Remembers a household this process created at `path`, in `folder` when it made one.
  func add(_ path: String, folder: String?) { paths.withLock { $0.append((path, folder)) } }

  /// The paths remembered, forgotten as they are handed out.
  private func taken() -> [(path: String, folder: String?)] {
    paths.withLock { paths in
      defer { paths = [] }
      return paths
    }
  }

  /// Says on standard error which households were started, once each.
  func announce(_ context: Context) {
    for (path, _) in taken() {
      context.note(Localization.current.tr("Created a new household at {path}.", ["path": path]))
    }
  }

  /// Removes the households started by a command that failed, when nothing is stored in
  /// them (`Store.removeIfNothingStored`); one that holds something is announced.
  func discardUnused(_ context: Context) {
    for (path, folder) in taken()
    where !Store.removeIfNothingStored(at: path, folder: folder) {
      context.note(Localization.current.tr("Created a new household at {path}.", ["path": path]))
    }
  }
}
