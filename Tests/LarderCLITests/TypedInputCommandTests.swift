import Foundation
import Testing

/// Input as people type it, through the binary: folded names, quantities with units and
/// packs, numbers in the reader's language and relative or short dates, with the exit
/// status of each refusal. `StoreTypedReferenceTests`, `TypedNumberTests`,
/// `TypedDateTests` and `AmountTests` specify the same in-process.
@Suite struct TypedInputCommandTests {
  /// Today as the binary reads it, `offset` days on, as YYYY-MM-DD.
  static func day(_ offset: Int = 0) -> String {
    let calendar = Calendar.current
    let date = calendar.date(byAdding: .day, value: offset, to: Date()) ?? Date()
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  @Test func aNameTypedWithoutItsLigatureOrAccentsFindsTheItem() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Œufs", "12"])
    try larder.run(["add", "Crème fraîche", "1"])
    let consumed = try larder.run(["consume", "oeufs", "4"])
    #expect(consumed.stdout == "Consumed 4 pcs of Œufs from 1 lot.\n")
    #expect(try larder.run(["show", "creme fraiche"]).status == 0)
    // A name that differs only by accents is the item's.
    #expect(try larder.run(["add", "Oeufs", "6"]).stdout.hasPrefix("Added 6 pcs of Œufs"))
  }

  @Test func aFoldedNameMatchingTwoItemsIsBadDataListingThem() throws {
    // Two items that fold alike, as a database from before the accent refusal may hold.
    let larder = try LarderBinary()
    try larder.run(["add", "Creme", "1"])
    try larder.run(["add", "Other", "1"])
    _ = try larder.sqlite(
      "UPDATE items SET name = 'Crème', name_key = 'crème', search_key = 'creme' "
        + "WHERE name = 'Other'")
    let result = try larder.run(["consume", "crême", "1"])
    #expect(result.status == 65)
    #expect(result.stderr == "Error: 'crême' matches more than one: Creme, Crème\n")
    #expect(try larder.run(["consume", "CRÈME", "1"]).status == 0)
  }

  @Test func aQuantityMayCarryAUnitOfTheItemsFamily() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Gruyère", "1", "--unit", "kg"])
    for arguments in [["100", "g"], ["100g"], ["0.1", "kg"], ["100", "--unit", "g"]] {
      let result = try larder.run(["consume", "Gruyère"] + arguments)
      #expect(result.stdout == "Consumed 0.1 kg of Gruyère from 1 lot.\n", "\(arguments)")
    }
    #expect(try larder.run(["list"]).stdout.contains("Gruyère     0.6  kg"))
  }

  @Test func aUnitOfAnotherFamilyOrAnInexactOneIsBadData() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Gruyère", "1", "--unit", "kg"])
    let litre = try larder.run(["consume", "Gruyère", "1", "L"])
    #expect(litre.status == 65)
    #expect(
      litre.stderr == "Error: 'Gruyère' is counted in kg, not L: L is a volume and kg a mass\n")
    let half = try larder.run(["discard", "Gruyère", "0.5", "g"])
    #expect(half.status == 65)
    #expect(
      half.stderr
        == "Error: 'Gruyère' is counted in kg, and 0.5 g is 0.0005 kg, more than 3 decimals\n")
  }

  @Test func aPackIsTheMostFrequentPurchase() throws {
    let larder = try LarderBinary()
    for quantity in ["6", "12", "6"] { try larder.run(["add", "Eggs", quantity]) }
    let result = try larder.run(["discard", "eggs", "2", "packs"])
    #expect(result.stdout == "Discarded 12 pcs of Eggs from 2 lots.\n")
  }

  @Test func frenchReadsTheDecimalCommaAndEnglishRefusesIt() throws {
    let larder = try LarderBinary()
    let added = try larder.run(
      ["add", "Lait", "2", "--unit", "L", "--price", "2,38"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(added.status == 0, "\(added.stderr)")
    let french = try larder.run(["--lang", "fr", "consume", "lait", "0,5"])
    #expect(french.stdout == "Consommation enregistrée\u{A0}: Lait, 0,5 L, sur 1 lot.\n")
    let english = try larder.run(["consume", "lait", "0,5"])
    #expect(english.status == 64)
    #expect(english.stderr.contains("'0,5' is ambiguous"))
    #expect(try larder.run(["consume", "lait", "1.234,5", "--lang", "fr"]).status == 64)
    #expect(try larder.run(["consume", "lait", "０．５"]).status == 0)
    #expect(
      try larder.run(["show", "Lait", "--format", "json"]).stdout.contains("\"price\": \"2.38\""))
  }

  @Test func relativeAndShortDatesAreReadInTheLanguage() throws {
    let larder = try LarderBinary()
    let added = try larder.run(["add", "Milk", "2", "--date", "yesterday", "--expires", "+3"])
    #expect(added.stdout.hasSuffix("expires \(Self.day(3)).\n"), "\(added.stdout)")
    try larder.run(["--lang", "fr", "consume", "Milk", "1", "--date", "aujourd'hui"])
    try larder.run(["--lang", "ja", "consume", "Milk", "0.5", "--date", "昨日"])
    let history = try larder.run(["show", "Milk", "--format", "json"]).stdout
    #expect(history.contains("\"purchasedOn\": \"\(Self.day(-1))\""))
    #expect(history.contains("\"date\": \"\(Self.day())\""))
    #expect(history.contains("\"date\": \"\(Self.day(-1))\""))
  }

  @Test func aDayWithoutItsYearIsTheNextOneForAnExpiry() throws {
    let larder = try LarderBinary()
    let today = Self.day()
    let year = Int(today.prefix(4)) ?? 0
    // 1 January: the last one for a purchase; for an expiry, the next one from today, or
    // from the purchase's day when it is given (then that very day).
    let next = today.hasSuffix("-01-01") ? today : "\(year + 1)-01-01"
    let last = "\(year)-01-01"
    let added = try larder.run(["--lang", "fr", "add", "Riz", "1", "--expires", "01/01"])
    #expect(added.status == 0, "\(added.stderr)")
    let backdated = try larder.run(
      ["--lang", "fr", "add", "Pâtes", "1", "--date", "01/01", "--expires", "01/01"])
    #expect(backdated.status == 0, "\(backdated.stderr)")
    let rice = try larder.run(["show", "Riz", "--format", "json"]).stdout
    #expect(rice.contains("\"expiresOn\": \"\(next)\""))
    let pasta = try larder.run(["show", "Pâtes", "--format", "json"]).stdout
    #expect(pasta.contains("\"purchasedOn\": \"\(last)\""))
    #expect(pasta.contains("\"expiresOn\": \"\(last)\""))
  }

  @Test func aDayWithoutItsYearCountsFromTheDayOfAPurchase() throws {
    // Bought on 20 November 2026, use by 30/11: 30 November 2026, not a year on.
    let larder = try LarderBinary()
    let added = try larder.run([
      "--lang", "fr", "add", "Œufs", "12", "--date", "2026-11-20", "--use-by", "30/11",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    let lot = try larder.run(["show", "Œufs", "--format", "json"]).stdout
    #expect(lot.contains("\"expiresOn\": \"2026-11-30\""))
  }

  @Test func aSlashedDayIsAmbiguousInEnglish() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["add", "Rice", "1", "--expires", "12/31"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'12/31' is ambiguous: it could be day/month or month/day"))
  }
}
