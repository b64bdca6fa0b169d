import Dispatch
import Foundation
import LarderFiles
import LarderReports
import Synchronization

/// What `larder` does on Ctrl-C (SIGINT) or SIGTERM: it removes the staging folders of the
/// outputs being written and exits 130 or 143, as a shell reports a command stopped by
/// those signals. A transaction in progress is never committed, so the database keeps none
/// of it. A command that stops by itself on a signal (`serve`) takes the signals over.
public enum Interruption {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
  /// What a command that took the signals over does on one, instead of exiting.
  private static let takeover = Mutex<(@Sendable (Int32) -> Void)?>(nil)

  /// From now on, SIGINT and SIGTERM call `handler` with the signal's number instead of
  /// exiting; the command then stops in its own time.
  static func takeOver(_ handler: @escaping @Sendable (Int32) -> Void) {
    takeover.withLock { $0 = handler }
    install()
  }

  /// Makes SIGINT and SIGTERM stop Larder, even when the parent blocked or ignored them:
  /// at first with their default action (a command that writes no file has nothing to
  /// clean up, and a transaction never committed leaves nothing in the database), and
  /// with `install()`'s handlers from the moment a file starts being written. The
  /// handlers need a thread of their own, which a small command is spared.
  public static func prepare() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM] {
      sigaddset(&signals, number)
      signal(number, SIG_DFL)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    UnfinishedOutputs.shared.beforeFirstFolder { install() }
  }

  /// Handles SIGINT and SIGTERM from now on (once; later calls do nothing), returning once
  /// the handlers are registered, so that no signal sent after it is missed.
  static func install() { _ = installed }

  private static let installed: Void = {
    var signals = sigset_t()
    sigemptyset(&signals)
    let registered = DispatchSemaphore(value: 0)
    for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
      sigaddset(&signals, number)
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        if let handler = takeover.withLock({ $0 }) {
          handler(number)
          return
        }
        UnfinishedOutputs.shared.remove()
        _exit(status)
      }
      source.setRegistrationHandler { registered.signal() }
      source.resume()
      sources.append(source)
    }
    for _ in sources { _ = registered.wait(timeout: .now() + 1) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }()
}
