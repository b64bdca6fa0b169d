import LarderCore
import Testing

/// A line's quantity × unit price against its amount: a misread digit the other two
/// contradict is read as they agree, and what was read is kept for the review.
@Suite struct ReceiptAgreementTests {
  func euros(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .euro) }

  @Test func aLineWhoseValuesMakeItsAmountAgrees() {
    let line = ReceiptLine(
      text: "POMMES", count: Quantity(thousandths: 688), measuredUnit: "kg",
      unitPrice: euros(399), total: euros(275))
    #expect(line.agrees == true)
    #expect(line.agreeingReading == nil)
  }

  @Test func aLineWithoutAUnitPriceHasNothingToAgree() {
    #expect(ReceiptLine(text: "PAIN", total: euros(120)).agrees == nil)
  }

  @Test func aMisreadWeightIsReadAsThePriceAndAmountAgree() {
    let line = ReceiptLine(
      text: "POMMES", count: Quantity(thousandths: 9_688), measuredUnit: "kg",
      unitPrice: euros(399), total: euros(275))
    #expect(line.agrees == false)
    #expect(line.agreeingReading?.count == Quantity(thousandths: 688))
  }

  @Test func aMisreadAmountIsReadAsTheCountAndPriceAgree() {
    let line = ReceiptLine(
      text: "BISCUITS", count: Quantity(3), unitPrice: euros(99), total: euros(290))
    #expect(line.agreeingReading?.total == euros(297))
  }

  @Test func aMisreadUnitPriceIsPreferredToAnAmountTheTotalConfirms() throws {
    let yen = try Currency(code: "JPY")
    let line = ReceiptLine(
      text: "カップ麺", count: Quantity(2), unitPrice: Money(minorUnits: 163, currency: yen),
      total: Money(minorUnits: 336, currency: yen))
    #expect(line.agreeingReading?.unitPrice == Money(minorUnits: 168, currency: yen))
  }

  @Test func aLineFarFromAgreeingIsLeftAsPrinted() {
    let line = ReceiptLine(text: "X", count: Quantity(3), unitPrice: euros(99), total: euros(512))
    #expect(line.agrees == false)
    #expect(line.agreeingReading == nil)
  }

  let misreadWeight =
    "BIOCOOP\n05/11/2026\nTOMATE GRAPPE   2,75\n  9,688 kg x 3,99 EUR/kg\nTOTAL 2,75\n"

  @Test func aPhotosReadingTakesTheAgreeingReadingAndKeepsWhatItRead() {
    let line = ReceiptTextReader.read(misreadWeight, currency: .euro, source: .photo).lines[0]
    #expect(line.count == Quantity(thousandths: 688))
    #expect(line.misread?.count == Quantity(thousandths: 9_688))
  }

  @Test func aTextIsLeftAsPrintedForTheReviewToFlag() {
    let line = ReceiptTextReader.read(misreadWeight, currency: .euro).lines[0]
    #expect(line.count == Quantity(thousandths: 9_688))
    #expect(line.misread == nil)
    #expect(line.agreeingReading?.count == Quantity(thousandths: 688))
  }

  @Test func aPhotosAmountIsMendedOnlyWhenTheReceiptThenAddsUp() {
    let text = "BIO\n05/11/2026\nBISCUITS\n  3 x 0,99   2,90\nTOTAL 2,97\n"
    #expect(
      ReceiptTextReader.read(text, currency: .euro, source: .photo).lines[0].total.minorUnits == 297
    )
    let other = text.replacingOccurrences(of: "TOTAL 2,97", with: "TOTAL 2,90")
    #expect(
      ReceiptTextReader.read(other, currency: .euro, source: .photo).lines[0].total.minorUnits
        == 290)
  }
}

/// Whether a receipt may be recorded as read.
@Suite struct ReceiptTotalCheckTests {
  func euros(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .euro) }
  func receipt(total: Int64?) -> Receipt {
    Receipt(
      currency: .euro, lines: [ReceiptLine(text: "PAIN", total: euros(120))],
      total: total.map(euros))
  }

  @Test func linesThatAddUpAreRecorded() throws {
    #expect(try ReceiptTotalCheck(receipt(total: 120)) == .addsUp)
    #expect(try ReceiptTotalCheck(receipt(total: 120)).allows([]))
  }

  @Test func linesThatDoNotAddUpNeedTheDifferenceAccepted() throws {
    let check = try ReceiptTotalCheck(receipt(total: 150))
    #expect(check == .differs(by: euros(30)))
    #expect(!check.allows([]))
    #expect(!check.allows(.noTotal))
    #expect(check.allows(.difference))
  }

  @Test func aReceiptWithoutATotalNeedsToBeSaidToPrintNone() throws {
    let check = try ReceiptTotalCheck(receipt(total: nil))
    #expect(check == .noTotal(lines: euros(120)))
    #expect(!check.allows(.difference))
    #expect(check.allows(.noTotal))
  }
}

/// Which reading of a photo is kept.
@Suite struct ReceiptReadingsTests {
  func euros(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .euro) }

  @Test func theReadingThatAddsUpIsKept() {
    let short = Receipt(
      currency: .euro, lines: [ReceiptLine(text: "A", total: euros(100))], total: euros(300))
    let whole = Receipt(
      currency: .euro,
      lines: [
        ReceiptLine(text: "A", total: euros(100)), ReceiptLine(text: "B", total: euros(200)),
      ],
      total: euros(300))
    #expect(ReceiptReadings.best([short, whole]) == whole)
  }

  @Test func elseTheOneWithMostLinesThatAgree() {
    let agreeing = ReceiptLine(
      text: "A", count: Quantity(2), unitPrice: euros(50), total: euros(100))
    let disagreeing = ReceiptLine(
      text: "A", count: Quantity(2), unitPrice: euros(50), total: euros(900))
    let first = Receipt(currency: .euro, lines: [disagreeing, disagreeing])
    let second = Receipt(currency: .euro, lines: [agreeing])
    #expect(ReceiptReadings.best([first, second]) == second)
  }
}
