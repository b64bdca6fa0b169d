/// The price each product of a receipt is recorded at, so that what is recorded adds up
/// to what was paid, to the minor unit.
///
/// A discount or a deposit belongs to the product line just above it (`REMISE -0,50`
/// under the yoghurt lowers the yoghurt's price; `CONSIGNE 0,20` under the water raises
/// the water's). One with no product above it, or a discount larger than that product's
/// price, is spread over every recorded product in proportion to its price, by largest
/// remainder (ties to the earlier line), so the shares add up exactly. An adjustment
/// follows its product: when the product is skipped, so is its discount.
public enum ReceiptPricing {
  /// The recorded price of each product line, by its index in `lines`, for the lines
  /// `recorded` keeps.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits.
  public static func prices(_ lines: [ReceiptLine], recorded: (Int) -> Bool)
    throws(ValueError) -> [Int: Money]
  {
    guard let currency = lines.first?.total.currency else { return [:] }
    var prices: [Int: Int64] = [:]
    var order: [Int] = []
    var pool: Int64 = 0
    var lastProduct: Int?
    func add(_ a: Int64, _ b: Int64) throws(ValueError) -> Int64 {
      let (sum, overflow) = a.addingReportingOverflow(b)
      guard !overflow else { throw .overflow(what: .sum(currency)) }
      return sum
    }
    for (index, line) in lines.enumerated() {
      switch line.kind {
      case .product:
        lastProduct = index
        prices[index] = line.total.minorUnits
        order.append(index)
      case .discount, .deposit:
        if let last = lastProduct, let price = prices[last],
          try add(price, line.total.minorUnits) >= 0
        {
          prices[last] = try add(price, line.total.minorUnits)
        } else {
          pool = try add(pool, line.total.minorUnits)
        }
      }
    }
    let kept = order.filter(recorded)
    var result: [Int: Int64] = [:]
    for index in kept { result[index] = prices[index] ?? 0 }
    if pool != 0, !kept.isEmpty {
      try spread(pool, over: kept, in: &result, currency: currency)
    }
    return result.mapValues { Money(minorUnits: $0, currency: currency) }
  }

  /// Adds `pool` to the prices of `indices` in proportion to them (equally when they are
  /// all zero), by largest remainder; a price never goes below zero.
  static func spread(
    _ pool: Int64, over indices: [Int], in prices: inout [Int: Int64], currency: Currency
  ) throws(ValueError) {
    let weights = indices.map { max(prices[$0] ?? 0, 0) }
    let sum = weights.reduce(Int64(0)) { $0.addingReportingOverflow($1).partialValue }
    let (even, base) = sum == 0 ? (true, Int64(indices.count)) : (false, sum)
    var shares: [(index: Int, share: Int64, remainder: Int64)] = []
    var given: Int64 = 0
    for (position, index) in indices.enumerated() {
      let weight = even ? 1 : weights[position]
      let product = Int128(pool) * Int128(weight)
      let share = Int64(product / Int128(base))
      let remainder = Int64((product % Int128(base)).magnitude)
      shares.append((index, share, remainder))
      given += share
    }
    var left = pool - given
    let step: Int64 = left < 0 ? -1 : 1
    let byRemainder = shares.enumerated().sorted {
      $0.element.remainder != $1.element.remainder
        ? $0.element.remainder > $1.element.remainder : $0.offset < $1.offset
    }
    for (position, _) in byRemainder where left != 0 {
      shares[position].share += step
      left -= step
    }
    for share in shares {
      prices[share.index] = max((prices[share.index] ?? 0) + share.share, 0)
    }
  }
}
