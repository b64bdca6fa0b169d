import Foundation
import Testing

/// The words sit at the bottom of the module graph: the language module depends on the
/// core and the errors alone, and a report writer is built without the database or any
/// library the reports do not use. Read from `Package.swift` and the sources themselves.
@Suite struct PackageGraphTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each target's direct dependencies, as `Package.swift` declares them.
  static let graph: [String: Set<String>] = {
    let text =
      (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
      ?? ""
    var graph: [String: Set<String>] = [:]
    let declaration =
      #/\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name: "(\w[\w-]*)"(?:,\s*dependencies: \[([^\]]*)\])?/#
    for match in text.matches(of: declaration) {
      let names = (match.output.2.map(String.init) ?? "").matches(of: #/"([\w-]+)"/#).map {
        String($0.output.1)
      }
      graph[String(match.output.1)] = Set(names)
    }
    return graph
  }()

  /// Every module `target` links, itself excluded.
  static func closure(_ target: String) -> Set<String> {
    var seen: Set<String> = []
    var next = Array(graph[target] ?? [])
    while let name = next.popLast() {
      guard seen.insert(name).inserted else { continue }
      next += graph[name] ?? []
    }
    return seen
  }

  /// The modules a folder of sources imports.
  static func imports(of folder: String) throws -> Set<String> {
    let base = root.appendingPathComponent("Sources/\(folder)")
    var found: Set<String> = []
    let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: #/(?m)^(?:@_exported |@testable )?import (\w+)/#) {
        found.insert(String(match.output.1))
      }
    }
    return found
  }

  static let cLibraries: Set<String> = [
    "CSQLite", "CSodium", "CCurl", "CZbar", "CMicroHTTPD", "CXlsxWriter", "CZlib", "CcJSON",
  ]

  @Test func thePackageIsRead() {
    #expect(Self.graph.count > 20)
    #expect(Self.graph["LarderCore"] == ["CcJSON"])
  }

  @Test func theLanguageModuleDependsOnTheCoreAndTheErrorsOnly() throws {
    #expect(Self.graph["LarderLanguage"] == ["LarderCore", "LarderErrors"])
    #expect(Self.graph["LarderErrors"] == ["LarderCore"])
    let imported = try Self.imports(of: "LarderLanguage")
    #expect(imported.isSubset(of: ["Foundation", "Synchronization", "LarderCore", "LarderErrors"]))
  }

  @Test func theErrorsImportNothingButTheCore() throws {
    #expect(try Self.imports(of: "LarderErrors").isSubset(of: ["Foundation", "LarderCore"]))
  }

  @Test func aReportWriterLinksNoDatabaseCryptoMailOrScanner() {
    let linked = Self.closure("LarderReports")
    #expect(linked.contains("LarderLanguage"))
    for module in ["LarderStore", "LarderMail", "LarderScan", "LarderWeb"] {
      #expect(!linked.contains(module), "\(module)")
    }
    #expect(linked.intersection(Self.cLibraries) == ["CXlsxWriter", "CZlib", "CcJSON"])
  }

  @Test func theWordsLinkNoCLibraryButTheCoresJSON() {
    #expect(Self.closure("LarderLanguage").intersection(Self.cLibraries) == ["CcJSON"])
  }
}
