extension String {
  /// The string without leading and trailing white space of any script (spaces, tabs, line
  /// ends, no-break and ideographic spaces), as names, units, categories, stores and
  /// locations are kept: `"Eggs "` and `"Eggs"` are one item.
  public var trimmedLabel: String {
    let scalars = unicodeScalars
    let isSpace = { (scalar: Unicode.Scalar) in
      // A visible ASCII character is not a space, without a look at Unicode's tables.
      !(0x21...0x7E).contains(scalar.value)
        && (scalar.properties.isWhitespace
          || scalar.properties.generalCategory == .spaceSeparator)
    }
    guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last)
    else { return self }
    guard let start = scalars.firstIndex(where: { !isSpace($0) }),
      let end = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[start...end])
  }
}

extension Optional<String> {
  /// The trimmed label, or nil when it is absent or only white space.
  public var trimmedLabel: String? {
    guard let text = self?.trimmedLabel, !text.isEmpty else { return nil }
    return text
  }
}
