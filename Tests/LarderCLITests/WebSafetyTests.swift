import Foundation
import Testing

/// `larder serve` under guessing, hogging, a held database lock, old TLS, hostile log
/// input and members who would stall or mislead the others, each against the real server
/// (Checkers/check_web_throttle.py, check_web_slots.py, check_web_lock.py,
/// check_web_tls_policy.py, check_web_log.py, check_web_members_apart.py). One at a time:
/// their timings are part of what they check.
@Suite(.tags(.slow), .serialized) struct WebSafetyTests {
  /// Runs `checker` on the binary and a copy of the sample household, with `arguments`.
  func check(_ checker: String, _ arguments: [String] = [], workFolder: Bool = false) throws {
    let larder = try LarderBinary.samplesCopy()
    let work = URL(fileURLWithPath: larder.database).deletingLastPathComponent()
      .appendingPathComponent("work").path
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker(checker), LarderBinary.executable.path, larder.database]
        + (workFolder ? [work] : []) + arguments)
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }

  @Test func theRightPasswordLogsInAfterWrongOnesAfterAPauseAtMost() throws {
    try check("check_web_throttle.py", ["right-password"])
  }

  @Test func simultaneousWrongPasswordsAreEachCounted() throws {
    try check("check_web_throttle.py", ["simultaneous"])
  }

  @Test func behindATrustedProxyEachForwardedClientIsCountedApart() throws {
    try check("check_web_throttle.py", ["proxy"])
  }

  @Test func oneAddressHoldingHalfSentRequestsCannotStopAnother() throws {
    try check("check_web_slots.py")
  }

  @Test func pagesAndFilesAreAnsweredWhileWritesWaitForTheLock() throws {
    try check("check_web_lock.py", ["reads"])
  }

  @Test func aWriteThatCannotGetTheLockIs503WithItsFormAsTyped() throws {
    try check("check_web_lock.py", ["write"])
  }

  @Test func sigtermAndSigintStopWithinTheGraceAndExit143And130() throws {
    try check("check_web_lock.py", ["signals"])
  }

  @Test func tlsBelow1_2AndCBCSuitesAreRefused() throws {
    try check("check_web_tls_policy.py", ["versions"], workFolder: true)
  }

  @Test func everyResponseOverTLSCarriesStrictTransportSecurity() throws {
    try check("check_web_tls_policy.py", ["hsts"], workFolder: true)
  }

  @Test func controlCharactersReachTheLogEscaped() throws {
    try check("check_web_log.py")
  }

  @Test func receiptsBeingReadNeverHoldAWrite() throws {
    try check("check_web_members_apart.py", ["receipts"])
  }

  @Test func aReceiptOf420LinesIsRecordedInOnePost() throws {
    try check("check_web_members_apart.py", ["long-receipt"])
  }

  @Test func aTickOfALineRemovedMeanwhileBuysNothing() throws {
    try check("check_web_members_apart.py", ["stale-tick"])
  }

  @Test func choosingALanguageIsAPostThatNeverHoldsAPage() throws {
    try check("check_web_members_apart.py", ["language"])
  }

  @Test func loggingOutClearsThePhonesCacheAndStorage() throws {
    try check("check_web_members_apart.py", ["logout"])
  }

  @Test func aLotsLocationIsTrimmedAsTheCommandLineTrimsIt() throws {
    try check("check_web_members_apart.py", ["lot-location"])
  }
}
