/// The words that tell a receipt's lines apart, in French, English, Japanese and
/// Chinese, as `SearchKey.fold` leaves them (lower case, no accents).
enum ReceiptWords {
  /// A line that states the total to pay.
  static let total = [
    "total", "montant", "a payer", "net a payer", "合計", "総計", "總計", "合计", "总计", "お買上計",
    "總金額", "应付", "應付",
  ]
  /// A running total, which adds nothing.
  static let subtotal = ["sous-total", "sous total", "subtotal", "sub-total", "小計", "小计"]
  /// A discount or coupon.
  static let discount = [
    "remise", "reduction", "promo", "coupon", "bon d'achat", "rabais", "avantage", "値引", "割引",
    "クーポン", "折扣", "折價", "折让", "優惠", "优惠",
  ]
  /// A deposit on the product above.
  static let deposit = ["consigne", "deposit", "デポジット", "押金"]
  /// Lines that carry an amount but no purchase: taxes, payment, change, the till.
  static let ignored = [
    "tva", "t.v.a", "消費税", "内税", "外税", "税率", "稅", "税", "cb ", "carte", "especes",
    "rendu", "monnaie", "お預", "お釣", "釣銭", "現金", "找零", "信用卡", "悠遊卡", "tel", "電話",
    "〒", "siret", "articles", "caisse", "ticket", "commande", "magasin", "retrait", "caissier",
    "レジ", "no.", "取引", "統編", "統一編號", "賣方", "隨機碼", "序號",
    // Greetings printed above or below the lines.
    "merci", "bienvenue", "welcome", "thank", "ありがとう", "毎度", "謝謝", "歡迎",
    // A table's heading row: `Article  Qté  Prix unit.  Montant`, `商品名  数量  単価  金額`.
    "qte", "quantite", "prix unit", "designation", "数量", "數量", "単価", "單價",
  ]

  /// Loyalty points and the like, printed beside the lines (`Cagnotte : 4,20 €`, `Gagné sur
  /// ce ticket : 0,38 €`, `ポイント`): neither a purchase nor a total, unless a discount
  /// (`REMISE FIDELITE -1,00`).
  static let loyalty = ["cagnotte", "gagne", "fidelite", "points", "ポイント", "紅利", "點數"]

  /// A payment by card.
  static let card = [
    "cb", "carte bancaire", "carte bleue", "paiement carte", "carte credit", "carte de credit",
    "visa", "mastercard", "amex", "sans contact", "credit card", "debit card", "card",
    "クレジット", "信用卡", "刷卡",
  ]
  /// A payment in cash, or the change a cash payment gets (`お釣`, `找零`).
  static let cash = [
    "especes", "espece", "numeraire", "cash", "現金", "付現", "お預", "お釣", "釣銭", "找零",
  ]

  /// The payment method a line (folded) names, as a whole word: `CB EMV SANS CONTACT`,
  /// `ESPECES`, `現金`; nil for none (`CASHEW` names none).
  static func payment(in text: String) -> PaymentMethod? {
    func names(_ words: [String]) -> Bool {
      words.contains { word in
        guard let first = word.unicodeScalars.first, first.isASCII else {
          return text.contains(word)
        }
        var rest = text[...]
        while let found = rest.range(of: word) {
          let before = found.lowerBound == text.startIndex ? nil : text[..<found.lowerBound].last
          let after = found.upperBound == text.endIndex ? nil : text[found.upperBound...].first
          if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
          rest = text[found.upperBound...]
        }
        return false
      }
    }
    if names(card) { return .card }
    if names(cash) { return .cash }
    return nil
  }

  /// Whether `text`, the rest of a line, can be a store's name: two letters or more, and
  /// not what a day's line says around the day (`Le`, `日(水)`, `Date`).
  static func isName(_ text: String) -> Bool {
    let letters = text.filter(\.isLetter)
    guard letters.count >= 2, !text.hasPrefix("日") else { return false }
    return !["le", "date", "du", "heure"].contains(SearchKey.fold(text))
  }

  /// Whether the folded `text` contains one of `words` (at a word's start for Latin
  /// words, anywhere for CJK ones).
  /// Words of a product that hold an ignored word: the till's bag (`レジ袋`, where `レジ`
  /// is the till).
  static let boughtDespite = ["レジ袋"]

  /// Whether the line `text` (folded) is one of those read past: an ignored word, and no
  /// product that holds one.
  static func isIgnored(_ text: String) -> Bool {
    has(ignored, in: text) && !has(boughtDespite, in: text)
  }

  static func has(_ words: [String], in text: String) -> Bool {
    // A word in Chinese or Japanese is found even with its characters spaced out, as
    // tills print them (`合 計`, `お 釣`).
    lazy var unspaced = text.replacingOccurrences(of: " ", with: "")
    return words.contains { word in
      guard let first = word.unicodeScalars.first, first.isASCII else {
        return text.contains(word) || unspaced.contains(word)
      }
      return text.hasPrefix(word) || text.contains(" " + word)
    }
  }
}
