import LarderCore
import Testing

/// A receipt's text read into lines, amounts and a total, in the layouts of French,
/// Japanese and Taiwanese tills.
@Suite struct ReceiptTextReaderTests {
  let euro = Currency.euro

  func euros(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .euro) }

  let carrefour = """
    CARREFOUR MARKET
    12 RUE DE LA PAIX 69002 LYON
    28/11/2026 18:32
    LAIT DEMI-ECREME 1L        0,99
    CR.FRAICHE EP.30%          1,29 A
    YAOURT NATURE X4
      2 x 1,45                 2,90
    REMISE YAOURT             -0,50
    POMMES GOLDEN
      0,512 kg x 3,99 €/kg     2,04
    EAU MINERALE 6X1,5L        2,34
    CONSIGNE                   0,20
    SOUS-TOTAL                 9,26
    TOTAL                      9,26 €
    CB                         9,26
    TVA 5,5%                   0,48
    """

  @Test func aFrenchReceiptGivesItsStoreDayLinesAndTotal() throws {
    let receipt = ReceiptTextReader.read(carrefour, currency: .euro)
    #expect(receipt.store == "CARREFOUR MARKET")
    #expect(receipt.date == CalendarDate(year: 2026, month: 11, day: 28))
    #expect(receipt.currency == .euro)
    #expect(receipt.total == euros(926))
    #expect(
      receipt.lines.map(\.text) == [
        "LAIT DEMI-ECREME 1L", "CR.FRAICHE EP.30%", "YAOURT NATURE X4", "REMISE YAOURT",
        "POMMES GOLDEN", "EAU MINERALE 6X1,5L", "CONSIGNE",
      ])
    #expect(receipt.lines.map(\.total.minorUnits) == [99, 129, 290, -50, 204, 234, 20])
    #expect(try receipt.difference() == euros(0))
  }

  @Test func aCountUnderTheNameIsReadWithItsUnitPrice() {
    let receipt = ReceiptTextReader.read(carrefour, currency: .euro)
    let yoghurt = receipt.lines[2]
    #expect(yoghurt.count == Quantity(2))
    #expect(yoghurt.unitPrice == euros(145))
  }

  @Test func aWeighedLineKeepsItsWeightUnitAndPricePerKilogram() {
    let apples = ReceiptTextReader.read(carrefour, currency: .euro).lines[4]
    #expect(apples.count == Quantity(thousandths: 512))
    #expect(apples.measuredUnit == "kg")
    #expect(apples.unitPrice == euros(399))
    #expect(apples.total == euros(204))
  }

  @Test func discountsAndDepositsAreToldApart() {
    let kinds = ReceiptTextReader.read(carrefour, currency: .euro).lines.map(\.kind)
    #expect(kinds == [.product, .product, .product, .discount, .product, .product, .deposit])
  }

  @Test func aJapaneseReceiptIsReadInYenWithItsCountsAndCoupon() throws {
    let text = """
      スーパーさくら 渋谷店
      〒150-0001 東京都渋谷区
      2026年11月28日(土) 18:32
      牛乳                 ¥198
      食パン 6枚切
        2コ X 単158         ¥316
      値引                 -30
      卵 10個              ¥248
      合計                ¥732
      お預り             ¥1,000
      お釣り               ¥268
      """
    let receipt = ReceiptTextReader.read(text, currency: .euro)
    let yen = try Currency(code: "JPY")
    #expect(receipt.currency == yen)
    #expect(receipt.store == "スーパーさくら 渋谷店")
    #expect(receipt.date == CalendarDate(year: 2026, month: 11, day: 28))
    #expect(receipt.lines.map(\.text) == ["牛乳", "食パン 6枚切", "値引", "卵 10個"])
    #expect(receipt.lines.map(\.total.minorUnits) == [198, 316, -30, 248])
    #expect(receipt.lines[1].count == Quantity(2))
    #expect(receipt.total == Money(minorUnits: 732, currency: yen))
    #expect(try receipt.difference()?.minorUnits == 0)
  }

  @Test func aTaiwaneseReceiptIsReadInNewTaiwanDollarsWithARepublicOfChinaYear() throws {
    let text = """
      全聯福利中心 台北民生店
      電子發票證明聯
      115年11-12月
      115/11/28 19:05:11
      鮮乳 936ml          85元
      雞蛋 10入           2 x 65   130元
      折扣                -10元
      總計               205元
      現金               500元
      找零               295元
      """
    let receipt = ReceiptTextReader.read(text, currency: .euro)
    let dollars = try Currency(code: "TWD")
    #expect(receipt.currency == dollars)
    #expect(receipt.store == "全聯福利中心 台北民生店")
    #expect(receipt.date == CalendarDate(year: 2026, month: 11, day: 28))
    #expect(receipt.lines.map(\.text) == ["鮮乳 936ml", "雞蛋 10入", "折扣"])
    #expect(receipt.lines.map(\.total.minorUnits) == [8500, 13000, -1000])
    #expect(receipt.total == Money(minorUnits: 20500, currency: dollars))
  }

  @Test func fullWidthDigitsAndAThousandsSeparatorAreRead() throws {
    let receipt = ReceiptTextReader.read("店\n和牛 ￥１,２８０\n合計 ￥１,２８０", currency: .euro)
    #expect(receipt.lines.map(\.total.minorUnits) == [1280])
  }

  @Test func aPostalCodeOrAnIntegerIsNoAmountOfEuros() {
    let receipt = ReceiptTextReader.read(
      "MAGASIN\nLYON 69002\nPAIN 1,10\nTOTAL 1,10", currency: .euro)
    #expect(receipt.lines.map(\.text) == ["PAIN"])
  }

  @Test func aMissingTotalLeavesTheDifferenceUnknown() throws {
    let receipt = ReceiptTextReader.read("MAGASIN\nPAIN 1,10", currency: .euro)
    #expect(receipt.total == nil)
    #expect(try receipt.difference() == nil)
  }

  @Test func aBackslashBeforeYenDigitsIsTheYenSign() throws {
    // OCR reads ¥ as `\` (where JIS X 0201 puts the yen sign): `\238` is ¥238.
    let receipt = ReceiptTextReader.read("店\n牛乳 \\238\n合計 ¥238", currency: .euro)
    #expect(receipt.lines.map(\.total.minorUnits) == [238])
    #expect(receipt.currency.code == "JPY")
  }

  @Test func aCountUnderTheNameWhosePriceOCRMisreadKeepsTheName() {
    // `単498` read as `#498`: still 2 of 鶏もも肉 for ¥996.
    let receipt = ReceiptTextReader.read(
      "店\n鶏もも肉\n2コ X #498 ¥996\n合計 ¥996", currency: .euro, source: .photo)
    #expect(receipt.lines.map(\.text) == ["鶏もも肉"])
    #expect(receipt.lines.first?.count == Quantity(2))
    #expect(receipt.lines.first?.total.minorUnits == 996)
  }

  @Test func aTimesSignReadAsTwoLettersStillCounts() throws {
    // `2 × 75` read as `2 Xx 75`: 2 of 醬油 500mL at 75 each.
    let receipt = ReceiptTextReader.read(
      "店\n醬油 500mL 2 Xx 75 150元\n總計 150元", currency: try Currency(code: "TWD"),
      source: .photo)
    #expect(receipt.lines.map(\.text) == ["醬油 500mL"])
    #expect(receipt.lines.first?.count == Quantity(2))
  }

  @Test func aSlashReadForTheDecimalCommaOfAPhotoIsAComma() {
    let receipt = ReceiptTextReader.read(
      "MAGASIN\nJAMBON BLANC X4 3/15\nTOTAL 3,15", currency: .euro, source: .photo)
    #expect(receipt.lines.map(\.total.minorUnits) == [315])
  }

  @Test func aJapaneseDayOfOneDigitIsRead() {
    for line in ["2026年12月 2日(水)", "2026年12月2日 18:45", "2026/12/2 18:45"] {
      let receipt = ReceiptTextReader.read("ローソン\n\(line)\n牛乳  ¥198\n", currency: .euro)
      #expect(receipt.date == CalendarDate(year: 2026, month: 12, day: 2), "\(line)")
    }
    // A day first is followed by a year of 2 or 4 digits, never 1.
    #expect(ReceiptTextReader.read("X\n28/11/6\nPAIN 1,20\n", currency: .euro).date == nil)
  }

  @Test func theTillsBagIsAPurchaseThoughTheTillIsReadPast() throws {
    let receipt = ReceiptTextReader.read(
      "ローソン\n2026年12月2日\nレジ#0003 責No.123\n牛乳  ¥198\nレジ袋  ¥5\n合計  ¥203\n",
      currency: .euro)
    #expect(receipt.lines.map(\.text) == ["牛乳", "レジ袋"])
    #expect(try receipt.difference()?.minorUnits == 0)
  }
}
