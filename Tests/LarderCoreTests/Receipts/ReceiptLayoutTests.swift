import LarderCore
import Testing

/// The layouts receipts come in, as tills, e-receipts and PDFs print them: each read into
/// the lines a person reads on it.
@Suite struct ReceiptLayoutTests {
  func euros(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .euro) }
  func read(_ text: String, _ currency: Currency = .euro) -> Receipt {
    ReceiptTextReader.read(text, currency: currency)
  }

  @Test func aCountBeforeEveryNameIsTheCount() {
    let text = "MONOPRIX\n02/12/2026\n1 JUS D'ORANGE 1L   2,95 €\n2 AVOCAT MUR A POINT   2,98 €\n"
    let lines = read(text).lines
    #expect(lines.map(\.text) == ["JUS D'ORANGE 1L", "AVOCAT MUR A POINT"])
    #expect(lines.map(\.count) == [Quantity(1), Quantity(2)])
  }

  @Test func aNumberThatStartsOneNameIsTheNames() {
    let lines = read("CARREFOUR\n02/12/2026\n6 OEUFS FRAIS   2,15\nLAIT 1L   0,99\n").lines
    #expect(lines.map(\.text) == ["6 OEUFS FRAIS", "LAIT 1L"])
    #expect(lines[0].count == Quantity(1))
  }

  @Test func aSmallXAndACountAfterTheNamesIsTheCountButACapitalXIsAPack() {
    let text = "BOULANGERIE\nCROISSANT x3   3,30\nCHAUSSON x2   3,20\nYAOURT NATURE X4   1,45\n"
    let lines = read(text).lines
    #expect(lines.map(\.text) == ["CROISSANT", "CHAUSSON", "YAOURT NATURE X4"])
    #expect(lines.map(\.count) == [Quantity(3), Quantity(2), Quantity(1)])
  }

  @Test func aSmallXOnOneLineIsThePacksName() {
    let lines = read("CARREFOUR\nEVIAN 1,5L x6   3,10\nPAIN   1,20\n").lines
    #expect(lines.map(\.text) == ["EVIAN 1,5L x6", "PAIN"])
  }

  @Test func aDaysLineWithoutAStoreNamesNone() {
    #expect(read("2026年12月 2日(水) 14:08\nパン   ¥120\n").store == nil)
    #expect(read("Le 28/11/2026\nPAIN   1,20\n").store == nil)
  }

  @Test func aNameWrappedOntoTheNextLineIsOneName() {
    let text = """
      CARREFOUR CITY
      17/11/2026 10:13
      SAUCISSON SEC PUR PORC LABEL ROUGE
      TRANCHES 150G                       3,65 A
      """
    #expect(read(text).lines.map(\.text) == ["SAUCISSON SEC PUR PORC LABEL ROUGE TRANCHES 150G"])
  }

  @Test func anAddressAboveTheDayIsNoPartOfTheFirstName() {
    let text = """
      FRANPRIX
      118 RUE DE CHARONNE 75011 PARIS
      10/11/2026 17:07:15
      ESSUIE-TOUT X2     2,15 B
      """
    #expect(read(text).lines.map(\.text) == ["ESSUIE-TOUT X2"])
  }

  @Test func aRuleIsNoName() {
    let text = "BOULANGERIE\n08/11/2026\n------------------------\nTARTE AU CITRON   3,80\n"
    #expect(read(text).lines.map(\.text) == ["TARTE AU CITRON"])
  }

  @Test func aQuantityAboveItsProductGoesToTheProductWhoseAmountItMakes() {
    let text = """
      CARREFOUR
      08/11/2026
      COMPOTE POMME X4     1,85 A
          2 x 7,90
      POULET ROTI         15,80 A
      """
    let lines = read(text).lines
    #expect(lines[0].count == Quantity(1))
    #expect(lines[1].count == Quantity(2))
    #expect(lines[1].unitPrice == euros(790))
  }

  @Test func aQuantityBelowItsProductGoesToIt() {
    let text = """
      BIOCOOP
      27/11/2026
      POIRE CONFERENCE       1,49 €
        0,454 kg x 3,29 €/kg
      LAIT DEMI ECREME 1L    1,15 €
      """
    let lines = read(text).lines
    #expect(lines[0].count == Quantity(thousandths: 454))
    #expect(lines[0].measuredUnit == "kg")
    #expect(lines[1].count == Quantity(1))
  }

  @Test func aTaiwanQuantityPrintsThePriceFirst() throws {
    let twd = try Currency(code: "TWD")
    let line = read("全聯\n115/11/18\n豬肉片   318TX\n 159 x 2\n合計 318\n", twd).lines[0]
    #expect(line.count == Quantity(2))
    #expect(line.unitPrice == Money(minorUnits: 15_900, currency: twd))
  }

  @Test func aTablesQuantityAndUnitPriceColumnsAreReadWhenTheyMakeTheAmount() {
    let text = """
      CARREFOUR DRIVE
      23/11/2026
      CAMEMBERT AOP 250G   2   2,35   4,70 €
      OIGNON JAUNE   0,210 kg   1,69/kg   0,35 €
      PATES 500G   1   1,69 €
      """
    let lines = read(text).lines
    #expect(lines.map(\.text) == ["CAMEMBERT AOP 250G", "OIGNON JAUNE", "PATES 500G 1"])
    #expect(lines.map(\.count) == [Quantity(2), Quantity(thousandths: 210), Quantity(1)])
  }

  @Test func aWeightWithoutPerKilogramIsStillAWeight() {
    let line = read("FRANPRIX\n10/11/2026\nTOMATE GRAPPE 0,694kg x 3,99   2,77 A\n").lines[0]
    #expect(line.text == "TOMATE GRAPPE")
    #expect(line.count == Quantity(thousandths: 694))
  }

  @Test func amountsCarryTheirCurrencySignsAndVATMarks() throws {
    let currency = try Currency(code: "JPY")
    let yen = read("ライフ\n2026年11月7日\n牛乳   ¥198※\nパン   128円\n合計 ¥326\n", currency)
    #expect(yen.lines.map(\.total.minorUnits) == [198, 128])
    #expect(yen.total == Money(minorUnits: 326, currency: currency))
    let euro = read("MONOP'\n02/12/2026\nSUCRE 1KG   2,36 A\nSEL   0,89 €\nTOTAL 3,25 €\n")
    #expect(euro.lines.map(\.total.minorUnits) == [236, 89])
  }

  @Test(arguments: [
    ("パン   ¥120\nレジ袋 L   ¥5\n合計 ¥125", "JPY"), ("パン   120円\n袋代   3円\n合計 123円", "JPY"),
    ("PAIN   1,20 €\nSAC CABAS   0,10 €\nTOTAL 1,30 €", "EUR"),
  ])
  func aBagFeeIsALineOfTheReceiptAndCountsInItsTotal(_ lines: String, _ code: String) throws {
    let receipt = read("STORE\n02/12/2026\n\(lines)\n", try Currency(code: code))
    #expect(receipt.lines.count == 2)
    #expect(try receipt.difference()?.minorUnits == 0)
  }

  @Test(arguments: [
    ("2026年12月 2日(水) 14:08", CalendarDate(year: 2026, month: 12, day: 2)),
    ("2026年12月2日 18:45", CalendarDate(year: 2026, month: 12, day: 2)),
    ("令和8年11月30日 9時12分", CalendarDate(year: 2026, month: 11, day: 30)),
    ("VEN 27 NOV 2026 16H17", CalendarDate(year: 2026, month: 11, day: 27)),
  ])
  func theDayIsReadAsTheReceiptWritesIt(_ line: String, _ day: CalendarDate?) {
    #expect(read("STORE\n\(line)\nPAIN   1,20\n").date == day)
  }

  @Test func aStoreNamedOnTheDaysLineIsTheStore() throws {
    let receipt = read("全聯 民生店 2026/11/14\n鮮乳 89\n合計 NT$89\n", try Currency(code: "TWD"))
    #expect(receipt.store == "全聯 民生店")
    #expect(receipt.date == CalendarDate(year: 2026, month: 11, day: 14))
  }

  @Test func aTotalAboveTheDetailsDoesNotEndTheReceipt() throws {
    let text = """
      7-ELEVEN
      電子發票證明聯
      隨機碼 1210      總計 98
      交易明細
      樂事洋芋片      $39
      高麗菜          $59
      總計         NT$98
      """
    let receipt = read(text, try Currency(code: "TWD"))
    #expect(receipt.lines.map(\.text) == ["樂事洋芋片", "高麗菜"])
    #expect(try receipt.difference()?.minorUnits == 0)
  }

  @Test func loyaltyPointsAreNeitherALineNorTheTotal() {
    let text = """
      CARREFOUR DRIVE
      23/11/2026
      Article  Qté  Montant  Gagné sur ce ticket : 0,38 €
      LAIT 1L   1,15 €
      TOTAL TTC   1,15 €
      """
    let receipt = read(text)
    #expect(receipt.lines.map(\.text) == ["LAIT 1L"])
    #expect(receipt.total == euros(115))
  }

  @Test(arguments: [
    ("CB EMV SANS CONTACT   9,26", PaymentMethod.card),
    ("CARTE BANCAIRE   9,26", .card),
    ("ESPECES   10,00", .cash),
    ("お預り", .cash),
    ("クレジット", .card),
    ("信用卡", .card),
  ])
  func thePaymentLineSaysHowItWasPaid(_ line: String, _ method: PaymentMethod) {
    #expect(read("STORE\n02/12/2026\nPAIN   9,26\nTOTAL   9,26\n\(line)\n").payment == method)
  }

  @Test func aProductNamedLikeAPaymentIsNone() {
    #expect(read("STORE\n02/12/2026\nCASHEW NUTS   4,20\nTOTAL 4,20\n").payment == nil)
  }
}
