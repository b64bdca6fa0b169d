import LarderCore
import LarderLanguage
import Testing

/// The English of the core's refusals, as the language module words them.
@Suite struct ValueMessageTests {
  @Test func anOverflowNamesTheBoundInThousandthsAndMinorUnits() {
    #expect(
      ValueError.overflow(what: .total).message(.english)
        == "a total is too large to compute: it would pass 9223372036854775807 thousandths of a "
        + "unit or minor units of money")
  }

  @Test func aValueTooLargeNamesItsBound() {
    #expect(
      ValueError.tooLarge("1000000000.001", max: "1000000000").message(.english)
        == "'1000000000.001' is too large (at most 1000000000)")
  }

  @Test func storedTextNamesTheFieldAndTheCodePoint() {
    #expect(
      ValueError.badText(.category, .controlCharacter(0x1B)).message(.english)
        == "the category holds a control character (U+001B), which Larder does not keep")
  }

  @Test func unitsOfAnotherFamilyNameBothFamilies() {
    #expect(
      UnitError.otherFamily(from: Unit("L"), to: Unit("g")).message(.english)
        == "L is a volume and g a mass")
  }

  @Test func aCountUnitConvertsOnlyToItself() {
    #expect(
      UnitError.otherFamily(from: Unit("pcs"), to: Unit("g")).message(.english)
        == "pcs is a count, which converts only to itself")
  }
}
