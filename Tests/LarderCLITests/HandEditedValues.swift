import Foundation

/// Values that no way into Larder accepts (a control character in a name, a store or a
/// category), put into a database by hand, as an older Larder or a hand edit could have
/// left them: for the tests that every output still keeps them inert.
extension LarderBinary {
  /// The placeholder that stands for `values[index]` until `putHandEdited` replaces it.
  static func placeholder(_ index: Int) -> String { "⟦\(index)⟧" }

  /// `values`, each one that Larder would refuse (it holds a control character) replaced by
  /// its placeholder, to import.
  static func importable(_ values: [String]) -> [String] {
    values.enumerated().map { index, value in
      value.unicodeScalars.contains { $0.properties.generalCategory == .control }
        ? placeholder(index) : value
    }
  }

  /// Replaces each placeholder in every text column of every table by the value it stands
  /// for (lowercased in the name's keys), with SQLite as a hand edit would.
  func putHandEdited(_ values: [String]) throws {
    let replacements = values.enumerated().map { [Self.placeholder($0.offset), $0.element] }
    let (status, output) = try LarderBinary.python([
      "-c",
      """
      import json, sqlite3, sys
      db = sqlite3.connect(sys.argv[1])
      tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
      for table in tables:
          for column in db.execute(f'PRAGMA table_info("{table}")').fetchall():
              if column[2].upper() != 'TEXT':
                  continue
              for placeholder, value in json.loads(sys.argv[2]):
                  # The name's keys are folded (for these values: lowercased).
                  if column[1] in ('name_key', 'search_key'):
                      value = value.lower()
                  db.execute(
                      f'UPDATE "{table}" SET "{column[1]}" = replace("{column[1]}", ?, ?)',
                      (placeholder, value))
      db.commit()
      print('ok')
      """,
      database,
      String(decoding: try JSONEncoder().encode(replacements), as: UTF8.self),
    ])
    guard status == 0 else { throw SampleImportFailed(message: "hand edit: \(output)") }
  }
}
