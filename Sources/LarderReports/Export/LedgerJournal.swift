import LarderCore

/// Purchases as a plain-text accounting journal that hledger and ledger both read: one
/// transaction per lot, payee the store, the expense account `expenses:<category>`, paid
/// from `assets:cash`, the item as a comment.
public enum LedgerJournal {
  /// The journal's opening comment.
  public static let header = "; Purchases written by larder generate\n\n"

  /// One transaction, e.g.
  ///
  ///     2026-10-03 Lidl
  ///         expenses:dairy    1.19 EUR  ; Whole milk
  ///         assets:cash
  public static func transaction(_ row: PurchaseRow) -> String {
    let payee = account(row.store.isEmpty ? "unknown store" : row.store)
    let category = account(row.category ?? "other")
    return """
      \(row.date) \(payee)
          expenses:\(category)  \(row.price.amount) \(row.price.currency.code)  ; \(account(row.item))
          assets:cash


      """
  }

  /// Text on one line without the characters that end an account name or start a comment.
  static func account(_ text: String) -> String {
    String(
      text.map { character -> Character in
        character.isNewline || character == ";" || character == "\t" ? " " : character
      }
    ).replacingOccurrences(of: "  ", with: " ")
  }
}
