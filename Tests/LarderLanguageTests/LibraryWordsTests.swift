import Foundation
import Testing

/// The libraries never name a command or an option: a hint such as "see 'larder search'"
/// or "give --price" is the command line's, added to their messages where it shows them.
/// Read from the sources of every module beneath the command line and the web.
@Suite struct LibraryWordsTests {
  static let libraries = [
    "LarderCore", "LarderErrors", "LarderStore", "LarderReports", "LarderLanguage/Messages",
    "LarderMail", "LarderScan", "LarderFiles", "LarderLoading",
  ]

  /// The lines of code (not comments) under `folder` holding a string literal that names
  /// a command (`larder add`) or an option (` --unit`), as "path:line: text".
  static func namingLines(in folder: String) throws -> [String] {
    let base = PackageGraphTests.root.appendingPathComponent("Sources/\(folder)")
    let naming = #/"[^"\n]*(?:larder [a-z]+|(?:^|[ '(])--[a-z][a-z-]+)[^"\n]*"/#
    var found: [String] = []
    let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let lines = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        && line.contains(naming)
      {
        found.append("\(file.lastPathComponent):\(number + 1): \(line)")
      }
    }
    return found
  }

  @Test(arguments: libraries)
  func noLibraryNamesACommandOrAnOption(_ folder: String) throws {
    let found = try Self.namingLines(in: folder)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func theCommandLineNamesThem() throws {
    #expect(try !Self.namingLines(in: "LarderCommandLine/Messages").isEmpty)
  }
}
