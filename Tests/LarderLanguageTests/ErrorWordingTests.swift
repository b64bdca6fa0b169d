import Foundation
import Testing

/// Errors are values: no error type, nor a reason it carries, words itself in English
/// (`description`); the language module renders every message, English included, once.
/// Read from the sources, so that a new error type is held to it too.
@Suite struct ErrorWordingTests {
  /// Every Swift file under Sources, by path.
  static let sources: [(path: String, text: String)] = {
    let base = PackageGraphTests.root.appendingPathComponent("Sources")
    var found: [(String, String)] = []
    let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift",
        let text = try? String(contentsOf: file, encoding: .utf8)
      else { continue }
      found.append((String(file.path.dropFirst(base.path.count + 1)), text))
    }
    return found.sorted { $0.0 < $1.0 }
  }()

  /// The names of the types declared as errors (`enum X: Error`, `struct X: …, Error`).
  static let errorTypes: [String] = {
    let declaration =
      #/(?m)^\s*(?:public |internal |private |fileprivate )?(?:final )?(?:enum|struct|class) (\w+)\s*:[^{]*\bError\b[^{]*\{/#
    // Swift's regular expressions are slow: only files that name `Error` are searched.
    return Set(
      sources.filter { $0.text.contains("Error") }.flatMap {
        $0.text.matches(of: declaration).map { String($0.output.1) }
      }
    ).sorted()
  }()

  /// The body of each declaration or extension of an error type in `text`, from its brace
  /// to the matching one (nested reasons included), by the type's name.
  static func errorBodies(in text: String) -> [(name: String, body: Substring)] {
    let names = errorTypes.joined(separator: "|")
    guard
      let opening = try? Regex(
        #"(?m)^\s*(?:public |internal |private |fileprivate )?(?:final )?(?:enum|struct|class|extension) ("#
          + names + #")\b[^{]*\{"#)
    else { return [] }
    return text.matches(of: opening).map { match in
      var depth = 1
      var index = match.range.upperBound
      while depth > 0, index < text.endIndex {
        if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1 }
        index = text.index(after: index)
      }
      let name = match.output[1].substring.map(String.init) ?? ""
      return (name, text[match.range.lowerBound..<index])
    }
  }

  @Test func theSourcesDeclareErrors() {
    #expect(Self.errorTypes.contains("StoreError"))
    #expect(Self.errorTypes.contains("ValueError"))
    #expect(Self.errorTypes.count > 15)
    let store = Self.sources.first { $0.path.hasSuffix("StoreError.swift") }?.text ?? ""
    #expect(Self.errorBodies(in: store).map(\.name) == ["StoreError"])
  }

  @Test func noErrorTypeWordsItselfInEnglish() {
    var worded: [String] = []
    // Only a file that says `description` or `CustomStringConvertible` can word one.
    let suspects = Self.sources.filter {
      $0.text.contains("description") || $0.text.contains("CustomStringConvertible")
    }
    for (path, text) in suspects {
      for (name, body) in Self.errorBodies(in: text)
      where body.contains("var description") || body.contains("CustomStringConvertible") {
        worded.append("\(name) in \(path)")
      }
    }
    #expect(worded.isEmpty, "word these in LarderLanguage: \(worded.joined(separator: "; "))")
  }
}
