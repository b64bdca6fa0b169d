import Foundation
import Testing

/// `cook --suggest`, `plan`, `shopping` and `forecast` with planned meals on a household
/// this test generates, each recomputed from the database by an independent Python oracle
/// written from docs definitions 26–28 (`Checkers/check_cooking.py`, `check_forecast.py
/// --plan`).
@Suite struct CookingOracleTests {
  static let day = "2026-11-10"

  /// The household: items in five units and two currencies, lots expiring over the next
  /// weeks, a pace for the forecast, names in other languages, recipes in four languages
  /// and meals that compete for the same lots.
  static func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    let asOf = ["--as-of", day]
    func run(_ arguments: [String]) throws {
      let result = try larder.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    // (item, unit, quantity, price, currency, days from D to the expiry, days bought before D)
    let lots: [(String, String, String, String, String, Int?, Int)] = [
      ("Milk", "L", "1", "1.09", "EUR", 1, 5), ("Milk", "L", "1", "1.15", "EUR", 4, 2),
      ("Milk", "L", "2", "2.20", "EUR", 9, 1), ("Cream", "g", "200", "2.00", "EUR", 2, 6),
      ("Cream", "g", "200", "2.10", "EUR", 6, 1), ("Pepper", "pcs", "1", "0.90", "EUR", 3, 2),
      ("Potatoes", "kg", "1", "1.20", "EUR", 2, 8), ("Potatoes", "kg", "2.5", "3.00", "EUR", 10, 3),
      ("Flour", "g", "1000", "1.10", "EUR", nil, 30), ("Eggs", "pcs", "6", "2.40", "EUR", 5, 4),
      ("Butter", "g", "250", "2.35", "EUR", 20, 4), ("Miso", "g", "500", "398", "JPY", 3, 9),
      ("Tomatoes", "kg", "0.8", "2.39", "EUR", 1, 3), ("Rice", "kg", "2", "3.50", "EUR", nil, 40),
      ("Bacon lardons", "g", "200", "2.80", "EUR", 4, 2),
    ]
    for (item, unit, quantity, price, currency, expires, bought) in lots {
      var arguments = [
        "add", item, quantity, "--unit", unit, "--price", price, "--currency", currency,
        "--date", Self.date(-bought),
      ]
      if let expires { arguments += ["--expires", Self.date(expires)] }
      try run(arguments)
    }
    // A pace: milk and cream eaten over the past weeks.
    for back in stride(from: 60, through: 20, by: -10) {
      try run(["add", "Milk", "1", "--price", "1.10", "--date", Self.date(-back)])
      try run(["consume", "Milk", "1", "--date", Self.date(-back + 2)])
      try run(["add", "Cream", "200", "--price", "2.00", "--date", Self.date(-back)])
      try run(["consume", "Cream", "150", "--date", Self.date(-back + 3)])
    }
    // Something eaten on D itself: as of the day before, what was left is read from the
    // events after it.
    try run(["consume", "Cream", "10", "--date", day])
    try run(["edit", "Milk", "--name-in", "fr", "lait", "--name-in", "ja", "牛乳"])
    try run(["edit", "Eggs", "--name-in", "fr", "œufs", "--name-in", "zh-Hant", "雞蛋"])
    try run(["edit", "Potatoes", "--alias", "pommes de terre", "--name-in", "ja", "じゃがいも"])
    try run(["edit", "Flour", "--grams-per-ml", "0.53"])
    // A tomato weighs 120 g: pieces of Tomatoes, kept in kg, draw 0.12 kg each.
    try run(["edit", "Tomatoes", "--grams-per-piece", "120"])
    let recipes: [(String, String, [String])] = [
      (
        "Gratin dauphinois", "4",
        ["1 kg de pommes de terre", "20 cl de crème", "50 cl de lait", "100 g de gruyère", "sel"]
      ),
      ("Crêpes", "4", ["250 g de farine", "4 œufs", "0,5 l de lait", "50 g de beurre"]),
      ("Pancakes", "2", ["1 cup flour", "1 egg", "1 cup milk", "1 tbsp butter"]),
      ("Stir fry", "2", ["1 pepper", "200 g rice", "a pinch of salt"]),
      ("Stuffed peppers", "2", ["1 pepper", "100 g rice", "1 tomato"]),
      ("肉じゃが", "2", ["じゃがいも 300g", "牛乳 大さじ2", "味噌 大さじ1"]),
      ("番茄炒蛋", "2", ["雞蛋 3 顆", "番茄 2 顆", "鹽 少許"]),
      ("Tomato soup", "4", ["800 g tomatoes", "200 ml cream", "1/3 tsp salt"]),
      ("Rice pudding", "4", ["150 g rice", "1 l milk", "1/2 cup cream"]),
      ("Miso soup", "2", ["2 tbsp miso", "1 cup water"]),
      ("Quiche", "6", ["150 g lardons", "3 eggs", "20 cl cream", "1/2 tsp salt"]),
    ]
    for (name, servings, lines) in recipes {
      try run(
        ["recipe", "add", name, "--servings", servings] + lines.flatMap { ["--ingredient", $0] }
          + asOf)
    }
    try run([
      "recipe", "edit", "Tomato soup", "--match", "tomatoes=Tomatoes", "--match", "cream=Cream",
    ])
    try run(["recipe", "edit", "Gratin dauphinois", "--match", "crème=Cream"])
    try run(["recipe", "edit", "Stuffed peppers", "--match", "tomato=Tomatoes"])
    try run(["recipe", "edit", "Miso soup", "--match", "miso=Miso", "--at-hand", "water"])
    try run(["recipe", "edit", "Quiche", "--at-hand", "salt"])
    // Two meals need the one pepper; the stir fry comes first.
    for (offset, recipe, servings) in [
      (1, "Stir fry", "2"), (2, "Stuffed peppers", "2"), (1, "Tomato soup", "2"),
      (3, "Gratin dauphinois", "4"), (5, "Rice pudding", "8"),
    ] {
      try run(["plan", "add", Self.date(offset), recipe, "--servings", servings] + asOf)
    }
    return larder
  }

