import Foundation
import Testing

/// `larder budget` shows the share of the month gone beside the share used, and no pace
/// before the 7th: 60.00 of a 100.00 food budget spent by 3 October, then by 10 October.
@Suite struct BudgetPaceCommandTests {
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    try larder.run([
      "add", "Rice", "1", "--price", "60.00", "--category", "food", "--date", "2026-10-02",
    ])
    try larder.run(["budget", "set", "food", "100", "--from", "2026-10"])
    return larder
  }

  @Test func beforeTheSeventhThereIsNoPaceOnlyTheShares() throws {
    let text = try household().run(["budget", "--as-of", "2026-10-03"]).stdout
    #expect(
      text == """
        Budgets for 2026-10 (as of 2026-10-03)

        CATEGORY  BUDGET  SPENT   LEFT    USED  MONTH GONE  AT THIS PACE  CUR
        food      100.00  60.00  40.00  60.0 %       9.7 %             -  EUR
        No pace before the 7th of the month: compare the share of each budget used with the share of the month gone.

        """)
  }

  @Test func fromTheSeventhThePaceIsCarriedToTheMonthsEnd() throws {
    // 60.00 × 31 ÷ 10 = 186.00, 86.00 over the budget.
    let text = try household().run(["budget", "--as-of", "2026-10-10"]).stdout
    #expect(
      text.contains("food      100.00  60.00  40.00  60.0 %      32.3 %        186.00  EUR\n"))
    #expect(text.hasSuffix("food is on pace to overspend by 86.00 EUR.\n"))
  }
}
