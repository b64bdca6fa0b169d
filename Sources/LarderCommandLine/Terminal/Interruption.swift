import Dispatch
import Foundation
import LarderReports

/// What `larder` does on Ctrl-C (SIGINT) or SIGTERM: it removes the staging folders of the
/// outputs being written and exits 130 or 143, as a shell reports a command stopped by
/// those signals. A transaction in progress is never committed, so the database keeps none
/// of it.
public enum Interruption {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Handles SIGINT and SIGTERM from now on, even when the parent blocked them.
  public static func install() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
      sigaddset(&signals, number)
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        UnfinishedOutputs.shared.remove()
        _exit(status)
      }
      source.resume()
      sources.append(source)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}
