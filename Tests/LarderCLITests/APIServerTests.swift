import Foundation
import Testing

/// `larder serve`'s JSON API over HTTP, with real clients (Checkers/check_api.py): every
/// route, tokens and their scopes, problem details in two languages, idempotency, the
/// description validated by openapi-spec-validator, and Schemathesis run against the live
/// server from it.
@Suite(.tags(.slow)) struct APIServerTests {
  @Test func everyRouteBehavesAsItsDescriptionSaysForRealClients() throws {
    let larder = try LarderBinary()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_api.py"), LarderBinary.executable.path, larder.database,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }
}
