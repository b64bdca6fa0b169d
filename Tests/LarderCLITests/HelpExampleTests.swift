import Foundation
import Testing

/// Every command's help ends with EXAMPLES; each one runs, as printed, against a copy of
/// the sample household, in the order of `larder --help` (so `undo` has a change to undo).
@Suite struct HelpExampleTests {
  /// The example command lines of every command, from the help as users see it.
  static func examples(_ larder: LarderBinary) throws -> [String] {
    let names = try LarderBinary.commandNames(larder)
    var commands: [String] = []
    for name in names {
      let help = try larder.run(["help", name], environment: ["COLUMNS": "200"]).stdout
      commands += help.split(separator: "\n").filter { $0.hasPrefix("    $ larder ") }
        .map { String($0.dropFirst("    $ ".count)) }
    }
    return commands
  }

  /// The words of a command line as a shell splits it: double quotes group, nothing else
  /// is special in the examples.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return words
  }

  @Test(.tags(.slow)) func everyExampleRunsAgainstTheSampleHousehold() throws {
    let larder = try LarderBinary.samplesCopy()
    _ = try larder.write(
      "receipt.csv",
      """
      date,item,quantity,price,unit,category,store,expires
      2026-11-28,Whole milk,2,2.38,L,dairy,Lidl,2026-12-05
      2026-11-28,Clementines,1.5,3.20,kg,produce,Market,2026-12-12

      """)
    _ = try larder.write(
      "ticket.txt",
      """
      CARREFOUR
      28/11/2026
      CR.FRAICHE EP.30%     1,69
      SAC                   0,10
      BAGUETTE              1,21
      TOTAL                 3,00

      """)
    // A Grocy database for 'import --from-grocy', with the tables Larder needs and no rows.
    _ = try larder.sqlite(
      """
      CREATE TABLE quantity_units (id INTEGER PRIMARY KEY, name TEXT);
      CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, qu_id_stock INTEGER);
      CREATE TABLE stock_log (
        id INTEGER PRIMARY KEY, product_id INTEGER, amount REAL, stock_id TEXT,
        transaction_type TEXT);
      """, database: larder.path("grocy.db"))
    let (drawn, output) = try LarderBinary.python([
      LarderBinary.root.appendingPathComponent("Tests/Fixtures/make_barcode_photo.py").path,
      larder.path("shelf.jpg"), "ean13:400638133393",
    ])
    #expect(drawn == 0, "\(output)")
    _ = try larder.write(
      "products.jsonl",
      #"{"code":"3017620422003","product_name":"Crème fraîche","quantity":"20 cl"}"# + "\n")
    let examples = try Self.examples(larder)
    #expect(examples.count >= 25)
    for example in examples {
      let words = Self.words(example)
      #expect(words.first == "larder")
      // A new member's password comes on standard input, as a person types it.
      let password = words.contains("--add-member") ? "correct horse battery\n" : nil
      let result = try larder.run(Array(words.dropFirst()), stdin: password)
      #expect(result.status == 0, "\(example): \(result.stderr)")
    }
  }

  @Test func theShellWordsOfAnExample() {
    #expect(
      Self.words("larder add \"Whole milk\" 2 --unit L")
        == ["larder", "add", "Whole milk", "2", "--unit", "L"])
    #expect(Self.words("larder x \"\"") == ["larder", "x", ""])
  }
}
