/// An ISO 4217 currency, identified by its three-letter code.
public struct Currency: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The upper-case three-letter code, for example `EUR`.
  public let code: String
  /// The number of decimal places of the minor unit: 2 for EUR, 0 for JPY, 3 for KWD.
  public let minorUnits: Int

  /// Looks up a currency by its code (case-insensitive).
  ///
  /// - Throws: `ValueError.unknownCurrency` when the code is not an active ISO 4217 code.
  public init(code: some StringProtocol) throws(ValueError) {
    // A stored code is already in capitals: no Unicode case mapping for it.
    var text = String(code)
    let capitals = text.withUTF8 { $0.allSatisfy { $0 >= 0x41 && $0 <= 0x5A } }
    let upper = capitals ? text : text.uppercased()
    guard let digits = Currency.table[upper] else { throw .unknownCurrency(String(code)) }
    self.code = upper
    self.minorUnits = digits
  }

  /// The euro, Larder's default currency.
  public static let euro = Currency(uncheckedCode: "EUR", minorUnits: 2)

  /// ISO 4217's `XXX`, "no currency": what a stored code this Larder does not know reads as.
  public static let unknown = Currency(uncheckedCode: "XXX", minorUnits: 2)

  private init(uncheckedCode code: String, minorUnits: Int) {
    self.code = code
    self.minorUnits = minorUnits
  }

  public var description: String { code }

  public static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.code < rhs.code }

  /// Active ISO 4217 codes and their minor units (List One).
  static let table: [String: Int] = {
    var table: [String: Int] = [:]
    let twoDecimals = """
      AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP \
      BYN BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD \
      FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD \
      KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD \
      NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP \
      SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED \
      VES WST XCD XCG YER ZAR ZMW ZWG
      """
    for code in twoDecimals.split(separator: " ") { table[String(code)] = 2 }
    for code in "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF".split(
      separator: " ")
    {
      table[String(code)] = 0
    }
    for code in "BHD IQD JOD KWD LYD OMR TND".split(separator: " ") { table[String(code)] = 3 }
    for code in "CLF UYW".split(separator: " ") { table[String(code)] = 4 }
    return table
  }()
}
