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

  /// How much one is, as typed (`200 g`): a number without a unit, or in packs, is that
  /// many pieces.
  public init(_ amount: Amount) {
    switch amount {
    case .quantity(let quantity, let unit): self.init(quantity: quantity, unit: unit ?? "pcs")
    case .packs(let count): self.init(quantity: count, unit: "pcs")
    }
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

extension ReceiptAlias {
  /// What `key` is among the decisions `known` keeps by key, allowing for what OCR
  /// misreads: the same key's, else the decision of the keys closest to it within one
  /// edit (a character added, left out or changed) per 8 letters' worth of `key` — a
  /// letter or digit is worth one, a kana two and an ideograph three, as one says more
  /// (so `riz` must be the same, `緑茶 2L` may be read `緑恭 2L`); nil when there is none,
  /// or the closest keys are decided differently.
  public static func closest<Decision: Equatable>(
    to key: String, in known: [String: Decision]
  ) -> Decision? {
    if let same = known[key] { return same }
    let target = Array(key)
    let allowed = target.reduce(0) { $0 + weight($1) } / 8
    guard allowed > 0 else { return nil }
    var best: (decision: Decision, distance: Int)?
    var tied = false
    for (candidate, decision) in known {
      let other = Array(candidate)
      guard abs(other.count - target.count) <= allowed,
        let distance = editDistance(target, other, within: allowed)
      else { continue }
      if let current = best, current.distance <= distance {
        if current.distance == distance, current.decision != decision { tied = true }
        continue
      }
      (best, tied) = ((decision, distance), false)
    }
    return tied ? nil : best?.decision
  }

  /// How much a character of a key says: 3 for an ideograph, 2 for a kana, else 1.
  static func weight(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    if scalar.properties.isIdeographic { return 3 }
    return (0x3040...0x30FF).contains(scalar.value) ? 2 : 1
  }

  /// The Levenshtein distance of `a` and `b`, nil when it is over `bound`.
  static func editDistance(_ a: [Character], _ b: [Character], within bound: Int) -> Int? {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      guard current.min() ?? 0 <= bound else { return nil }
      previous = current
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
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
