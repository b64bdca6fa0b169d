import LarderReports

/// A translated sentence that names a command, the command set as code: the sentence is
/// translated with its `{command}` placeholder left in (`l.tr` without values), which is
/// replaced here by `<code>COMMAND</code>`, the rest escaped.
enum CodeSentence {
  /// `sentence` with its `{command}` as `<code>command</code>`; without one, the sentence.
  static func html(_ sentence: String, _ command: String) -> HTML {
    guard let range = sentence.range(of: "{command}") else { return "\(sentence)" }
    let before = String(sentence[..<range.lowerBound])
    let after = String(sentence[range.upperBound...])
    return "\(before)<code>\(command)</code>\(after)"
  }
}
