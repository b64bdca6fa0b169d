import Dispatch
import Foundation
import Testing

@testable import LarderWeb

/// The server's shutdown wakes the moment the last request is done (`RequestsInFlight`),
/// instead of polling, and a server with nothing in flight stops at once.
@Suite struct ShutdownTests {
  @Test func theWaitEndsAsSoonAsTheLastRequestCompletes() {
    let inFlight = RequestsInFlight()
    inFlight.begin()
    inFlight.begin()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { inFlight.end() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { inFlight.end() }
    let start = DispatchTime.now().uptimeNanoseconds
    #expect(inFlight.waitUntilNone(seconds: 30))
    #expect(DispatchTime.now().uptimeNanoseconds - start < 5_000_000_000)
    #expect(inFlight.isEmpty)
  }

  @Test func theWaitEndsAtItsDeadlineWhenARequestIsStillInFlight() {
    let inFlight = RequestsInFlight()
    inFlight.begin()
    inFlight.begin()
    inFlight.end()
    #expect(!inFlight.waitUntilNone(seconds: 0.05))
    #expect(inFlight.waitUntilNone(seconds: 0) == false)
  }

  @Test func aServerWithNothingInFlightStopsAtOnce() throws {
    // A port of the ephemeral range, tried until one is free.
    var server: HTTPServer?
    for port in 47_300..<47_340 where server == nil {
      let address = try ListenAddress(parsing: "127.0.0.1:\(port)")
      server = try? HTTPServer(
        address: address, limits: HTTPServer.Limits(), log: { _ in },
        tooLarge: { status, _ in Response(status: status) }, handler: { _ in Response(status: 200) }
      )
    }
    let running = try #require(server)
    let start = DispatchTime.now().uptimeNanoseconds
    running.stop(grace: 10)
    #expect(DispatchTime.now().uptimeNanoseconds - start < 2_000_000_000)
  }
}
