/// `--window DAYS`: the window W over which consumption rates are measured (docs
/// definition 3), 90 days by default, at least 1.
enum RateWindowOption {
  /// The option, shared by the commands that compute rates.
  static let option = Option<Int>.count(
    "window", "days", "The window W, in days.", in: 1...36_600, default: 90)
}
