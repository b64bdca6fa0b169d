import Testing

@testable import LarderCore

/// Units and their exact conversions within a family.
@Suite struct UnitTests {
  @Test(arguments: ["pcs", "pièce", "pièces", "pièce(s)", "Piece", "個"])
  func everyWordForAPieceIsPcs(word: String) throws {
    #expect(Unit(word).symbol == "pcs")
    #expect(try Unit(word).convert(Quantity(2), to: Unit("pcs")) == Quantity(2))
  }

  func convert(_ quantity: String, _ from: String, _ to: String) throws -> String {
    try Unit(from).convert(try Quantity(parsing: quantity), to: Unit(to)).description
  }

  @Test func aKilogramIsAThousandGrams() throws {
    #expect(try convert("1", "kg", "g") == "1000")
    #expect(try convert("0.25", "kg", "g") == "250")
    #expect(try convert("1500", "g", "kg") == "1.5")
    #expect(try convert("2", "g", "mg") == "2000")
  }

  @Test func aLitreIsAThousandMillilitresWhateverTheSpelling() throws {
    #expect(try convert("1.5", "L", "ml") == "1500")
    #expect(try convert("1.5", "l", "mL") == "1500")
    #expect(try convert("33", "cl", "L") == "0.33")
    #expect(try convert("2", "dl", "cl") == "20")
    #expect(try convert("2", "L", "l") == "2")
  }

  @Test func halfAGramInKilogramsNeedsFourDecimalsAndIsRefused() throws {
    let half = try Quantity(parsing: "0.5")
    #expect(throws: UnitError.tooPrecise(half, from: Unit("g"), to: Unit("kg"), exact: "0.0005")) {
      try convert("0.5", "g", "kg")
    }
  }

  @Test func unitsOfAnotherFamilyAreRefused() {
    #expect(throws: UnitError.otherFamily(from: Unit("L"), to: Unit("g"))) {
      try convert("1", "L", "g")
    }
  }

  @Test func aCountUnitConvertsOnlyToItself() throws {
    #expect(try convert("3", "pcs", "pcs") == "3")
    #expect(try convert("3", "box", "box") == "3")
    #expect(throws: UnitError.self) { try convert("3", "pcs", "box") }
    #expect(throws: UnitError.self) { try convert("3", "pcs", "g") }
    #expect(Unit("box").family == .count)
  }

  @Test func aResultPastTheBoundOfOneRowIsRefused() {
    // 10^9 kg is 10^15 mg, past the bound of 10^9.
    #expect(throws: UnitError.self) { try convert("1000000000", "kg", "mg") }
  }
}
