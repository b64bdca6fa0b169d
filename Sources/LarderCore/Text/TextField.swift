/// A text Larder keeps from what a household types or imports, with the one set of rules
/// every way in (command line, web, import) applies to it.
///
/// Every field is bounded well under an import file's field (`CSVReader.maxFieldBytes`),
/// so whatever is stored exports and imports back.
public enum TextField: String, Hashable, Sendable, CaseIterable {
  case name, unit, category, store, location, note

  /// The most UTF-8 bytes the field holds: 1,000 for a name, unit, category, store or
  /// location (over 300 CJK characters), 10,000 for a note.
  public var maximumBytes: Int {
    self == .note ? 10_000 : 1_000
  }

  /// Refuses `text` (already trimmed or cleaned of invisible characters) when it holds a
  /// control character (C0, DEL or C1, line ends and tabs included: they break tables,
  /// terminals and workbooks) or is longer than `maximumBytes`.
  ///
  /// - Throws: `ValueError.badText` naming the field and the problem.
  public func check(_ text: String) throws(ValueError) {
    // Visible ASCII and anything past the C1 block is allowed, without Unicode's tables.
    for scalar in text.unicodeScalars
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
      throw .badText(self, .controlCharacter(scalar.value))
    }
    let bytes = text.utf8.count
    guard bytes <= maximumBytes else {
      throw .badText(self, .tooLong(bytes: bytes, maximum: maximumBytes))
    }
  }

  /// A code point as Unicode writes it: `U+0007`.
  public static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// What is wrong with a value as stored, or nil: `check`'s refusals, and an invisible
  /// character that every way in removes (a database written by an older Larder or by
  /// hand may hold one).
  public func problem(inStored text: String) -> TextProblem? {
    if let invisible = text.unicodeScalars.first(where: String.isInvisible) {
      return .invisibleCharacter(invisible.value)
    }
    do { try check(text) } catch {
      if case .badText(_, let problem) = error { return problem }
    }
    return nil
  }

  /// `check` for an optional value: nil passes.
  public func check(_ text: String?) throws(ValueError) {
    if let text { try check(text) }
  }
}

/// Why a text was refused.
public enum TextProblem: Hashable, Sendable {
  /// A control character, by its code point.
  case controlCharacter(UInt32)
  /// A character shown as nothing (Default_Ignorable_Code_Point), by its code point: only
  /// ever found in stored values, since every way in removes them.
  case invisibleCharacter(UInt32)
  /// Longer than the field allows, in UTF-8 bytes.
  case tooLong(bytes: Int, maximum: Int)
}
