import Foundation
import Testing

/// Names that are code somewhere are stored verbatim and come back inert from every writer:
/// Markdown, report CSV, XLSX, the e-mail (headers and HTML), iCalendar and the exports.
/// Those with control characters, which no way in accepts, are put in by hand, as an older
/// Larder or a hand edit could have left them.
@Suite struct InjectionTests {
  static let names = [
    "'); DROP TABLE lots;--", "=HYPERLINK(\"http://x\",\"y\")", "@SUM(1)",
    "<img src=x onerror=alert(1)>", "| col |", "Ω≈ç√",
    String(repeating: "Long name ", count: 99) + "end",
    "Line one\r\nBcc: victim@example.org", "+1 tab\there", "-2 lone\rreturn",
  ]

  /// Each name is an item, the store of the next item and the category of the one after,
  /// bought in October and expiring on 2 November.
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    func quoted(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    var csv = "date,item,quantity,price,store,category,expires\r\n"
    let names = LarderBinary.importable(Self.names)
    for (index, name) in names.enumerated() {
      csv +=
        "2026-10-30,\(quoted(name)),2,3.50,\(quoted(names[(index + 1) % names.count])),"
        + "\(quoted(names[(index + 2) % names.count])),2026-11-02\r\n"
    }
    let result = try larder.run(["import", try larder.write("hostile.csv", csv)])
    #expect(result.status == 0, "\(result.stderr)")
    try larder.putHandEdited(Self.names)
    return larder
  }

  func python(_ code: String, _ arguments: [String]) throws -> String {
    let (status, output) = try LarderBinary.python(["-c", code] + arguments)
    #expect(status == 0, "\(output)")
    return output
  }

  @Test func namesAreStoredVerbatim() throws {
    let larder = try household()
    #expect(try larder.run(["export", "--format", "csv", "--output", "out"]).status == 0)
    let output = try python(
      """
      import csv, json, sys
      rows = list(csv.DictReader(open(sys.argv[1], newline='', encoding='utf-8')))
      print(json.dumps([[r['item'], r['store'], r['category']] for r in rows]))
      """, [larder.path("out/purchases.csv")])
    let rows = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
    let names = Self.names
    #expect(rows.map { $0[0] } == names)
    #expect(rows.map { $0[1] } == names.indices.map { names[($0 + 1) % names.count] })
    #expect(rows.map { $0[2] } == names.indices.map { names[($0 + 2) % names.count] })
    #expect(try larder.run(["list", "--all"]).status == 0)
  }

  @Test func markdownEscapesThem() throws {
    let larder = try household()
    let markdown = try larder.run(["report", "--as-of", "2026-11-01"]).stdout
    #expect(!markdown.contains("<img"))
    #expect(markdown.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(markdown.contains("\\| col \\|"))
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(!line.contains("\r"))
      if line.contains("Bcc:") { #expect(line.hasPrefix("|") && line.hasSuffix("|"), "\(line)") }
    }
  }

  @Test func theReportCSVNeutralisesFormulas() throws {
    let larder = try household()
    let csv = try larder.run(["report", "--as-of", "2026-11-01", "--format", "csv"]).stdout
    let (status, checked) = try LarderBinary.python(
      [
        "-c",
        """
        import csv, io, sys
        bad = [c for row in csv.reader(io.StringIO(sys.stdin.read(), newline='')) for c in row
               if c and c[0] in '=+@\\t\\r' or (c.startswith('-') and not c[1:2].isdigit() and c != '-')]
        print(bad)
        """,
      ], stdin: csv)
    #expect(status == 0 && checked == "[]\n", "\(checked)")
    #expect(csv.contains("'=HYPERLINK"))
    #expect(csv.contains("'@SUM(1)"))
  }

  @Test func theWorkbooksHoldThemAsStringCells() throws {
    let larder = try household()
    #expect(
      try larder.run([
        "report", "--as-of", "2026-11-01", "--format", "xlsx", "--output", "report.xlsx",
      ]).status == 0)
    #expect(
      try larder.run(["export", "--output", "export.xlsx", "--as-of", "2026-11-01"]).status == 0)
    let output = try python(
      """
      import json, sys, openpyxl
      names = json.loads(sys.argv[1])
      for path in sys.argv[2:]:
          book = openpyxl.load_workbook(path)
          seen = set()
          for sheet in book.worksheets:
              for row in sheet.iter_rows():
                  for cell in row:
                      if cell.data_type == 'f' and not sheet.title.startswith('Spending'):
                          print('FORMULA', sheet.title, cell.coordinate, cell.value)
                      # OOXML writes CR as _x000D_, which openpyxl leaves as it is.
                      if cell.data_type == 's': seen.add(cell.value.replace('_x000D_', '\\r'))
          for name in names:
              if name not in seen:
                  print('MISSING', path, repr(name[:40]))
      print('checked')
      """,
      [
        String(decoding: try JSONEncoder().encode(Self.names), as: UTF8.self),
        larder.path("report.xlsx"), larder.path("export.xlsx"),
      ])
    #expect(output == "checked\n")
  }

  @Test func theEmailEscapesThemAndKeepsItsHeaders() throws {
    let larder = try household()
    let result = try larder.run([
      "digest", "--as-of", "2026-11-01", "--to", "me@example.org", "--output", "digest.eml",
      "--subject", Self.names[7],
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python(
      [
        LarderBinary.checker("check_digest_mail.py"), larder.path("digest.eml"),
        "Line one Bcc: victim@example.org",
      ] + Self.names)
    #expect(status == 0 && output == "ok\n", "\(output)")
  }

  @Test func theCalendarEscapesThem() throws {
    let larder = try household()
    #expect(
      try larder.run(["calendar", "--as-of", "2026-11-01", "--output", "larder.ics"]).status == 0)
    let summaries = Self.names.map { name in
      name.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\r", with: " ")
        .replacingOccurrences(of: "\t", with: " ") + ": 2 pcs"
    }
    let (status, output) = try LarderBinary.python(
      [
        LarderBinary.checker("check_calendar.py"), larder.path("larder.ics"), "2026-11-01",
        "\(Self.names.count)",
      ] + summaries)
    #expect(status == 0 && output == "ok\n", "\(output)")
  }
}
