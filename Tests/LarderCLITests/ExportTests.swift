import Foundation
import Testing

/// `larder export`: CSV files that import back byte for byte, and a workbook that a real
/// reader (openpyxl) finds typed, totalled and split at the row limit.
@Suite(.serialized) struct ExportTests {

  /// Exports `from` as CSV into `folder`, imports that into a new database, exports it
  /// again, and returns both exports' files.
  func roundTrip(_ from: LarderBinary) throws -> (first: [Data], second: [Data]) {
    #expect(try from.run(["export", "--format", "csv", "--output", "first"]).status == 0)
    let copy = try LarderBinary()
    for file in ["purchases", "events"] {
      let result = try copy.run(["import", from.path("first/\(file).csv")])
      #expect(result.status == 0, "\(result.stderr)")
    }
    #expect(try copy.run(["export", "--format", "csv", "--output", "second"]).status == 0)
    let files = ["purchases.csv", "events.csv"]
    return (
      try files.map { try from.bytes("first/\($0)") },
      try files.map { try copy.bytes("second/\($0)") }
    )
  }

  @Test func theSampleHouseholdRoundTripsByteForByte() throws {
    let larder = try LarderBinary.samplesCopy()
    let (first, second) = try roundTrip(larder)
    #expect(first == second)
    let purchases = String(decoding: first[0], as: UTF8.self)
    #expect(purchases.hasPrefix("date,item,quantity,price,unit,category,currency,store,expires,"))
    #expect(purchases.components(separatedBy: "\r\n").count == 1_747 + 2)
  }

  @Test func openedFrozenAndBestBeforeLotsRoundTripByteForByte() throws {
    let larder = try LarderBinary()
    for arguments in [
      ["add", "Milk", "3", "--unit", "L", "--price", "5.00", "--date", "2026-10-28"],
      ["add", "Rice", "1", "--date", "2026-10-01", "--best-before", "2027-03"],
      ["edit", "Milk", "--opened-life", "3", "--frozen-life", "90"],
      ["open", "Milk", "1", "--date", "2026-11-01"],
      // The opened litre, first to expire, is frozen; another is opened.
      ["freeze", "Milk", "1", "--date", "2026-11-02"],
      ["open", "Milk", "1", "--date", "2026-11-03"],
    ] {
      let result = try larder.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    let (first, second) = try roundTrip(larder)
    #expect(first == second)
    let purchases = String(decoding: first[0], as: UTF8.self)
    #expect(purchases.contains(",best-before,no,yes,sealed,,,,,,,\r\n"))
    #expect(purchases.contains(",use-by,yes,no,opened,2026-11-03,,,,,,\r\n"))
    #expect(purchases.contains(",best-before,yes,no,frozen,2026-11-02,,,,,,\r\n"))
  }

  @Test func aHouseholdWithoutEventsRoundTripsByteForByte() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-10-01"]).status == 0)
    let (first, second) = try roundTrip(larder)
    #expect(first == second)
    #expect(String(decoding: first[1], as: UTF8.self) == "date,item,action,quantity,note,lot\r\n")
  }

