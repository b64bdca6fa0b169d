import Foundation
import Testing

/// Who `larder serve` lets in, against the real server: the key of a server without a
/// password, a password changed while it runs, and sessions under a flood of anonymous
/// visits (the Python checkers in Checkers/).
@Suite(.tags(.slow)) struct WebAccessTests {
  /// Runs `checker` on a copy of the sample household; true when it printed "ok".
  private func passes(_ checker: String) throws -> (Bool, String) {
    let larder = try LarderBinary.samplesCopy()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker(checker), LarderBinary.executable.path, larder.database,
    ])
    return (status == 0 && output.hasSuffix("ok\n"), output)
  }

  @Test func withoutAPasswordOnlyTheHolderOfThePrintedKeyGetsIn() throws {
    let (ok, output) = try passes("check_web_key.py")
    #expect(ok, "\(output)")
  }

  @Test func aNewPasswordTakesEffectAtOnceAndEndsTheOldSessions() throws {
    let (ok, output) = try passes("check_web_password_change.py")
    #expect(ok, "\(output)")
  }

  @Test func anonymousVisitsNeverPushOutAMembersSession() throws {
    let (ok, output) = try passes("check_web_session_flood.py")
    #expect(ok, "\(output)")
  }
}
