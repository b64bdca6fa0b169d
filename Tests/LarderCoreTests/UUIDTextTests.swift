import Foundation
import Testing

@testable import LarderCore

/// UUID text without Foundation's sscanf and snprintf, checked against Foundation.
@Suite struct UUIDTextTests {
  @Test func formatsInLowercaseLikeFoundation() {
    for _ in 0..<100 {
      let id = UUID()
      #expect(UUIDText.format(id) == id.uuidString.lowercased())
    }
  }

  @Test func parsesEitherCase() {
    let id = UUID()
    #expect(UUIDText.parse(id.uuidString) == id)
    #expect(UUIDText.parse(id.uuidString.lowercased()) == id)
  }

  @Test func refusesAnythingElse() {
    for text in [
      "", "not a uuid", "00000000-0000-4000-8000-00000000000",
      "00000000-0000-4000-8000-0000000000000",
      "00000000_0000-4000-8000-000000000000", "0000000g-0000-4000-8000-000000000000",
      "{00000000-0000-4000-8000-000000000000}",
    ] {
      #expect(UUIDText.parse(text) == nil, "\(text)")
    }
  }
}
