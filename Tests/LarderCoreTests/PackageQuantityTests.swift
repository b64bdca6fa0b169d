import LarderCore
import Testing

/// The package quantity read from a catalog's free text and fields.
@Suite struct PackageQuantityTests {
  func parsed(_ text: String) -> String? { PackageQuantity.parse(text)?.description }

  @Test func aDecimalCommaAndAUnit() {
    #expect(parsed("1,5 l") == "1.5 L")
    #expect(parsed("0.75 L") == "0.75 L")
  }

  @Test func gramsKilogramsAndCentilitres() {
    #expect(parsed("500 g") == "500 g")
    #expect(parsed("1 kg") == "1 kg")
    #expect(parsed("33 cl") == "33 cl")
  }

  @Test func aUnitWrittenAgainstItsNumber() {
    #expect(parsed("250ml") == "250 ml")
    #expect(parsed("400g") == "400 g")
  }

  @Test func aMultipackIsTheWholePackage() {
    #expect(parsed("6 x 125 g") == "750 g")
    #expect(parsed("4×1,5 l") == "6 L")
  }

  @Test func aCountOfPiecesInAnyLanguage() {
    #expect(parsed("12 œufs") == "12 pcs")
    #expect(parsed("6 pièces") == "6 pcs")
    #expect(parsed("10 個") == "10 pcs")
  }

  @Test func whatIsNotAPackageGivesNone() {
    #expect(parsed("") == nil)
    #expect(parsed("16 oz") == nil)
    #expect(parsed("env. 500 g") == nil)
    #expect(parsed("1.5 œufs") == nil)
    #expect(parsed("0 g") == nil)
    #expect(parsed("1.2345 kg") == nil)
  }

  @Test func aMultipackOverTheBoundGivesNone() {
    #expect(parsed("1000000 x 1000000 g") == nil)
  }

  @Test func theNumberAndUnitFields() {
    #expect(PackageQuantity.fields(quantity: "500", unit: "g")?.description == "500 g")
    #expect(PackageQuantity.fields(quantity: "1,5", unit: "L")?.description == "1.5 L")
    #expect(PackageQuantity.fields(quantity: "12", unit: "") == nil)
    #expect(PackageQuantity.fields(quantity: "12", unit: "oz") == nil)
  }

  @Test func aProductPrefersItsFieldsThenItsTextThenGrams() throws {
    let barcode = try GTIN("3017620422003")
    let both = CatalogProduct(
      barcode: barcode, name: "Rice", quantityText: "1 kg", productQuantity: "1000",
      productQuantityUnit: "g")
    #expect(both.packageQuantity?.description == "1000 g")
    let text = CatalogProduct(
      barcode: barcode, name: "Eggs", quantityText: "12 œufs", productQuantity: "12")
    #expect(text.packageQuantity?.description == "12 pcs")
    let number = CatalogProduct(barcode: barcode, name: "Rice", productQuantity: "250")
    #expect(number.packageQuantity?.description == "250 g")
  }
}
