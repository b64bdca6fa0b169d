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
    let capitals = text.withUTF8 { $0.count == 3 && $0.allSatisfy { $0 >= 0x41 && $0 <= 0x5A } }
    let upper = capitals ? text : text.uppercased()
    guard let digits = Currency.minorUnits(of: upper) else {
      throw .unknownCurrency(String(code))
    }
    self.code = upper
    self.minorUnits = digits
  }

  /// The minor units of an active code in capitals, or nil.
  private static func minorUnits(of code: String) -> Int? {
    var code = code
    return code.withUTF8 { letters -> Int? in
      guard letters.count == 3, letters.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
        return nil
      }
      let digits = table[letters.reduce(0) { $0 * 26 + Int($1 - 0x41) }]
      return digits == unknownCode ? nil : Int(digits)
    }
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

  /// The mark of a code that is not active in `table`.
  private static let unknownCode: UInt8 = .max

  /// Active ISO 4217 codes and their minor units (List One): one byte for each of the
  /// 26 × 26 × 26 codes of three capitals, at the code's number in base 26 (AAA is 0).
  /// Filled once, at the first look-up: a flat table is cheaper to build at start-up, and to
  /// read on every row of an import, than a dictionary of strings.
  static let table: [UInt8] = {
    var table = [UInt8](repeating: unknownCode, count: 26 * 26 * 26)
    func set(_ codes: String, _ digits: UInt8) {
      for code in codes.utf8.split(separator: 0x20) {
        table[code.reduce(0) { $0 * 26 + Int($1 - 0x41) }] = digits
      }
    }
    set(
      """
      AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP \
      BYN BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD \
      FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD \
      KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD \
      NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP \
      SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED \
      VES WST XCD XCG YER ZAR ZMW ZWG
      """, 2)
    set("BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF", 0)
    set("BHD IQD JOD KWD LYD OMR TND", 3)
    set("CLF UYW", 4)
    return table
  }()
}
