import LarderCore
import LarderErrors
import LarderLanguage

/// One family of messages (an error type, or a reason one of them carries): a sample value
/// of each of its cases, rendered as a reader sees it.
struct MessageFamily: Sendable {
  /// One sample value, rendered.
  struct Sample: Sendable {
    /// "StoreError.unknownItem".
    let name: String
    /// The message in a language, as the program shows it.
    let render: @Sendable (Localization) -> String
    /// Whether the message is Larder's words, to be translated; false for one that is a
    /// system's or a library's words (`strerror`, libcurl, libxlsxwriter), shown as given.
    let isLarders: Bool
  }

  /// "StoreError".
  let name: String
  let samples: [Sample]
  /// The cases that have no sample, by name: empty when every case is covered.
  let uncovered: [String]

  /// The family of `Value`, whose cases `Case` lists one for one: `kind` maps each value
  /// to its case with an exhaustive switch, so that a new case of `Value` does not compile
  /// until `Case` has it, and then fails `uncovered` until a sample has it. A value whose
  /// kind is nil is a system's words, rendered but not translated.
  init<Value, Case: CaseIterable & Hashable>(
    _ name: String, _ samples: [Value], kind: (Value) -> Case?,
    render: @escaping @Sendable (Value, Localization) -> String
  ) where Value: Sendable {
    self.name = name
    self.samples = samples.map { value in
      Sample(
        name: "\(name).\(kind(value).map { "\($0)" } ?? "system")",
        render: { render(value, $0) }, isLarders: kind(value) != nil)
    }
    let kinds = samples.compactMap(kind)
    self.uncovered = Case.allCases.filter { !kinds.contains($0) }.map { "\(name).\($0)" }
  }
}
