import Foundation
import LarderLanguage
import LarderStore
import Synchronization

/// The households a command started: announced once the command has succeeded, and
/// removed when it failed without storing anything (a refused import on a new path leaves
/// no empty household behind).
final class NewHouseholds: Sendable {
  private let paths = Mutex<[(path: String, folder: String?, madeFile: Bool)]>([])

  /// Remembers a household this process created at `path`, in `folder` when it made one;
  /// `madeFile` when it made the file too (an empty file that was there is left there).
  func add(_ path: String, folder: String?, madeFile: Bool) {
    paths.withLock { $0.append((path, folder, madeFile)) }
  }

  /// The paths remembered, forgotten as they are handed out.
  private func taken() -> [(path: String, folder: String?, madeFile: Bool)] {
    paths.withLock { paths in
      defer { paths = [] }
      return paths
    }
  }

  /// Says on standard error which households were started, once each.
  func announce(_ context: Context) {
    for (path, _, _) in taken() {
      context.note(Localization.current.tr("Created a new household at {path}.", ["path": path]))
    }
  }

  /// Removes the households started by a command that failed, when nothing is stored in
  /// them (`Store.removeIfNothingStored`); one that holds something is announced.
  func discardUnused(_ context: Context) {
    for (path, folder, madeFile) in taken()
    where !madeFile || !Store.removeIfNothingStored(at: path, folder: folder) {
      context.note(Localization.current.tr("Created a new household at {path}.", ["path": path]))
    }
  }
}
