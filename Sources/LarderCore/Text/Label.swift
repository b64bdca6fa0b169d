extension String {
  /// The string without leading and trailing white space of any script (spaces, tabs, line
  /// ends, no-break and ideographic spaces) and without invisible characters (Unicode's
  /// Default_Ignorable_Code_Point set: zero-width spaces and joiners, soft hyphens, word
  /// joiners, byte order marks, variation selectors…), as names, units, categories, stores
  /// and locations are kept: `"Eggs "`, `"Eg\u{200B}gs"` and `"Eggs"` are one item.
  public var trimmedLabel: String {
    let visible = withoutInvisibles
    let scalars = visible.unicodeScalars
    let isSpace = { (scalar: Unicode.Scalar) in
      // A visible ASCII character is not a space, without a look at Unicode's tables.
      !(0x21...0x7E).contains(scalar.value)
        && (scalar.properties.isWhitespace
          || scalar.properties.generalCategory == .spaceSeparator)
    }
    guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last)
    else { return visible }
    guard let start = scalars.firstIndex(where: { !isSpace($0) }),
      let end = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[start...end])
  }

  /// The string without the characters Unicode says to show as nothing
  /// (Default_Ignorable_Code_Point), which would make two names that print alike differ:
  /// what Larder keeps of a note, and the first step of `trimmedLabel`.
  public var withoutInvisibles: String {
    // ASCII holds none: a byte scan, without a look at Unicode's tables.
    guard !utf8.allSatisfy({ $0 < 0x80 }) else { return self }
    let scalars = unicodeScalars
    guard scalars.contains(where: \.properties.isDefaultIgnorableCodePoint) else { return self }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
    return String(result)
  }
}

extension Optional<String> {
  /// The trimmed label, or nil when it is absent or only white space.
  public var trimmedLabel: String? {
    guard let text = self?.trimmedLabel, !text.isEmpty else { return nil }
    return text
  }
}
