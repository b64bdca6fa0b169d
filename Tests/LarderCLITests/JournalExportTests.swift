import Foundation
import Testing

/// `larder export --format journal`: the real hledger and ledger read the file and give,
/// per category and currency, the totals `larder spending` gives over the same period.
@Suite struct JournalExportTests {
  /// Two currencies (one without decimals), categories with accents and a space, two
  /// stores, two days, and two lots of one day at one store; one purchase after the period.
  static let purchases = """
    date,item,quantity,price,unit,category,currency,store
    2026-10-03,Rice,1.5,3.99,kg,Épicerie,EUR,Lidl
    2026-10-03,Crème fraîche,2,2.50,pcs,Produits laitiers,EUR,Lidl
    2026-10-03,Tofu,1,380,pcs,Épicerie,JPY,Aeon
    2026-10-04,Milk,1,1.19,L,Produits laitiers,EUR,Aeon
    2026-10-04,Natto,3,198,pcs,Produits laitiers,JPY,Aeon
    2026-11-02,Rice,1,4.10,kg,Épicerie,EUR,Lidl

    """

  func exported(_ larder: LarderBinary) throws -> String {
    let file = try larder.write("purchases.csv", Self.purchases)
    #expect(try larder.run(["import", file]).status == 0)
    let result = try larder.run([
      "export", "--format", "journal", "--from", "2026-10-01", "--to", "2026-10-31", "--output",
      "october.journal",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return larder.path("october.journal")
  }

  /// `category currency` → amount, from `larder spending --format json`.
  func spending(_ larder: LarderBinary) throws -> [String: String] {
    let result = try larder.run([
      "spending", "--from", "2026-10-01", "--to", "2026-10-31", "--by", "category", "--format",
      "json",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let rows = (object as? [String: Any])?["rows"] as? [[String: String]] ?? []
    return Dictionary(
      rows.map { ("\($0["key"] ?? "") \($0["currency"] ?? "")", $0["amount"] ?? "") },
      uniquingKeysWith: { first, _ in first })
  }

  /// A flat balance report as `category currency` → amount: the amounts of an account
  /// with several currencies stand on lines of their own above the line naming it.
  func balances(_ report: String) -> [String: String] {
    var pending: [(String, String)] = []
    var out: [String: String] = [:]
    for line in report.split(separator: "\n") {
      let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")
        .filter { !$0.isEmpty }
      let amount = parts[0].split(separator: " ").map(String.init)
      guard amount.count == 2 else { continue }
      pending.append((amount[0], amount[1]))
      if parts.count > 1 {
        let category = parts[1].trimmingCharacters(in: .whitespaces)
          .replacingOccurrences(of: "expenses:food:", with: "")
        for (value, currency) in pending { out["\(category) \(currency)"] = value }
        pending = []
      }
    }
    return out
  }

  func run(_ larder: LarderBinary, _ arguments: [String]) throws -> String {
    let process = larder.process("/usr/bin/env", arguments)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(arguments): \(text)")
    return text
  }

  @Test func hledgerAndLedgerGiveTheTotalsOfSpending() throws {
    let larder = try LarderBinary()
    let journal = try exported(larder)
    let expected = try spending(larder)
    #expect(
      expected == [
        "Épicerie EUR": "3.99", "Épicerie JPY": "380", "Produits laitiers EUR": "3.69",
        "Produits laitiers JPY": "198",
      ])
    let hledger = try run(
      larder, ["hledger", "-f", journal, "balance", "--flat", "-N", "expenses"])
    #expect(balances(hledger) == expected, "\(hledger)")
    let ledger = try run(
      larder, ["ledger", "-f", journal, "balance", "--flat", "--no-total", "expenses"])
    #expect(balances(ledger) == expected, "\(ledger)")
    _ = try run(larder, ["hledger", "-f", journal, "check"])
  }

  @Test func eachPurchaseIsPaidFromTheAccountOfItsPayment() throws {
    let larder = try LarderBinary(.noDatabase)
    let card = try larder.write(
      "card.txt", "MONOPRIX\n02/12/2026\nPAIN  1,10\nTOTAL  1,10\nCB EMV SANS CONTACT  1,10\n")
    let cash = try larder.write(
      "cash.txt", "MONOPRIX\n02/12/2026 19:00\nLAIT  0,99\nTOTAL  0,99\nESPECES  5,00\n")
    let plain = try larder.write("plain.txt", "MARCHE\n03/12/2026\nPOMMES  2,00\nTOTAL  2,00\n")
    for (file, map) in [(card, "PAIN=Pain"), (cash, "LAIT=Lait"), (plain, "POMMES=Pommes")] {
      let recorded = try larder.run(["receipt", file, "--map", map, "--yes"])
      #expect(recorded.status == 0, "\(recorded.stderr)")
    }
    let result = try larder.run([
      "export", "--format", "journal", "--account", "card=assets:bank:checking", "--account",
      "other=assets:wallet", "--output", "all.journal",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let journal = larder.path("all.journal")
    let hledger = try run(larder, ["hledger", "-f", journal, "balance", "--flat", "-N", "assets"])
    #expect(hledger.contains("-1.10 EUR  assets:bank:checking"), "\(hledger)")
    #expect(hledger.contains("-0.99 EUR  assets:cash"), "\(hledger)")
    #expect(hledger.contains("-2.00 EUR  assets:wallet"), "\(hledger)")
    _ = try run(larder, ["hledger", "-f", journal, "check"])
    let ledger = try run(larder, ["ledger", "-f", journal, "balance", "--flat", "assets"])
    #expect(ledger.contains("-1.10 EUR  assets:bank:checking"), "\(ledger)")
  }

  @Test func anAccountForAnUnknownMethodIsRefused() throws {
    let larder = try LarderBinary()
    let result = try larder.run([
      "export", "--format", "journal", "--account", "bank=assets:bank", "--output", "x.journal",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'bank' is no payment method; give card, cash or other"))
  }

  @Test func aNameThatReadsAsADateKeepsItsPostingInThePeriod() throws {
    // ledger reads `[2026-12-01]` in a note as the posting's date and refuses `[6]`;
    // hledger reads both that and a `date:` tag: each would move a posting out of October.
    let larder = try LarderBinary()
    let file = try larder.write(
      "purchases.csv",
      """
      date,item,quantity,price,category,store
      2026-10-04,Eggs [6],6,3.00,dairy,Aeon
      2026-10-04,Jam [2026-12-01] date:2026-12-05,1,2.00,pantry,Aeon

      """)
    #expect(try larder.run(["import", file]).status == 0)
    let result = try larder.run([
      "export", "--format", "journal", "--from", "2026-10-01", "--to", "2026-10-31", "--output",
      "october.journal",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let journal = larder.path("october.journal")
    let expected = ["dairy EUR": "3.00", "pantry EUR": "2.00"]
    let hledger = try run(
      larder, ["hledger", "-f", journal, "balance", "--flat", "-N", "-e", "2026-11-01", "expenses"])
    #expect(balances(hledger) == expected, "\(hledger)")
    let ledger = try run(
      larder,
      [
        "ledger", "-f", journal, "balance", "--flat", "--no-total", "-e", "2026-11-01", "expenses",
      ])
    #expect(balances(ledger) == expected, "\(ledger)")
  }

  @Test func oneTransactionPerDayAndStoreWithAPostingPerLot() throws {
    let larder = try LarderBinary()
    let journal = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: exported(larder))), as: UTF8.self)
    #expect(
      journal == """
        ; Purchases written by larder

        2026-10-03 Lidl
            expenses:food:Épicerie  3.99 EUR  ; 1.5 kg Rice
            expenses:food:Produits laitiers  2.50 EUR  ; 2 pcs Crème fraîche
            assets:cash  -6.49 EUR

        2026-10-03 Aeon
            expenses:food:Épicerie  380 JPY  ; 1 pcs Tofu
            assets:cash  -380 JPY

        2026-10-04 Aeon
            expenses:food:Produits laitiers  1.19 EUR  ; 1 L Milk
            expenses:food:Produits laitiers  198 JPY  ; 3 pcs Natto
            assets:cash  -1.19 EUR
            assets:cash  -198 JPY


        """)
  }
}
