import Foundation
import LarderCore

/// The lines of a catalog's import, read on a thread of their own while the caller's
/// thread checks them and inserts them: reading (gzip, JSON) takes one processor, the
/// checks and SQLite the other. At most `capacity` batches wait, so memory stays bounded.
///
/// `@unchecked Sendable`: every field is reached under `condition`'s lock, and the reader
/// is used by the reading thread alone.
final class StagedRows: @unchecked Sendable {
  /// Lines per batch handed from one thread to the other.
  static let batchSize = 2_048
  /// Batches that may wait for the inserting thread.
  static let capacity = 8

  private let condition = NSCondition()
  private var batches: [[CatalogReader.Line]] = []
  private var finished = false
  private var stopped = false
  private var failure: (any Error)?
  private var reader: CatalogReader
  private let done = DispatchSemaphore(value: 0)

  /// Starts reading `reader` on a new thread.
  init(_ reader: CatalogReader) {
    self.reader = reader
    Thread { [self] in
      read()
      done.signal()
    }.start()
  }

  /// The reading thread's work: batches of lines until the end, an error, or `stop`.
  private func read() {
    do {
      var batch: [CatalogReader.Line] = []
      batch.reserveCapacity(StagedRows.batchSize)
      while let line = try reader.nextFields() {
        batch.append(line)
        if batch.count == StagedRows.batchSize {
          guard put(batch) else { return }
          batch.removeAll(keepingCapacity: true)
        }
      }
      if !batch.isEmpty, !put(batch) { return }
      end(nil)
    } catch {
      end(error)
    }
  }

  /// Hands a batch over, waiting while `capacity` wait; false once the consumer stopped.
  private func put(_ batch: [CatalogReader.Line]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while batches.count >= StagedRows.capacity, !stopped { condition.wait() }
    guard !stopped else { return false }
    batches.append(batch)
    condition.broadcast()
    return true
  }

  private func end(_ error: (any Error)?) {
    condition.lock()
    finished = true
    failure = error
    condition.broadcast()
    condition.unlock()
  }

  /// The next batch, or nil at the end of the file.
  ///
  /// - Throws: the reader's error, once the batches before it are taken.
  func next() throws -> [CatalogReader.Line]? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty, !finished { condition.wait() }
    if !batches.isEmpty {
      condition.broadcast()
      return batches.removeFirst()
    }
    if let failure { throw failure }
    return nil
  }

  /// Stops the reading thread and waits for it to end: after this the reader is not used.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
    done.wait()
  }
}
