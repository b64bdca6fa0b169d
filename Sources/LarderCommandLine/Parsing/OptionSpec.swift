/// What parsing and help know about one option: its name, the name of its value, its help,
/// the values it accepts, the default shown and whether it may be repeated.
///
/// Commands do not write these: a typed declaration (`Option`, `Flag`) makes one, so that
/// the type a command reads and what the help says come from the same place.
struct OptionSpec: Sendable, Equatable {
  /// The name without dashes: `month` for `--month`.
  var name: String
  /// The value's name in the help (`<month>`); nil for a flag.
  var valueName: String?
  /// The second value's name, for an option that takes two (`--name-in <language> <name>`):
  /// the parser reads the two words as one text, joined by `OptionSpec.valueSeparator`.
  var secondValueName: String?
  /// One sentence for the help.
  var help: String
  /// The values accepted, when the option takes one of a list; empty otherwise.
  var values: [String] = []
  /// Whether the parser refuses a value outside `values`; false for an option whose reader
  /// also takes other spellings of them (`--lang zh-TW` for `zh-Hant`).
  var valuesAreExact = true
  /// The default as the help shows it (`90`, `today`); nil when there is none to show.
  var defaultValue: String?
  /// Whether the option may be given more than once.
  var repeatable = false
  /// What a shell offers when completing the value; a choice's values are offered anyway.
  var completion: Completion = .none

  /// Whether the option is a flag, given without a value.
  var isFlag: Bool { valueName == nil }

  /// `--month <month>`, `--name-in <language> <name>` or `--all`.
  var synopsis: String {
    guard let valueName else { return "--\(name)" }
    return "--\(name) <\(valueName)>" + (secondValueName.map { " <\($0)>" } ?? "")
  }

  /// What joins the two values of an option that takes two.
  static let valueSeparator: Character = "\u{1F}"
}
