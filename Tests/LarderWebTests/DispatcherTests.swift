import Dispatch
import Synchronization
import Testing

@testable import LarderWeb

/// The dispatcher (`Dispatcher`), in-process: which pool answers which request, a slow pool
/// that is full, and the requests still waiting when the server stops.
@Suite struct DispatcherTests {
  @Test func eachHandlingHasItsPool() {
    #expect(Dispatcher.pool(for: .now) == nil)
    #expect(Dispatcher.pool(for: .read).map { $0.pool } == .readers)
    #expect(Dispatcher.pool(for: .write(after: 1.5)).map { $0.pool } == .writers)
    #expect(Dispatcher.pool(for: .write(after: 1.5)).map { $0.delay } == 1.5)
    #expect(Dispatcher.pool(for: .slow).map { $0.pool } == .slow)
  }

  @Test func theAppSendsPagesToReadersPostsToWritersAndUploadsToTheSlowPool() throws {
    let web = try InProcessWeb()
    let app = web.app
    #expect(app.handling(Request(method: "GET", path: "/static/app.css")) == .now)
    #expect(app.handling(Request(method: "GET", path: "/stock")) == .read)
    #expect(app.handling(Request(method: "POST", path: "/add")) == .write(after: 0))
    #expect(app.handling(Request(method: "POST", path: "/receipt")) == .slow)
    #expect(app.handling(Request(method: "POST", path: "/add/photo")) == .slow)
  }

  /// Sends a request aside and waits for its answer.
  static func answer(_ dispatcher: Dispatcher, _ pool: Dispatcher.Pool, status: Int) -> Int? {
    let answered = Mutex<Int?>(nil)
    let done = DispatchSemaphore(value: 0)
    let key = ObjectIdentifier(DispatcherTests.Token())
    let suspended = Mutex(false)
    let sent = dispatcher.sendAside(
      key, to: pool, suspend: { suspended.withLock { $0 = true } },
      answer: { Response(status: status) }, busy: { Response(status: 503) },
      resume: { response in
        answered.withLock { $0 = response.status }
        done.signal()
      })
    guard sent, done.wait(timeout: .now() + 10) == .success, suspended.withLock({ $0 }) else {
      return nil
    }
    return answered.withLock { $0 }
  }

  final class Token {}

  @Test func eachPoolAnswersAndAFullSlowPoolSays503() {
    var limits = HTTPServer.Limits()
    limits.slowWaiting = 0
    let dispatcher = Dispatcher(limits: limits)
    defer { dispatcher.stop() }
    #expect(Self.answer(dispatcher, .readers, status: 200) == 200)
    #expect(Self.answer(dispatcher, .writers, status: 303) == 303)
    #expect(Self.answer(dispatcher, .slow, status: 200) == 503)
  }

  @Test func requestsStillWaitingAtTheStopAreResumedWithItsAnswerAndNoMoreAreTaken() {
    let dispatcher = Dispatcher(limits: HTTPServer.Limits())
    let release = DispatchSemaphore(value: 0)
    let answers = Mutex<[Int]>([])
    let token = Token()
    let sent = dispatcher.sendAside(
      ObjectIdentifier(token), to: .readers, suspend: {},
      answer: {
        release.wait()
        return Response(status: 200)
      }, busy: { Response(status: 503) },
      resume: { response in answers.withLock { $0.append(response.status) } })
    #expect(sent)
    #expect(dispatcher.resumeAll(with: Response(status: 503)) == 1)
    release.signal()
    dispatcher.stop()
    #expect(answers.withLock { $0 } == [503])
    let late = Token()
    let taken = dispatcher.sendAside(
      ObjectIdentifier(late), to: .readers, suspend: {}, answer: { Response(status: 200) },
      busy: { Response(status: 503) }, resume: { _ in })
    #expect(!taken)
  }
}
