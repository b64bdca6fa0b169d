/// A number of days as people type it (a shelf life): whole, in ASCII or full-width digits
/// (`TypedNumber`). How many days an item may keep is the store's rule, not the typing's.
public enum TypedDays {
  /// The whole number `text` is: `７` is 7.
  ///
  /// - Throws: `ValueError.notANumber` for text that is no number, `.tooPrecise` for one
  ///   with decimals, `.tooLarge` for one past what an integer holds.
  public static func parse(_ text: String) throws(ValueError) -> Int {
    let plain = try TypedNumber.plain(text, decimal: .point)
    guard !plain.contains(".") else { throw .tooPrecise(text, maxDecimals: 0) }
    guard let days = Int(plain) else { throw .tooLarge(text, max: String(Int.max)) }
    return days
  }
}
