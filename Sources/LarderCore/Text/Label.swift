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
    guard scalars.contains(where: Self.isInvisible) else { return self }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars.filter { !Self.isInvisible($0) })
    return String(result)
  }

  /// Whether `scalar` is Default_Ignorable_Code_Point: Unicode's tables are asked only for
  /// the blocks where such characters are (a CJK or accented letter is not looked up).
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F,
      0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF,
      0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      return scalar.properties.isDefaultIgnorableCodePoint
    default: return false
    }
  }
}

extension Optional<String> {
  /// The trimmed label, or nil when it is absent or only white space.
  public var trimmedLabel: String? {
    guard let text = self?.trimmedLabel, !text.isEmpty else { return nil }
    return text
  }
}
