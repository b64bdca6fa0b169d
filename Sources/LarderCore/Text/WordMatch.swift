/// How a name typed by a person finds an item's name when it is not the whole name: as a
/// word of it (`milk` in `Whole milk`, `creme` in `Crème fraîche épaisse`), or as a run of
/// CJK characters inside it (`豆漿` in `有機豆漿`), ignoring case, accents, width and
/// ligatures (`SearchKey.fold`). `milk` is not a word of `Buttermilk`.
public enum WordMatch {
  /// Whether the folded `typed` is a word of the folded `name`, or a run of CJK characters
  /// in it. Both are `SearchKey.fold` keys.
  public static func contains(_ name: String, _ typed: String) -> Bool {
    let name = Array(name)
    let typed = Array(typed)
    guard let first = typed.first, let last = typed.last, typed.count < name.count else {
      return false
    }
    var start = 0
    while start + typed.count <= name.count {
      if name[start] == first, Array(name[start..<(start + typed.count)]) == typed {
        let before = start > 0 ? name[start - 1] : nil
        let end = start + typed.count
        let after = end < name.count ? name[end] : nil
        if bounds(before, first) && bounds(after, last) { return true }
      }
      start += 1
    }
    return false
  }

  /// Whether the character `outside` a match ends it, next to the match's character `edge`:
  /// no character, one that is not a letter or digit, or CJK on either side.
  static func bounds(_ outside: Character?, _ edge: Character) -> Bool {
    guard let outside else { return true }
    return !(outside.isLetter || outside.isNumber) || isCJK(edge) || isCJK(outside)
  }

  /// Whether `character` is written without spaces between words: Han, kana or Hangul.
  public static func isCJK(_ character: Character) -> Bool {
    character.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
        0x20000...0x2FA1F, 0xFF66...0xFF9F:
        true
      default: false
      }
    }
  }
}
