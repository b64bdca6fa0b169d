import LarderCore
import LarderLanguage

/// The sample values every message test renders: easy names (Rice, a lot 3d31e83b, the
/// file /tmp/pantry.sqlite), dates in November 2026.
enum Given {
  static let day = CalendarDate(daysSinceEpoch: 20_787)  // 2026-11-30
  static let later = CalendarDate(daysSinceEpoch: 20_789)  // 2026-12-02
  static let kg = Unit("kg")
  static let litre = Unit("L")
  static let pack = Unit("pack")
  static let two = Quantity(2)
}

extension MessageFamily {
  static let valueErrors = MessageFamily(
    "ValueError",
    [
      ValueError.invalidDate("2026-13-01"), .futureDate(Given.later),
      .invalidMonth("2026-13"), .emptyPeriod(from: Given.later, to: Given.day),
      .notADecimal("1,5"), .notANumber("2x", decimal: .point), .notANumber("2x", decimal: .comma),
      .ambiguousNumber("1.234,5", decimal: .point), .ambiguousNumber("1.234,5", decimal: .comma),
      .commaNotDecimal("2,38"), .ambiguousDate("12/31"), .unitGivenTwice("100 g", unit: "kg"),
      .tooPrecise("1.5", maxDecimals: 0),
      .tooPrecise("1.2345", maxDecimals: 3), .tooLarge("1e99", max: "1000000000"),
      .unknownCurrency("ABC"), .notPositive(what: .quantity, value: "0"),
      .negative(what: .price, value: "-1"), .overflow(what: .total),
      .differentCurrencies(.euro, .unknown), .badText(.name, .controlCharacter(7)),
      .badText(.store, .invisibleCharacter(0x200B)),
      .badText(.note, .tooLong(bytes: 10_001, maximum: 10_000)),
      .invalidBarcode("301762042200x", .notDigits),
      .invalidBarcode("30176204220", .length(11)),
      .invalidBarcode("3017620422004", .checkDigit(expected: 3)),
    ],
    kind: { (error: ValueError) -> ValueErrorCase in
      switch error {
      case .invalidDate: .invalidDate
      case .futureDate: .futureDate
      case .invalidMonth: .invalidMonth
      case .emptyPeriod: .emptyPeriod
      case .notADecimal: .notADecimal
      case .notANumber: .notANumber
      case .ambiguousNumber: .ambiguousNumber
      case .commaNotDecimal: .commaNotDecimal
      case .ambiguousDate: .ambiguousDate
      case .unitGivenTwice: .unitGivenTwice
      case .tooPrecise: .tooPrecise
      case .tooLarge: .tooLarge
      case .unknownCurrency: .unknownCurrency
      case .notPositive: .notPositive
      case .negative: .negative
      case .overflow: .overflow
      case .differentCurrencies: .differentCurrencies
      case .badText(_, .controlCharacter): .badTextControl
      case .badText(_, .invisibleCharacter): .badTextInvisible
      case .badText(_, .tooLong): .badTextTooLong
      case .invalidBarcode(_, .notDigits): .barcodeNotDigits
      case .invalidBarcode(_, .length): .barcodeLength
      case .invalidBarcode(_, .checkDigit): .barcodeCheckDigit
      }
    }, render: { $0.message($1) })

  enum ValueErrorCase: CaseIterable {
    case invalidDate, futureDate, invalidMonth, emptyPeriod, notADecimal, tooPrecise, tooLarge
    case notANumber, ambiguousNumber, commaNotDecimal, ambiguousDate, unitGivenTwice
    case unknownCurrency, notPositive, negative, overflow, differentCurrencies
    case badTextControl, badTextInvisible, badTextTooLong
    case barcodeNotDigits, barcodeLength, barcodeCheckDigit
  }

  static let subjects = MessageFamily(
    "ValueError.Subject",
    [
      ValueError.Subject.quantity, .price, .budget, .minimumStock, .life, .total, .totalQuantity,
      .quantityDifference, .priceShare, .priceIndex, .forecastProjection, .projectedWasteValue,
      .projectedSpending(category: "dairy"), .restockQuantity(item: "Rice"),
      .currencyTotal(.euro), .sum(.euro), .difference(.euro),
    ],
    kind: { (subject: ValueError.Subject) -> SubjectCase in
      switch subject {
      case .quantity: .quantity
      case .price: .price
      case .budget: .budget
      case .minimumStock: .minimumStock
      case .life: .life
      case .total: .total
      case .totalQuantity: .totalQuantity
      case .quantityDifference: .quantityDifference
      case .priceShare: .priceShare
      case .priceIndex: .priceIndex
      case .forecastProjection: .forecastProjection
      case .projectedWasteValue: .projectedWasteValue
      case .projectedSpending: .projectedSpending
      case .restockQuantity: .restockQuantity
      case .currencyTotal: .currencyTotal
      case .sum: .sum
      case .difference: .difference
      }
    }, render: { ValueError.overflow(what: $0).message($1) })