  /// D + `days` as YYYY-MM-DD.
  static func date(_ days: Int) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    guard let start = formatter.date(from: day) else { return day }
    return formatter.string(from: start.addingTimeInterval(Double(days) * 86_400))
  }

  /// Whether the oracle agrees with `output` of kind `kind` as of `day`.
  func agrees(
    _ larder: LarderBinary, _ kind: String, _ output: String, within: Int = 3, day: String
  ) throws -> (Bool, String) {
    let (status, said) = try LarderBinary.python(
      [LarderBinary.checker("check_cooking.py"), larder.database, day, "\(within)", kind],
      stdin: output)
    return (status == 0 && said.hasPrefix("ok"), said)
  }

  /// As of D, and as of the day before (when something eaten on D is read back).
  @Test(arguments: [0, -1])
  func suggestionsPlanShoppingAndForecastAgreeWithTheOracle(dayOffset: Int) throws {
    let larder = try Self.household()
    let day = Self.date(dayOffset)
    let asOf = ["--as-of", day]
    for within in [3, 7] {
      let suggest = try larder.run(
        ["cook", "--suggest", "--within", "\(within)", "--limit", "1000", "--format", "json"]
          + asOf)
      #expect(suggest.status == 0, "\(suggest.stderr)")
      let (ok, said) = try agrees(larder, "suggest", suggest.stdout, within: within, day: day)
      #expect(ok, "within \(within): \(said)")
    }
    for kind in ["plan", "shopping"] {
      let result = try larder.run([kind, "--format", "json"] + asOf)
      #expect(result.status == 0, "\(result.stderr)")
      let (ok, said) = try agrees(larder, kind, result.stdout, day: day)
      #expect(ok, "\(kind): \(said)")
    }
    let forecast = try larder.run(["forecast", "--format", "json"] + asOf)
    let (status, said) = try LarderBinary.python(
      [LarderBinary.checker("check_forecast.py"), larder.database, day, "90", "14", "--plan"],
      stdin: forecast.stdout)
    #expect(status == 0 && said.hasPrefix("ok"), "\(said)")
  }
}
