import LarderCore
import Testing

/// A typed amount: a number, a unit with or without a space, or packs; converted exactly
/// into the item's unit.
@Suite struct AmountTests {
  func read(_ text: String, unit: String? = nil) throws -> Amount {
    try Amount.reading(text, unit: unit, decimal: .comma)
  }

  @Test func aNumberAloneIsInTheItemsUnit() throws {
    #expect(try read("0,5") == .quantity(Quantity(thousandths: 500), unit: nil))
  }

  @Test func theUnitMayFollowWithOrWithoutASpaceOrComeFromTheOption() throws {
    let hundredGrams = Amount.quantity(Quantity(100), unit: "g")
    #expect(try read("100 g") == hundredGrams)
    #expect(try read("100g") == hundredGrams)
    #expect(try read("１００ｇ") == hundredGrams)
    #expect(try read("100", unit: "g") == hundredGrams)
    #expect(try read("100 g", unit: "g") == hundredGrams)
  }

  @Test func twoDifferentUnitsAreRefused() {
    #expect(throws: ValueError.unitGivenTwice("100 g", unit: "kg")) {
      try read("100 g", unit: "kg")
    }
  }

  @Test func packsAreCountedAsTyped() throws {
    #expect(try read("1 pack") == .packs(Quantity(1)))
    #expect(try read("2 packs") == .packs(Quantity(2)))
  }

  @Test func zeroIsRefusedUnlessAllowed() throws {
    #expect(throws: ValueError.notPositive(what: .quantity, value: "0 g")) { try read("0 g") }
    let nothing = try Amount.reading("0 g", unit: nil, decimal: .point, allowsZero: true)
    #expect(nothing == .quantity(.zero, unit: "g"))
    #expect(throws: ValueError.negative(what: .quantity, value: "-1")) {
      try Amount.reading("-1", unit: nil, decimal: .point, allowsZero: true)
    }
  }

  @Test func aUnitOfTheFamilyConvertsExactly() throws {
    let grams = try read("100 g").converted(to: "kg") { Quantity(1) }
    #expect(grams == Quantity(thousandths: 100))
    let tenth = try read("0,1 kg").converted(to: "g") { Quantity(1) }
    #expect(tenth == Quantity(100))
  }

  @Test func anotherFamilyOrAnInexactConversionIsRefused() {
    #expect(throws: UnitError.otherFamily(from: Unit("L"), to: Unit("kg"))) {
      try read("1 L").converted(to: "kg") { Quantity(1) }
    }
    #expect(throws: UnitError.self) { try read("0,5 g").converted(to: "kg") { Quantity(1) } }
  }

  @Test func packsOfAnItemCountedInPacksAreItsUnit() throws {
    #expect(try read("2 packs").converted(to: "pack") { Quantity(6) } == Quantity(2))
  }

  @Test func packsMultiplyTheUsualPackExactly() throws {
    // 1.5 packs of 0.25 kg are 0.375 kg; 1.5 packs of 0.125 kg would be 0.1875 kg.
    let pack = Quantity(thousandths: 250)
    #expect(try read("1,5 packs").converted(to: "kg") { pack } == Quantity(thousandths: 375))
    #expect(throws: ValueError.tooPrecise("1.5 × 0.125", maxDecimals: 3)) {
      try read("1,5 packs").converted(to: "kg") { Quantity(thousandths: 125) }
    }
  }
}
