import Foundation
import LarderCore

/// Purchases as a plain-text accounting journal that hledger and ledger both read
/// (docs/journal.md): one transaction per purchase day and store, payee the store, one
/// posting per lot to `expenses:food:<category>` with the exact price in its currency and
/// the quantity and item as a comment, and one balancing posting per currency from the
/// account of each purchase's payment method (`Accounts`: by card `assets:bank:checking`,
/// else `assets:cash`, by default).
///
/// Lots are written as they come; the lots of one day are kept until a later day begins
/// (or `finish`), so that the lots of a day and store make one transaction.
public final class LedgerJournal {
  /// One lot as the journal writes it.
  public struct Purchase: Sendable {
    /// The purchase day.
    public var date: CalendarDate
    /// The store, or empty.
    public var store: String
    /// The item's category, or empty (written as `other`).
    public var category: String
    /// The item's name.
    public var item: String
    /// The quantity bought, in `unit`.
    public var quantity: Quantity
    /// The item's unit.
    public var unit: String
    /// What the lot cost.
    public var price: Money
    /// How it was paid, when its receipt said.
    public var payment: PaymentMethod?

    /// Creates a purchase line of the journal.
    public init(
      date: CalendarDate, store: String, category: String, item: String, quantity: Quantity,
      unit: String, price: Money, payment: PaymentMethod? = nil
    ) {
      self.date = date
      self.store = store
      self.category = category
      self.item = item
      self.quantity = quantity
      self.unit = unit
      self.price = price
      self.payment = payment
    }
  }

  /// The accounts purchases are paid from, by how they were paid.
  public struct Accounts: Hashable, Sendable {
    /// Purchases paid by card.
    public var card = "assets:bank:checking"
    /// Purchases paid in cash.
    public var cash = "assets:cash"
    /// Purchases whose payment is not known.
    public var other = "assets:cash"

    public init() {}

    /// The account of purchases paid by `method`.
    public func account(_ method: PaymentMethod?) -> String {
      switch method {
      case .card: card
      case .cash: cash
      case nil: other
      }
    }

    /// Whether `name` can be an account of a journal both hledger and ledger read: not
    /// empty, on one line, without two spaces in a row or a tab (which end an account
    /// name), a `;` (which starts a comment), or a leading bracket or parenthesis (a
    /// virtual posting).
    public static func isValid(_ name: String) -> Bool {
      guard let first = name.first, !first.isWhitespace, !"([".contains(first),
        name.last?.isWhitespace == false
      else { return false }
      return !name.contains("  ") && !name.contains(";")
        && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
  }

  /// The journal's opening comment.
  public static let header = "; Purchases written by larder\n\n"

  private let write: (String) throws -> Void
  private let noStore: String
  private let accounts: Accounts
  private var day: CalendarDate?
  /// The current day's lots by store, stores in the order they first came.
  private var stores: [String] = []
  private var lots: [String: [Purchase]] = [:]

  /// A journal that hands its text to `write`, a transaction at a time; `noStore` is the
  /// payee of purchases without a store; purchases are paid from `accounts`.
  public init(
    noStore: String, accounts: Accounts = Accounts(), write: @escaping (String) throws -> Void
  ) throws {
    self.noStore = noStore
    self.accounts = accounts
    self.write = write
    try write(Self.header)
  }

  /// Adds one lot; writes the previous day's transactions when `purchase` is of another day.
  ///
  /// - Throws: what `write` throws; `ValueError.overflow` when a day's total at one store
  ///   does not fit in 64 bits of minor units.
  public func add(_ purchase: Purchase) throws {
    if day != purchase.date { try flush() }
    day = purchase.date
    if lots[purchase.store] == nil { stores.append(purchase.store) }
    lots[purchase.store, default: []].append(purchase)
  }

  /// Writes the last day's transactions.
  ///
  /// - Throws: as `add`.
  public func finish() throws { try flush() }

  private func flush() throws {
    for store in stores {
      try write(
        try Self.transaction(
          lots[store] ?? [], payee: store.isEmpty ? noStore : store, accounts: accounts))
    }
    stores = []
    lots = [:]
  }

  /// One transaction of lots of one day and store, e.g.
  ///
  ///     2026-10-03 Lidl
  ///         expenses:food:dairy  1.19 EUR  ; 1 L Whole milk
  ///         assets:cash  -1.19 EUR
  ///
  /// One balancing posting for each account and currency the lots were paid in, in the
  /// order they first came.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total does not fit in 64 bits.
  static func transaction(_ lots: [Purchase], payee: String, accounts: Accounts = Accounts())
    throws(ValueError) -> String
  {
    guard let first = lots.first else { return "" }
    var text = "\(first.date) \(self.payee(payee))\n"
    struct Source: Hashable {
      var account: String
      var currency: Currency
    }
    var sources: [Source] = []
    var totals: [Source: Money] = [:]
    for lot in lots {
      let comment = Self.comment("\(lot.quantity) \(lot.unit) \(lot.item)")
      text +=
        "    expenses:food:\(account(lot.category))  \(amount(lot.price))  ; \(comment)\n"
      let source = Source(account: accounts.account(lot.payment), currency: lot.price.currency)
      if let total = totals[source] {
        totals[source] = try total + lot.price
      } else {
        sources.append(source)
        totals[source] = lot.price
      }
    }
    for source in sources {
      let paid = try Money.zero(source.currency) - (totals[source] ?? .zero(source.currency))
      text += "    \(source.account)  \(amount(paid))\n"
    }
    return text + "\n"
  }

  /// `1.19 EUR`, `500 JPY`, `1.250 KWD`: the exact amount with the currency's decimals,
  /// a point, no grouping, the code after it.
  static func amount(_ money: Money) -> String { money.amount + " " + money.currency.code }

  /// A category as one level of an account name: on one line, `:` (which separates levels)
  /// as `-`, `;` as `,`, runs of spaces as one (two end an account name); `other` when empty.
  static func account(_ text: String) -> String {
    let name = line(text).replacingOccurrences(of: ":", with: "-")
    return name.isEmpty ? "other" : name
  }

  /// A store as a payee: on one line, without the leading `*`, `!` or `(` that would read
  /// as a status or a code.
  static func payee(_ text: String) -> String {
    String(line(text).drop { "*!(".contains($0) || $0 == " " })
  }

  /// A posting's comment that says only what it says: on one line (`line`), brackets as
  /// parentheses, since ledger reads `[2026-12-01]` in a note as the posting's date (and
  /// refuses `[6]`), and a `date:` or `date2:` tag, which hledger reads so, as `date :`.
  static func comment(_ text: String) -> String {
    var out = ""
    for character in line(text) {
      out.append(character == "[" ? "(" : character == "]" ? ")" : character)
      for tag in ["date:", "date2:"] where out.hasSuffix(tag) {
        let before = out.dropLast(tag.count).last
        if before == nil || before == " " || before == "," || before == "(" {
          out.insert(" ", at: out.index(before: out.endIndex))
        }
      }
    }
    return out
  }

  /// Text in NFC on one line: every white space as a space, runs of them as one, trimmed,
  /// `;` (which starts a comment) as `,`.
  static func line(_ text: String) -> String {
    var out = ""
    for character in text.precomposedStringWithCanonicalMapping {
      let next: Character = character.isWhitespace ? " " : character == ";" ? "," : character
      if next == " ", out.last == " " || out.isEmpty { continue }
      out.append(next)
    }
    while out.last == " " { out.removeLast() }
    return out
  }
}
