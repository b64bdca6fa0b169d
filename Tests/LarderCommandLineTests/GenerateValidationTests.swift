import Testing

@testable import LarderCommandLine

/// `generate` needs `--lots` and `--output`.
@Suite struct GenerateValidationTests {
  func validate(_ tokens: [String]) -> String? {
    usageMessage { try GenerateCommand.validate(parse(tokens, as: GenerateCommand.spec)) }
  }

  @Test func lotsAndOutputAreEnough() {
    #expect(validate(["--lots", "10", "--output", "g"]) == nil)
  }

  @Test func withoutLots() {
    #expect(validate(["--output", "g"]) == "Missing --lots: how many purchases to write")
  }

  @Test func withoutOutput() {
    #expect(validate(["--lots", "10"]) == "Missing --output: the folder to write to")
  }

  @Test func aBadLotsCountComesBeforeAMissingOutput() {
    #expect(
      validate(["--lots", "0"])
        == "The value '0' is invalid for '--lots <count>': it is out of range: it must be "
        + "from 1 to 100000000")
  }
}
