import Foundation
import Synchronization

/// Threads of their own for the requests that may wait (a write waiting for the database,
/// a login try's pause), so that libmicrohttpd's threads go on reading requests and
/// answering the others meanwhile.
final class Workers: Sendable {
  private let jobs = Mutex<[@Sendable () -> Void]>([])
  private let ready = DispatchSemaphore(value: 0)
  private let timers = DispatchQueue(label: "larder-workers-timers")
  private let running = Mutex(true)
  private let count: Int
  /// The most jobs waiting for a thread; `run` refuses one more.
  private let maximumWaiting: Int

  /// Starts `count` threads (at least 1), with at most `waiting` jobs waiting for them.
  init(count: Int, waiting: Int = .max) {
    self.count = max(count, 1)
    maximumWaiting = max(waiting, 0)
    for number in 0..<self.count {
      let thread = Thread { [self] in work() }
      thread.name = "larder-worker-\(number)"
      thread.start()
    }
  }

  /// Runs `job` on one of the threads, after `delay` seconds (the pause takes no thread).
  func run(after delay: Double = 0, _ job: @escaping @Sendable () -> Void) {
    guard delay > 0 else { return enqueue(job) }
    timers.asyncAfter(deadline: .now() + delay) { [self] in enqueue(job) }
  }

  /// Runs `job` on one of the threads when fewer than the most jobs wait for one.
  ///
  /// - Returns: false, with `job` not run, when that many wait already.
  func runIfRoom(_ job: @escaping @Sendable () -> Void) -> Bool {
    let taken = jobs.withLock { jobs in
      guard jobs.count < maximumWaiting else { return false }
      jobs.append(job)
      return true
    }
    if taken { ready.signal() }
    return taken
  }

  /// Lets the threads end once the jobs queued are done.
  func stop() {
    running.withLock { $0 = false }
    for _ in 0..<count { ready.signal() }
  }

  private func enqueue(_ job: @escaping @Sendable () -> Void) {
    jobs.withLock { $0.append(job) }
    ready.signal()
  }

  private func work() {
    while true {
      ready.wait()
      if let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
        job()
      } else if !running.withLock({ $0 }) {
        return
      }
    }
  }
}
