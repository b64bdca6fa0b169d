import Foundation
import Testing

@testable import LarderCore

/// Unit prices, their medians and the household's price index (docs definitions 11 and
/// 12), each figure worked by hand.
@Suite struct PriceTests {
  func euros(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: eur) }

  func item(_ name: String, unit: String) -> Item {
    Item(name: name, category: "food", unit: unit, minimumStock: nil, createdOn: day("2025-01-01"))
  }

  func purchase(
    _ date: String, _ quantity: String, _ cents: Int64, unit: String, store: String = ""
  )
    throws -> PricedPurchase
  {
    try #require(
      PricedPurchase(
        date: day(date), store: store, quantity: try Quantity(parsing: quantity),
        price: euros(cents), unit: PriceUnit(itemUnit: unit)))
  }

  @Test func gramsArePricedPerKilogram() throws {
    // 250 g for 2.39 EUR: 2.39 ÷ 0.25 = 9.56 EUR per kg, shown with 4 decimals.
    let butter = try purchase("2026-10-01", "250", 239, unit: "g")
    #expect(PriceUnit(itemUnit: "g").name == "kg")
    #expect(butter.unitPrice.amount == "9.5600")
  }

  @Test func millilitresArePricedPerLitre() throws {
    // 330 ml for 0.99 EUR: 0.99 ÷ 0.33 = 3.00 per L.
    #expect(try purchase("2026-10-01", "330", 99, unit: "ml").unitPrice.amount == "3.0000")
    #expect(PriceUnit(itemUnit: "mL").name == "L")
  }

  @Test func piecesArePricedPerPiece() throws {
    // 6 eggs for 2.00 EUR: 0.3333… per piece → 0.3333.
    #expect(try purchase("2026-10-01", "6", 200, unit: "pcs").unitPrice.amount == "0.3333")
    #expect(PriceUnit(itemUnit: "pcs").name == "pcs")
  }

  @Test func theMedianOfAnEvenCountIsTheLowerMiddle() throws {
    // Unit prices 1.00, 3.00, 2.00, 4.00: sorted 1, 2, 3, 4; the lower middle is 2.00.
    let prices = try [100, 300, 200, 400].map {
      try purchase("2026-10-01", "1", Int64($0), unit: "pcs").unitPrice
    }
    #expect(UnitPrice.median(prices)?.amount == "2.0000")
  }

  @Test func storesAreSummarisedAndTheCheapestIsByMedian() throws {
    // Lidl: 1.00, 1.20, 1.10 per L (median 1.10); Aldi: 1.05 (median 1.05): Aldi is cheapest.
    let lidl = try [100, 120, 110].map {
      try purchase("2026-10-0\($0 % 9 + 1)", "1", Int64($0), unit: "L", store: "Lidl")
    }
    let aldi = [try purchase("2026-10-05", "1", 105, unit: "L", store: "Aldi")]
    let history = PriceHistory(
      item: item("Milk", unit: "L"), history: lidl + aldi, recent: lidl + aldi)
    #expect(history.stores.map(\.store) == ["Aldi", "Lidl"])
    #expect(history.stores[1].median.amount == "1.1000")
    #expect(history.stores[1].min.amount == "1.0000")
    #expect(history.stores[1].last.amount == "1.1000")
    #expect(history.cheapest?.store == "Aldi")
  }

  @Test func aPurchaseWithoutAStoreIsNeverTheCheapestStore() throws {
    // 1.00 per L with no store named, 1.20 at Lidl: Lidl is the only store to go to.
    let purchases = [
      try purchase("2026-10-01", "1", 100, unit: "L"),
      try purchase("2026-10-02", "1", 120, unit: "L", store: "Lidl"),
    ]
    let history = PriceHistory(
      item: item("Milk", unit: "L"), history: purchases, recent: purchases)
    #expect(history.cheapest?.store == "Lidl")
  }

  @Test func theIndexOfAThreeItemBasketWithOneItemMissingFromTheBase() throws {
    // Base 2025-10, month 2026-10.
    // Milk (L): 2025-10 2 L at 1.00/L (2.00); 2026-10 3 L at 1.20/L (3.60).
    // Rice (kg, counted in g): 2025-10 1000 g for 2.00 (2.00/kg); 2026-10 1000 g for 2.50.
    // Tea (pcs): only in 2026-10, 1 for 4.00: outside the basket.
    // Index = (1.20 × 2 + 2.50 × 1) ÷ (1.00 × 2 + 2.00 × 1) = 4.90 ÷ 4.00 = 1.2250.
    // Price effect = (0.20 × 2) + (0.50 × 1) = 0.90.
    // Spending change on the basket = (3.60 − 2.00) + (2.50 − 2.00) = 2.10;
    // quantity effect = 2.10 − 0.90 = 1.20. Outside the basket: 4.00.
    let milk = item("Milk", unit: "L")
    let rice = item("Rice", unit: "g")
    let tea = item("Tea", unit: "pcs")
    let inflation = try Inflation(
      month: try Month(parsing: "2026-10"), base: try Month(parsing: "2025-10"),
      purchases: [
        (milk, try purchase("2025-10-03", "2", 200, unit: "L")),
        (milk, try purchase("2026-10-03", "3", 360, unit: "L")),
        (rice, try purchase("2025-10-04", "1000", 200, unit: "g")),
        (rice, try purchase("2026-10-04", "1000", 250, unit: "g")),
        (tea, try purchase("2026-10-05", "1", 400, unit: "pcs")),
      ])
    let row = try #require(inflation.rows.first)
    #expect(row.index?.formatted(places: 4) == "1.2250")
    #expect(row.priceEffect == euros(90))
    #expect(row.quantityEffect == euros(120))
    #expect(row.outsideBasket == euros(400))
    #expect(row.basket.map(\.item) == ["Milk", "Rice"])
    #expect(row.basket.map { $0.ratio?.formatted(places: 4) } == ["1.2000", "1.2500"])
    // 1.20 ÷ 4.00 of the basket's base spending: 30.0 % more bought.
    #expect(row.boughtMore?.formatted(places: 3) == "0.300")
  }

  @Test func aCurrencyWithoutABasketHasNoIndex() throws {
    let tea = item("Tea", unit: "pcs")
    let inflation = try Inflation(
      month: try Month(parsing: "2026-10"), base: try Month(parsing: "2025-10"),
      purchases: [(tea, try purchase("2026-10-05", "1", 400, unit: "pcs"))])
    #expect(inflation.rows.count == 1)
    #expect(inflation.rows.first?.index == nil)
    #expect(inflation.rows.first?.outsideBasket == euros(400))
  }
}
