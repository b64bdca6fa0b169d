import Foundation
import Testing

@testable import LarderReports

/// The iCalendar feed's text escaping and line folding, checked by hand.
@Suite struct ExpiryCalendarTests {
  @Test func escapesTextAsRFC5545Says() {
    #expect(ExpiryCalendar.escape("a,b;c\\d\r\ne\nf") == "a\\,b\\;c\\\\d\\ne\\nf")
  }

  @Test func foldsAt75OctetsWithoutSplittingACharacter() {
    let folded = ExpiryCalendar.fold("SUMMARY:" + String(repeating: "牛", count: 40))
    let lines = folded.components(separatedBy: "\r\n")
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    #expect(
      lines.map { $0.hasPrefix(" ") ? String($0.dropFirst()) : $0 }.joined() == "SUMMARY:"
        + String(repeating: "牛", count: 40))
  }
}
