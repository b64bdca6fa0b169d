extension String {
  /// The text on one line: CR, LF and tabs become spaces, other control characters go,
  /// and runs of spaces shrink to one, with none at either end.
  ///
  /// What a report shows of a name or unit in a line of its own (a digest line, a calendar
  /// summary), and what an e-mail header is built from, so that no input breaks either.
  public var singleLine: String {
    var result = ""
    for scalar in unicodeScalars {
      let isBreak = scalar == "\r" || scalar == "\n" || scalar == "\t"
      if isBreak || scalar == " " {
        if !result.hasSuffix(" ") && !result.isEmpty { result.append(" ") }
      } else if scalar.properties.generalCategory != .control {
        result.unicodeScalars.append(scalar)
      }
    }
    return result.hasSuffix(" ") ? String(result.dropLast()) : result
  }
}