  @Test func anItemWithAnEmptyCategoryFromAnOlderLarderRoundTrips() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-10-01"]).status == 0)
    // What an older Larder could store: an empty category, before migrations 4 to 8.
    let triggers = ["items", "lots", "events", "imports", "budgets"].flatMap { table in
      ["insert", "update", "delete"].map { "DROP TRIGGER \(table)_\($0)_recorded;" }
    }
    _ = try larder.sqlite(
      "UPDATE items SET category = ''; DELETE FROM larder_migrations WHERE version >= 4; "
        + "PRAGMA application_id = 0; " + triggers.joined(separator: " ")
        + " ALTER TABLE items DROP COLUMN home_assistant;"
        + " ALTER TABLE items DROP COLUMN grams_per_ml; ALTER TABLE items DROP COLUMN grams_per_piece;"
        + " DROP TABLE planned_meals; DROP TABLE ingredient_matches;"
        + " DROP TABLE recipe_ingredients; DROP TABLE recipes;"
        + " DROP TABLE item_names; DROP TABLE category_names;"
        + " ALTER TABLE lots DROP COLUMN payment;"
        + " DROP TABLE request_keys; DROP TABLE members; DROP TABLE shopping_lines;"
        + " DROP TABLE api_tokens; DROP TABLE webhook_attempts; DROP TABLE webhook_messages;"
        + " DROP TABLE receipt_aliases; DROP TABLE receipts;"
        + " DROP TABLE category_map; DROP TABLE item_barcodes; DROP TABLE change_ranges; DROP TABLE change_rows; DROP TABLE change_open;"
        + " DROP TABLE changes;"
        + " DROP TABLE budgets; DROP TABLE spending_days; DROP TABLE use_days;"
        + " DROP TABLE price_months; DROP TABLE pack_sizes; DROP TABLE spending_months;"
        + " ALTER TABLE imports DROP COLUMN scheme; DROP INDEX lots_held_by_expiry;"
        + " DROP INDEX lots_held_by_item;"
        + ["shelf_life", "opened_life", "frozen_life", "thawed_life", "date_kind"].map {
          " ALTER TABLE items DROP COLUMN \($0);"
        }.joined()
        + ["date_kind", "expires_estimated", "expires_month", "state", "state_on"].map {
          " ALTER TABLE lots DROP COLUMN \($0);"
        }.joined())
    let (first, second) = try roundTrip(larder)
    #expect(first == second)
    #expect(try larder.sqlite("SELECT category FROM items") == "other")
  }

  @Test func theRoundTripKeepsTheFiguresAndTheLots() throws {
    let larder = try LarderBinary.samplesCopy()
    #expect(try larder.run(["export", "--format", "csv", "--output", "figures"]).status == 0)
    let copy = try LarderBinary()
    for file in ["purchases", "events"] {
      #expect(try copy.run(["import", larder.path("figures/\(file).csv")]).status == 0)
    }
    try copy.setSampleBudgets()
    // Items get new ids on import (the files carry lots' ids, not items'), so the list is
    // compared without them.
    let figures = { (result: LarderBinary.Result) in
      result.stdout.split(separator: "\n").filter { !$0.hasPrefix("    \"id\": ") }
    }
    for arguments in [
      ["report", "--as-of", "2026-11-01", "--format", "csv"],
      ["list", "--all", "--format", "json", "--as-of", "2026-11-01"],
      ["waste", "--from", "2026-01-01", "--to", "2026-12-31", "--format", "json"],
    ] {
      let original = try larder.run(arguments)
      #expect(original.status == 0, "\(arguments): \(original.stderr)")
      #expect(figures(try copy.run(arguments)) == figures(original), "\(arguments)")
    }
  }

  @Test func adversarialValuesRoundTripExactly() throws {
    let larder = try LarderBinary()
    let note = String(repeating: "0123456789", count: 1_000)
    let names = [
      "He said \"hi\", then left", "semi;colon, comma", "back\\slash", "Café 🥐 croissant",
      "חלב", "=HYPERLINK(\"http://x\",\"y\")", "+1", "-2", "@SUM(1)", " padded ",
    ]
    var csv = "date,item,quantity,price,store,note\r\n"
    for (index, name) in names.enumerated() {
      let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
      csv +=
        "2026-10-0\(index % 9 + 1),\(quoted),1.5,2.25,\(quoted),\(index == 0 ? note : quoted)\r\n"
    }
    let file = try larder.write("hostile.csv", csv)
    #expect(try larder.run(["import", file]).status == 0)
    let events = try larder.write(
      "events.csv",
      "date,item,action,quantity,note\r\n2026-10-09,+1,consume,0.5,\"=1+1, \"\"x\"\"\"\r\n")
    #expect(try larder.run(["import", events]).status == 0)
    let (first, second) = try roundTrip(larder)
    #expect(first == second)
    let (status, output) = try LarderBinary.python([
      "-c",
      """
      import csv, json, sys
      rows = list(csv.DictReader(open(sys.argv[1], newline='', encoding='utf-8')))
      print(json.dumps([[r['item'], r['store'], r['note'], r['quantity'], r['price']] for r in rows]))
      """,
      larder.path("first/purchases.csv"),
    ])
    #expect(status == 0, "\(output)")
    let rows = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
    // Names and stores are kept without the white space around them; notes exactly.
    let trimmed = names.map { $0 == " padded " ? "padded" : $0 }
    #expect(rows.map { $0[0] } == trimmed)
    #expect(rows.map { $0[1] } == trimmed)
    #expect(rows.map { $0[2] } == [note] + names.dropFirst())
    #expect(Set(rows.map { $0[3] + " " + $0[4] }) == ["1.5 2.25"])
    #expect(try larder.bytes("first/events.csv").count > 0)
    #expect(
      String(decoding: try larder.bytes("first/events.csv"), as: UTF8.self).contains(
        "\"=1+1, \"\"x\"\"\""))
  }

  @Test(.tags(.slow)) func theWorkbookReadsBackTypedWithSumTotals() throws {
    let larder = try LarderBinary.samplesCopy()
    let result = try larder.run(["export", "--output", "all.xlsx", "--as-of", "2026-11-01"])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_export_xlsx.py"), larder.path("all.xlsx"), "1747", "8184",
      "1048576",
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
  }

  @Test(.tags(.slow)) func longSheetsContinueOnNumberedSheetsPastTheRowLimit() throws {
    let larder = try LarderBinary.samplesCopy()
    let result = try larder.run([
      "export", "--output", "split.xlsx", "--as-of", "2026-11-01", "--max-rows", "500",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_export_xlsx.py"), larder.path("split.xlsx"), "1747", "8184",
      "500",
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
    let (_, names) = try LarderBinary.python([
      "-c",
      "import openpyxl,sys; print(openpyxl.load_workbook(sys.argv[1], read_only=True).sheetnames)",
      larder.path("split.xlsx"),
    ])
    #expect(
      names.contains("'Purchases', 'Purchases (2)', 'Purchases (3)', 'Purchases (4)', 'Events'"))
    #expect(names.contains("'Events (17)', 'Stock'"))
  }

  @Test(.tags(.slow)) func aWorkbookExportedInJapaneseIsInJapanese() throws {
    let larder = try LarderBinary.samplesCopy()
    let result = try larder.run([
      "export", "--lang", "ja", "--output", "ja.xlsx", "--as-of", "2026-11-01",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let (_, read) = try LarderBinary.python([
      "-c",
      """
      import openpyxl, sys
      wb = openpyxl.load_workbook(sys.argv[1])
      print(wb.sheetnames)
      print([c.value for c in next(wb['記録'].iter_rows(max_row=1))])
      print(wb['記録']['C2'].value, wb['購入記録']['K2'].value, wb.properties.title)
      """,
      larder.path("ja.xlsx"),
    ])
    #expect(
      read == """
        ['概要', '支出', '支出（CHF）', '購入記録', '記録', '在庫', '期限間近']
        ['日付', '品目', '操作', '数量', '単位', 'ロット', 'ロット購入日', 'メモ']
        使用 使い切り Larder エクスポート

        """, "\(read)")
  }

  @Test func aDateRangeLimitsThePurchasesAndEvents() throws {
    let larder = try LarderBinary.samplesCopy()
    let result = try larder.run([
      "export", "--output", "october.xlsx", "--from", "2026-10-01", "--to", "2026-10-31",
      "--as-of", "2026-11-01",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let (_, counts) = try LarderBinary.python([
      "-c",
      """
      import openpyxl, sys
      wb = openpyxl.load_workbook(sys.argv[1])
      months = sum(1 for r in wb['Spending'].iter_rows(min_row=2) if len(str(r[0].value)) == 7)
      print(wb['Purchases'].max_row - 1, months, min(r[0].value for r in wb['Purchases'].iter_rows(min_row=2)).date())
      """,
      larder.path("october.xlsx"),
    ])
    #expect(counts == "130 1 2026-10-01\n", "\(counts)")
  }

  @Test func theCSVExportRefusesADateRange() throws {
    let larder = try LarderBinary()
    let result = try larder.run([
      "export", "--format", "csv", "--output", "out", "--from", "2026-10-01", "--to", "2026-10-31",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("always the whole household"))
  }

  @Test func anExportNeedsAnOutput() throws {
    let result = try LarderBinary().run(["export"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Missing --output"))
  }

  @Test func noProgressLineWhenStandardErrorIsNotATerminal() throws {
    let larder = try LarderBinary.samplesCopy()
    let result = try larder.run(["export", "--format", "csv", "--output", "quiet"])
    #expect(result.stderr == "Wrote quiet/purchases.csv and quiet/events.csv.\n")
    let imported = try LarderBinary().run(["import", larder.path("quiet/purchases.csv")])
    #expect(imported.stderr == "")
  }

  @Test func aProgressLineOnATerminalShowsRowsTotalAndRate() throws {
    let larder = try LarderBinary.samplesCopy()
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = [
      "-qec",
      "\(LarderBinary.executable.path) export --format csv --output \(larder.path("tty")) --db \(larder.database)",
      "/dev/null",
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardInput = Pipe()
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(text.contains("9,931 of 9,931 rows, "), "\(text)")
    #expect(text.contains(" rows/s"))
  }
}
