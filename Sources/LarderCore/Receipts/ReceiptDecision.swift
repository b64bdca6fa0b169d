/// What the household decided for a receipt line: the item it is, or to leave it out.
public enum ReceiptDecision: Hashable, Sendable {
  /// The line is `item`; with a `pack`, each one the line counts is that much of it.
  case item(String, pack: ReceiptPack?)
  /// The line is not recorded (a bag, a gift card, a non-food line).
  case skip
}

/// How much one counted unit of a receipt line is: `200 g` for a pot of crème fraîche.
public struct ReceiptPack: Hashable, Sendable {
  /// The amount, greater than zero.
  public var quantity: Quantity
  /// Its unit as written (`g`, `l`, `pcs`).
  public var unit: String

  public init(quantity: Quantity, unit: String) {
    self.quantity = quantity
    self.unit = unit
  }
}

/// A decision the household keeps for a store: each time that store's receipt prints
/// `text`, the line is taken as `decision` says.
public struct ReceiptAlias: Hashable, Sendable {
  /// The store, as recorded with its purchases.
  public var store: String
  /// The line's text, as first printed (`CR.FRAICHE EP.30%`).
  public var text: String
  /// The item and pack, or a skip.
  public var decision: ReceiptDecision

  public init(store: String, text: String, decision: ReceiptDecision) {
    self.store = store
    self.text = text
    self.decision = decision
  }

  /// The key a line's text is matched by: folded as names are (`SearchKey.fold`), with
  /// spaces and punctuation left out, so `CR.FRAICHE EP.30%` and `CR FRAICHE EP 30%`
  /// (as OCR may read it) are one line.
  public static func key(_ text: String) -> String {
    String(
      SearchKey.fold(text).unicodeScalars.filter {
        !$0.properties.isWhitespace && !$0.properties.generalCategory.isPunctuationOrSymbol
      }.map(Character.init))
  }
}

extension Unicode.GeneralCategory {
  /// Whether the category is punctuation or a symbol (`.`, `-`, `%`, `*`, `€`).
  fileprivate var isPunctuationOrSymbol: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }
}
