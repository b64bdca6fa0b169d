/// The texts of the help that a translator translates, as a gettext template: `make pot`
/// adds them to `po/larder.pot` (they are data in the command specs rather than literals
/// in `tr` calls, so xgettext cannot find them). Names of commands and options, values,
/// and example command lines are not among them: they are typed as they are.
enum HelpTexts {
  /// Each text of `specs` once, with the first command it helps.
  static func texts(_ specs: [CommandSpec]) -> [(text: String, context: String)] {
    var seen = Set<String>()
    var out: [(String, String)] = []
    func add(_ text: String, _ context: String) {
      guard !text.isEmpty, text.contains(where: \.isLetter), seen.insert(text).inserted else {
        return
      }
      out.append((text, context))
    }
    add(Help.overview, "the overview of 'larder --help'")
    for spec in specs {
      let context = "help of 'larder \(spec.name)'"
      add(spec.abstract, context)
      for paragraph in paragraphs(spec.discussion) where !isCommandLine(paragraph) {
        add(paragraph, context)
      }
      for argument in spec.arguments { add(argument.help, context) }
      for option in spec.allOptions {
        add(option.help, context)
        if let value = option.defaultValue, !option.values.contains(value) {
          add(value, "the default of --\(option.name) in the " + context)
        }
      }
      for example in spec.examples { add(example.explanation, context) }
    }
    return out
  }

  /// Whether a discussion's paragraph is an example command line (`larder …`, on its own
  /// between blank lines): typed as it is, never translated.
  static func isCommandLine(_ paragraph: String) -> Bool {
    paragraph.hasPrefix("larder ")
  }

  /// The paragraphs of a discussion, each on one line: the unit the catalogs translate.
  static func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n\n").map {
      $0.split(whereSeparator: \.isNewline).joined(separator: " ")
    }.filter { !$0.isEmpty }
  }

  /// The texts as entries of a gettext template.
  static func template(_ specs: [CommandSpec]) -> String {
    texts(specs).map { text, context in
      "#. \(context)\nmsgid \"\(escaped(text))\"\nmsgstr \"\"\n"
    }.joined(separator: "\n")
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\t", with: "\\t")
  }
}
