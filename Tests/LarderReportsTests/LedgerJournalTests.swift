import Foundation
import LarderCore
import Testing

@testable import LarderReports

/// The journal's shape: a transaction per day and store, a posting per lot, a balancing
/// posting per currency, and names that stay valid account names and payees.
@Suite struct LedgerJournalTests {
  func purchase(
    _ date: String, _ store: String, _ category: String, _ item: String, _ price: String,
    _ code: String = "EUR"
  ) throws -> LedgerJournal.Purchase {
    let currency = try Currency(code: code)
    return LedgerJournal.Purchase(
      date: try CalendarDate(parsing: date), store: store, category: category, item: item,
      quantity: Quantity(1), unit: "pcs", price: try Money(parsing: price, currency: currency))
  }

  func journal(_ purchases: [LedgerJournal.Purchase]) throws -> String {
    var text = ""
    let journal = try LedgerJournal(noStore: "no store") { text += $0 }
    for purchase in purchases { try journal.add(purchase) }
    try journal.finish()
    return text
  }

  @Test func lotsOfOneDayAndStoreMakeOneTransaction() throws {
    let text = try journal([
      try purchase("2026-10-03", "Lidl", "dairy", "Milk", "1.19"),
      try purchase("2026-10-03", "Aldi", "dairy", "Butter", "2.10"),
      try purchase("2026-10-03", "Lidl", "bakery", "Bread", "0.99"),
    ])
    #expect(
      text == """
        ; Purchases written by larder

        2026-10-03 Lidl
            expenses:food:dairy  1.19 EUR  ; 1 pcs Milk
            expenses:food:bakery  0.99 EUR  ; 1 pcs Bread
            assets:cash  -2.18 EUR

        2026-10-03 Aldi
            expenses:food:dairy  2.10 EUR  ; 1 pcs Butter
            assets:cash  -2.10 EUR


        """)
  }

  @Test func amountsKeepTheirCurrencysDecimals() throws {
    let text = try journal([
      try purchase("2026-10-03", "Aeon", "meat", "Beef", "1200", "JPY"),
      try purchase("2026-10-03", "Aeon", "meat", "Lamb", "1.250", "KWD"),
    ])
    #expect(text.contains("expenses:food:meat  1200 JPY  ;"))
    #expect(text.contains("expenses:food:meat  1.250 KWD  ;"))
    #expect(text.contains("assets:cash  -1200 JPY\n    assets:cash  -1.250 KWD\n"))
  }

  @Test func categoriesBecomeOneLevelOfAnAccountName() {
    #expect(LedgerJournal.account("Fruits:  légumes") == "Fruits- légumes")
    #expect(LedgerJournal.account(" a\tb;c\n") == "a b,c")
    #expect(LedgerJournal.account("  ") == "other")
    #expect(LedgerJournal.account("Cafe\u{301}") == "Café")
  }

  @Test func storesBecomePayeesWithoutAStatusOrACode() throws {
    #expect(LedgerJournal.payee("* (Lidl)") == "Lidl)")
    let text = try journal([try purchase("2026-10-03", "", "dairy", "Milk", "1.19")])
    #expect(text.contains("2026-10-03 no store\n"))
  }
}