  enum SubjectCase: CaseIterable {
    case quantity, price, budget, minimumStock, life, total, totalQuantity, quantityDifference
    case priceShare, priceIndex, forecastProjection, projectedWasteValue, projectedSpending
    case restockQuantity, currencyTotal, sum, difference
  }

  static let textFields = MessageFamily(
    "TextField", TextField.allCases, kind: { $0 },
    render: { ValueError.badText($0, .controlCharacter(7)).message($1) })

  static let unitErrors = MessageFamily(
    "UnitError",
    [
      UnitError.otherFamily(from: Given.kg, to: Given.litre),
      .otherFamily(from: Given.pack, to: Given.kg),
      .tooPrecise(Quantity(thousandths: 500), from: Unit("g"), to: Given.kg, exact: "0.0005"),
      .tooLarge(Given.two, from: Given.kg, to: Unit("g"), result: "2000", bound: Given.two),
    ],
    kind: { (error: UnitError) -> UnitErrorCase in
      switch error {
      case .otherFamily(let from, let to) where from.family == .count || to.family == .count:
        .otherFamilyCount
      case .otherFamily: .otherFamily
      case .tooPrecise: .tooPrecise
      case .tooLarge: .tooLarge
      }
    }, render: { $0.message($1) })

  enum UnitErrorCase: CaseIterable {
    case otherFamily, otherFamilyCount, tooPrecise, tooLarge
  }

  static let importProblems = MessageFamily(
    "ImportProblem",
    [
      ImportProblem.value(.notADecimal("x")), .emptyFile, .duplicateColumn("item"),
      .unknownColumn("colour", format: .purchases, known: ["item", "store"]),
      .unknownColumn("colour", format: .events, known: ["item", "lot"]),
      .missingColumns(["item"]), .fieldCount(found: 3, header: 4), .emptyField("item"),
      .blankField("item"), .notALotID("xyz"), .tooManyDecimals("1.234", currency: .euro),
      .unknownAction("eat"), .foundWithoutLot, .notOneOf("2", allowed: ["0", "1"]),
      .stateBeforePurchase(stateOn: Given.day, purchased: Given.later), .sealedWithStateDay,
    ],
    kind: { (problem: ImportProblem) -> ImportProblemCase in
      switch problem {
      case .value: .value
      case .emptyFile: .emptyFile
      case .duplicateColumn: .duplicateColumn
      case .unknownColumn(_, .purchases, _): .unknownPurchasesColumn
      case .unknownColumn(_, .events, _): .unknownEventsColumn
      case .missingColumns: .missingColumns
      case .fieldCount: .fieldCount
      case .emptyField: .emptyField
      case .blankField: .blankField
      case .notALotID: .notALotID
      case .tooManyDecimals: .tooManyDecimals
      case .unknownAction: .unknownAction
      case .foundWithoutLot: .foundWithoutLot
      case .notOneOf: .notOneOf
      case .stateBeforePurchase: .stateBeforePurchase
      case .sealedWithStateDay: .sealedWithStateDay
      }
    },
    render: { ImportError(line: 3, column: 2, columnName: "item", problem: $0).message($1) })

  enum ImportProblemCase: CaseIterable {
    case value, emptyFile, duplicateColumn, unknownPurchasesColumn, unknownEventsColumn
    case missingColumns, fieldCount, emptyField, blankField, notALotID, tooManyDecimals
    case unknownAction, foundWithoutLot, notOneOf, stateBeforePurchase
    case sealedWithStateDay
  }

  static let rowPlaces = MessageFamily(
    "RowPlace",
    [
      RowPlace(line: 1, column: nil, columnName: nil),
      RowPlace(line: 3, column: 2, columnName: nil),
      RowPlace(line: 3, column: 2, columnName: "item"),
    ],
    kind: { (place: RowPlace) -> RowPlaceCase in
      switch (place.column, place.columnName) {
      case (nil, _): .line
      case (_, nil): .lineAndColumn
      case _: .lineColumnAndName
      }
    },
    render: {
      ImportError(line: $0.line, column: $0.column, columnName: $0.columnName, problem: .emptyFile)
        .message($1)
    })

  enum RowPlaceCase: CaseIterable {
    case line, lineAndColumn, lineColumnAndName
  }

  static let csvProblems = MessageFamily(
    "CSVError.Problem", CSVError.Problem.allCases, kind: { $0 },
    render: { CSVError(line: 2, column: 3, problem: $0).message($1) })
}
