import Synchronization

extension HTTPServer {
  /// Where a request is answered.
  public enum Handling: Sendable, Equatable {
    /// At once, on the thread that read it: what takes no time (a static file, a refusal).
    case now
    /// On a reader, the connection suspended meanwhile: a page that reads the database.
    case read
    /// On a writer, after `after` seconds, the connection suspended meanwhile: a request
    /// that may wait for the database, or a login try and its pause.
    case write(after: Double)
    /// On a slow worker, the connection suspended meanwhile: reading an uploaded file (a
    /// receipt). When `Limits.slowWaiting` requests wait already, 503 at once.
    case slow
  }
}

/// The worker pools, and the requests sent aside to them: libmicrohttpd's threads read
/// requests and send answers, and each request that may take time is answered by a pool
/// of its own (`HTTPServer.Handling`), its connection suspended meanwhile. A write waiting
/// for the database delays no page, a slow page no file, a receipt being read no write.
final class Dispatcher: Sendable {
  /// A pool of workers.
  enum Pool: Sendable, Equatable {
    /// Pages (`Limits.readers` threads).
    case readers
    /// Writes and login tries (`Limits.writers`).
    case writers
    /// Reading uploaded files (`Limits.slowWorkers`), with at most `Limits.slowWaiting`
    /// waiting.
    case slow
  }

  private let readers: Workers
  private let writers: Workers
  private let slowWorkers: Workers
  /// How to resume each request sent aside and not yet answered, by its key; nil once the
  /// server stops resuming them.
  private let waiting = Mutex<[ObjectIdentifier: @Sendable (Response) -> Void]?>([:])

  /// Starts the pools' threads, as many as `limits` says.
  init(limits: HTTPServer.Limits) {
    readers = Workers(count: limits.readers)
    writers = Workers(count: limits.writers)
    slowWorkers = Workers(count: limits.slowWorkers, waiting: limits.slowWaiting)
  }

  /// The pool that answers a request handled so, and after how many seconds; nil for one
  /// answered at once.
  static func pool(for handling: HTTPServer.Handling) -> (pool: Pool, delay: Double)? {
    switch handling {
    case .now: nil
    case .read: (.readers, 0)
    case .write(let delay): (.writers, delay)
    case .slow: (.slow, 0)
    }
  }

  /// Sends a request aside to `pool`: keeps `resume` under `key`, calls `suspend`, then has
  /// a worker call `answer` after `delay` seconds and `resume` with its response. When the
  /// slow pool has too many waiting, `resume` gets `busy()` at once instead.
  ///
  /// - Returns: false, having done nothing, once the dispatcher has stopped.
  func sendAside(
    _ key: ObjectIdentifier, to pool: Pool, after delay: Double = 0, suspend: () -> Void,
    answer: @escaping @Sendable () -> Response, busy: @escaping @Sendable () -> Response,
    resume: @escaping @Sendable (Response) -> Void
  ) -> Bool {
    let accepted = waiting.withLock { waiting in
      guard waiting != nil else { return false }
      waiting?[key] = resume
      return true
    }
    guard accepted else { return false }
    suspend()
    let answered: @Sendable (Response) -> Void = { [self] response in
      waiting.withLock { waiting in waiting?.removeValue(forKey: key)?(response) }
    }
    switch pool {
    case .readers: readers.run(after: delay) { answered(answer()) }
    case .writers: writers.run(after: delay) { answered(answer()) }
    case .slow:
      if !slowWorkers.runIfRoom({ answered(answer()) }) { answered(busy()) }
    }
    return true
  }

  /// Stops sending requests aside, and resumes each still waiting with `response`; a
  /// worker's answer, when it comes, is dropped.
  ///
  /// - Returns: how many were waiting.
  func resumeAll(with response: Response) -> Int {
    let resumes = waiting.withLock { waiting in
      defer { waiting = nil }
      return waiting ?? [:]
    }
    for resume in resumes.values { resume(response) }
    return resumes.count
  }

  /// Lets the pools' threads end once their jobs are done.
  func stop() {
    readers.stop()
    writers.stop()
    slowWorkers.stop()
  }
}
