import Testing

@testable import LarderCore

/// One set of rules for every text Larder keeps: invisible characters go, control
/// characters and over-long values are refused.
@Suite struct TextFieldTests {
  /// Unicode's Default_Ignorable_Code_Point characters the probe used, and a variation
  /// selector: each makes a second "Eggs" that prints like the first.
  static let invisibles: [Unicode.Scalar] = [
    "\u{200B}", "\u{00AD}", "\u{2060}", "\u{200D}", "\u{FEFF}", "\u{180E}", "\u{2063}",
    "\u{FE0F}",
  ]

  @Test(arguments: invisibles)
  func anInvisibleCharacterInANameIsRemoved(_ invisible: Unicode.Scalar) {
    #expect("Eg\(invisible)gs".trimmedLabel == "Eggs")
    #expect("\(invisible)Eggs\(invisible)".trimmedLabel == "Eggs")
  }

  @Test func anInvisibleCharacterBesideASpaceIsTrimmedWithIt() {
    #expect(" \u{200B} Eggs \u{FEFF}".trimmedLabel == "Eggs")
  }

  @Test func aNoteLosesItsInvisibleCharactersAndKeepsItsSpaces() {
    #expect(" two\u{200B} words ".withoutInvisibles == " two words ")
  }

  @Test func visibleTextIsKeptAsItIs() {
    for text in ["Crème fraîche", "牛奶", "卵", "Œufs", "🥐", "a-b_c"] {
      #expect(text.trimmedLabel == text)
    }
  }

  @Test(arguments: [0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x85, 0x9B] as [UInt32])
  func aControlCharacterIsRefusedInEveryField(_ code: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(code))
    for field in TextField.allCases {
      #expect(throws: ValueError.badText(field, .controlCharacter(code))) {
        try field.check("a\(scalar)b")
      }
    }
  }

  @Test func aNameOfAThousandBytesIsKeptAndOneMoreIsRefused() throws {
    try TextField.name.check(String(repeating: "a", count: 1_000))
    #expect(throws: ValueError.badText(.name, .tooLong(bytes: 1_001, maximum: 1_000))) {
      try TextField.name.check(String(repeating: "a", count: 1_001))
    }
  }

  @Test func aNoteOfTenThousandBytesIsKeptAndOneMoreIsRefused() throws {
    try TextField.note.check(String(repeating: "é", count: 5_000))
    #expect(throws: ValueError.badText(.note, .tooLong(bytes: 10_002, maximum: 10_000))) {
      try TextField.note.check(String(repeating: "é", count: 5_001))
    }
  }

  @Test func everyFieldFitsAnImportFilesField() {
    for field in TextField.allCases {
      #expect(field.maximumBytes <= CSVReader.maxFieldBytes)
    }
  }

  @Test func aStoredValueWithAnInvisibleCharacterIsAProblem() {
    #expect(TextField.name.problem(inStored: "Eg\u{200B}gs") == .invisibleCharacter(0x200B))
    #expect(TextField.category.problem(inStored: "da\u{7}iry") == .controlCharacter(7))
    #expect(TextField.store.problem(inStored: "Lidl") == nil)
  }
}
