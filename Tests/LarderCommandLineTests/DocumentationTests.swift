import Foundation
import Testing

@testable import LarderCommandLine

/// The README and the guides in docs/ name only what exists: every `larder COMMAND` is a
/// command of the specs, every option on a `larder` command line is one that command
/// takes, every option named alone is one some command takes, every man page named is one
/// `--generate-manual` writes, and every definition cited is one of docs/definitions.md.
@Suite struct DocumentationTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and docs/*.md, by their path from the root, with their text.
  static func documents() throws -> [(name: String, text: String)] {
    let docs = root.appendingPathComponent("docs")
    let guides = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return try (["README.md"] + guides).map { name in
      (name, try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// The options of `larder` itself, before any command.
  static let programOptions: Set<String> = [
    "--version", "--help", "--generate-manual", "--generate-completion-script", "--help-texts",
  ]

  /// The text in code, each piece on its own: the lines of fenced blocks (without a line
  /// followed by `Error: Unknown`, a mistake shown on purpose) and `spans`, which may run
  /// over a line end.
  static func code(_ text: String) -> [String] {
    var pieces: [String] = []
    var prose = ""
    var block: [String]?
    func spans(_ prose: String) -> [String] {
      prose.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { $0.element.replacingOccurrences(of: "\n", with: " ") }
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let lines = block {
          pieces += zip(lines, lines.dropFirst() + [""]).filter {
            !$0.1.hasPrefix("Error: Unknown")
          }.map(\.0)
          block = nil
        } else {
          pieces += spans(prose)
          prose = ""
          block = []
        }
      } else if block != nil {
        block?.append(line)
      } else {
        prose += line + "\n"
      }
    }
    return pieces + spans(prose)
  }

  /// The `larder` command lines in a piece of code: from `larder` to the end of the piece or
  /// of the shell command (`|`, `;`, `&`, `#`, `<`, `>`), as words.
  static func commandLines(_ piece: String) -> [[String]] {
    // A table cell's `\|` is the `|` between alternatives, not a pipe.
    piece.replacingOccurrences(of: "\\|", with: " ")
      .matches(of: /(?:^|[^\w.\/\-$=])larder((?: +[^|;&#<>\n]*)?)/).map { match in
        match.1.split(separator: " ").map(String.init)
      }
  }

  /// What is wrong with one `larder` command line: an unknown command, or an option its
  /// command does not take.
  static func problems(_ words: [String]) -> [String] {
    var rest = words[...]
    // Options that come before the command, and their values.
    while let first = rest.first, first.hasPrefix("-") {
      rest = rest.dropFirst()
      if programOptions.contains(first) || first == "-h" { return [] }
      if first == "--lang" || first == "--db" { rest = rest.dropFirst() }
    }
    // A command named in prose ends at a quote or a punctuation mark: `'larder add' or`.
    guard let word = rest.first, word.first?.isLetter == true, word == word.lowercased() else {
      return []
    }
    let name = word.trimmingCharacters(in: CharacterSet(charactersIn: "'\",.:;)"))
    guard let spec = Larder.commands.first(where: { $0.spec.name == name })?.spec else {
      return ["no command '\(name)'"]
    }
    let options = Set(spec.allOptions.map { "--" + $0.name } + ["--help"])
    return rest.dropFirst().flatMap { word in
      word.matches(of: /(?:^|[^\w-])(--[a-z][a-z0-9-]*)/).map { String($0.1) }
    }.filter { !options.contains($0) }.map { "'larder \(name)' has no option '\($0)'" }
  }

  @Test func everyLarderCommandLineNamesACommandAndItsOwnOptions() throws {
    for (name, text) in try Self.documents() {
      for piece in Self.code(text) {
        for words in Self.commandLines(piece) {
          let found = Self.problems(words)
          #expect(found.isEmpty, "\(name): `larder \(words.joined(separator: " "))`: \(found)")
        }
      }
    }
  }

  @Test func everyOptionNamedAloneIsOneACommandTakes() throws {
    let options = Set(
      Larder.commands.flatMap { $0.spec.allOptions.map { "--" + $0.name } }
        + Self.programOptions)
    for (name, text) in try Self.documents() {
      for piece in Self.code(text) where piece.hasPrefix("--") {
        let option = String(piece.prefix { !$0.isWhitespace && $0 != "=" && $0 != "/" })
        #expect(options.contains(option), "\(name): `\(piece)` is no option of larder")
      }
    }
  }

  @Test func everyManPageNamedIsGenerated() throws {
    let pages = Set(Larder.commands.map { "larder-\($0.spec.name)(1)" } + ["larder(1)"])
      .union(ManPage.formatPages.map { "\($0.name)(5)" })
    for (name, text) in try Self.documents() {
      for match in text.matches(of: /larder(?:-[a-z]+)?\(\d\)/) {
        #expect(pages.contains(String(match.0)), "\(name): \(match.0) is no man page")
      }
      for match in text.matches(of: /man (?:-l )?(?:5 )?(larder(?:-[a-z]+)?)(?![\w.\/-])/) {
        let page = String(match.1)
        #expect(
          pages.contains(page + "(1)") || pages.contains(page + "(5)"),
          "\(name): 'man \(page)' is no man page")
      }
    }
  }

  @Test func everyDefinitionCitedExists() throws {
    let documents = try Self.documents()
    let definitions = try #require(documents.first { $0.name == "docs/definitions.md" }).text
    let numbers = Set(
      definitions.matches(of: /(?m)^(\d+)\. \*\*/).compactMap { Int($0.1) })
    #expect(numbers == Set(1...numbers.count), "\(numbers.sorted())")
    for (name, text) in documents {
      for match in text.matches(of: /(?i)definitions? (\d+(?:(?: *(?:–|-|,|to|and) *)\d+)*)/) {
        for cited in match.1.matches(of: /\d+/).compactMap({ Int($0.0) }) {
          #expect(numbers.contains(cited), "\(name): \(match.0) cites no definition")
        }
      }
    }
  }

  @Test func everyEnvironmentVariableNamedIsInTheManPage() throws {
    let listed = Set(
      ManPage.environment.flatMap {
        $0.0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      })
    for (name, text) in try Self.documents() {
      for match in text.matches(of: /LARDER_[A-Z_]*[A-Z]/) {
        #expect(listed.contains(String(match.0)), "\(name): \(match.0) is not in larder(1)")
      }
    }
  }

  @Test func aMadeUpCommandOrOptionIsFound() {
    #expect(Self.problems(["lsit"]) == ["no command 'lsit'"])
    #expect(
      Self.problems(["list", "--sortt", "name"]) == ["'larder list' has no option '--sortt'"])
    #expect(Self.problems(["--lang", "fr", "list", "--sort", "name", "--db", "x"]).isEmpty)
    #expect(Self.problems(["--generate-manual", "/tmp/man"]).isEmpty)
    #expect(Self.problems(["add'", "or", "'larder", "import'"]).isEmpty)
    #expect(Self.commandLines("make demo && larder list --all | head") == [["list", "--all"]])
    #expect(Self.code("a `larder\nlist` b\n```\n$ larder lsit\nError: Unknown\n```\n").count == 2)
  }

  @Test func theReadmeIsShortAndKeepsTheQuickStart() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    #expect(readme.contains("make test") && readme.contains("make demo"))
  }
}
