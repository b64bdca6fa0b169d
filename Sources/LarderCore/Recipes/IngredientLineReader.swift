/// The reading of one ingredient line, by the rules `IngredientLine` states: English and
/// French by words, Japanese and Chinese by characters, since they write no spaces.
struct IngredientLineReader {
  /// The line as written.
  let text: String
  /// The recipe's language.
  let language: RecipeLanguage
  /// The notes found so far, in order.
  private var notes: [String] = []
  /// A measure stated in parentheses for the whole line.
  private var stated: IngredientLine.Measure?
  /// A measure stated in parentheses for one of the line's count: `1 (14 oz) can`.
  private var statedForOne: IngredientLine.Measure?
  /// Whether the line says its amount is not measured: `to taste`, `少々`.
  private var vague = false

  /// A reader of `text`.
  init(text: String, language: RecipeLanguage) {
    self.text = text
    self.language = language
  }

  /// The food, its measure as written (nil for none) and its note.
  private typealias Reading = (name: String, written: IngredientLine.Measure?)

  /// The line read.
  mutating func read() -> IngredientLine {
    let line = IngredientLineReader.cleaned(text)
    let (head, tail) = IngredientLineReader.splitAtComma(line)
    let latin = language == .english || language == .french
    var reading = latin ? readWords(head) : readCharacters(head)
    if let tail {
      if reading.written != nil || vague {
        notes.append(tail)
      } else if IngredientLineReader.removingPhrases(
        IngredientWords.vaguePhrases[language] ?? [], from: tail, words: latin) != nil
      {
        vague = true
        notes.append(tail)
      } else {
        reading.name = reading.name.isEmpty ? tail : reading.name + ", " + tail
      }
    }
    var measure = reading.written
    var alternative: IngredientLine.Measure?
    if let written = reading.written, let one = statedForOne,
      let total = written.amount.multiplied(by: one.amount)
    {
      measure = IngredientLine.Measure(amount: total, unit: one.unit)
      alternative = written
    }
    if let stated {
      (measure, alternative) = IngredientLineReader.choose(
        written: measure, stated: stated, language)
    }
    let name = reading.name.isEmpty && measure == nil ? line : reading.name
    let measured = measure != nil && !vague
    return IngredientLine(
      text: text, name: name, amount: measured ? measure?.amount : nil,
      unit: measured ? measure?.unit : nil,
      note: notes.isEmpty ? nil : notes.joined(separator: ", "),
      isMeasured: measured, alternative: measured ? alternative : nil)
  }

  /// The measure of a line that writes `written` and states `stated` in parentheses, and
  /// the other one, by `IngredientLine`'s rule: a cup with a stated volume is a cup of
  /// that size; a stated weight wins over anything but a weight, a stated volume over
  /// pieces and counts; otherwise the written measure wins.
  private static func choose(
    written: IngredientLine.Measure?, stated: IngredientLine.Measure, _ language: RecipeLanguage
  ) -> (IngredientLine.Measure?, IngredientLine.Measure?) {
    guard let written else { return (stated, nil) }
    if written.unit.cup != nil, stated.unit.family == .volume, let statedSize = stated.unit.size,
      let milliliters = stated.amount.multiplied(by: statedSize),
      let perCup = milliliters.divided(by: written.amount)
    {
      let cup = CookingUnit.Cup(milliliters: perCup, language: language)
      return (IngredientLine.Measure(amount: written.amount, unit: .cup(cup)), nil)
    }
    func rank(_ family: CookingUnit.Family) -> Int {
      switch family {
      case .mass: 2
      case .volume: 1
      case .pieces, .count: 0
      }
    }
    return rank(stated.unit.family) > rank(written.unit.family)
      ? (stated, written) : (written, stated)
  }

  // MARK: - Cleaning

  /// `text` with full-width forms as ASCII, spaces collapsed, `’` as `'`, and leading
  /// bullets and numbering dropped.
  static func cleaned(_ text: String) -> String {
    var line = Substring(CookingAmount.folded(text.replacing("\u{2019}", with: "'")))
    while let first = line.first {
      if IngredientWords.bullets.contains(first)
        || (0x2460...0x2473).contains(first.unicodeScalars.first?.value ?? 0)
      {
        line = line.dropFirst().drop { $0 == " " }
        continue
      }
      // `1.` or `2)` then a space; `(3)` then a space.
      let digits = line.drop { $0 == "(" }.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty {
        let after = line[digits.endIndex...]
        if after.hasPrefix(". ") || after.hasPrefix(") ") {
          line = after.dropFirst(2)
          continue
        }
      }
      break
    }
    return withoutSizeBeforeAmount(String(line))
  }

  /// `line` without a size written against its amount in Chinese or Japanese: `玉ねぎ 中1個`
  /// is `玉ねぎ 1個` (大, 中 or 小 after a space or at the start, then a digit).
  private static func withoutSizeBeforeAmount(_ line: String) -> String {
    let characters = Array(line)
    var kept: [Character] = []
    for (index, character) in characters.enumerated() {
      if "大中小".contains(character), index + 1 < characters.count,
        characters[index + 1].isASCII, characters[index + 1].isNumber,
        index == 0 || characters[index - 1] == " "
      {
        continue
      }
      kept.append(character)
    }
    return String(kept)
  }

  /// `line` before and after its first comma that stands between no two digits; the part
  /// after is nil when there is no such comma, and never empty.
  private static func splitAtComma(_ line: String) -> (String, String?) {
    let characters = Array(line)
    var depth = 0
    for (index, character) in characters.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      guard character == ",", depth == 0 else { continue }
      let before = index > 0 && characters[index - 1].isASCII && characters[index - 1].isNumber
      let after =
        index + 1 < characters.count && characters[index + 1].isASCII
        && characters[index + 1].isNumber
      if before && after { continue }
      let head = String(characters[..<index]).trimmingSpaces
      let tail = String(characters[(index + 1)...]).trimmingSpaces
      return (head, tail.isEmpty ? nil : tail)
    }
    return (line, nil)
  }

  /// `text` without the first of `phrases` it holds (as whole words when `words`), and
  /// that phrase as written; nil when it holds none.
  static func removingPhrases(_ phrases: [String], from text: String, words: Bool)
    -> (rest: String, phrase: String)?
  {
    let lower = text.lowercased()
    for phrase in phrases {
      var searched = lower[...]
      while let found = searched.range(of: phrase) {
        let before = found.lowerBound == lower.startIndex ? nil : lower[..<found.lowerBound].last
        let after = found.upperBound == lower.endIndex ? nil : lower[found.upperBound...].first
        if !words || (!(before?.isLetter ?? false) && !(after?.isLetter ?? false)) {
          // Lower-casing keeps the offsets of the letters recipes use.
          let start = lower.distance(from: lower.startIndex, to: found.lowerBound)
          let length = lower.distance(from: found.lowerBound, to: found.upperBound)
          let characters = Array(text)
          guard start + length <= characters.count else { return nil }
          let rest = String(characters[..<start]) + " " + String(characters[(start + length)...])
          return (
            rest.split(separator: " ").joined(separator: " "),
            String(characters[start..<(start + length)])
          )
        }
        searched = lower[found.upperBound...]
      }
    }
    return nil
  }

  /// Reads a parenthesised `content`: a stated weight or volume (`14 oz`, `約300g`,
  /// `about 250 ml`), or else a note.
  private mutating func parenthesised(_ content: String, forOne: Bool) {
    var inner = Substring(content.trimmingSpaces)
    for word in IngredientWords.approximately where inner.lowercased().hasPrefix(word) {
      inner = inner.dropFirst(word.count).drop { $0 == " " }
      break
    }
    if let measure = measureOnly(String(inner)),
      measure.unit.family == .mass || measure.unit.family == .volume
    {
      if forOne { statedForOne = measure } else { stated = measure }
      return
    }
    if !content.trimmingSpaces.isEmpty { notes.append(content.trimmingSpaces) }
  }

  /// `text` read as an amount and a unit and nothing else: `300g`, `14 oz`.
  private func measureOnly(_ text: String) -> IngredientLine.Measure? {
    let characters = Array(text)
    let end = IngredientLineReader.amountRun(characters, from: 0)
    guard end > 0,
      let amount = CookingAmount.parse(String(characters[..<end]), language: language),
      let unit = IngredientWords.unit(String(characters[end...]).trimmingSpaces, language: language)
    else { return nil }
    return IngredientLine.Measure(amount: amount, unit: unit)
  }

  /// The end of the amount that starts at `start` in `characters` (digits, fractions,
  /// decimal separators, `と`, `又`, range marks), or `start` when none starts there. A
  /// space counts only between digits and a fraction (`1 1/2`) when `spaces`.
  static func amountRun(_ characters: [Character], from start: Int, spaces: Bool = false) -> Int {
    func isDigit(_ index: Int) -> Bool {
      index < characters.count
        && ((characters[index].isASCII && characters[index].isNumber)
          || CookingAmount.vulgar[characters[index]] != nil)
    }
    guard isDigit(start) else { return start }
    let joints: Set<Character> = [".", ",", "/", "⁄", "~", "〜", "-", "–", "と", "又"]
    var end = start
    var index = start
    while index < characters.count {
      if isDigit(index) {
        index += 1
        end = index
      } else if joints.contains(characters[index]) || (spaces && characters[index] == " ") {
        // A joint only counts with a digit after it.
        var next = index + 1
        while next < characters.count, characters[next] == " " { next += 1 }
        guard isDigit(next) || (characters[index] == " " && isDigit(index + 1)) else { break }
        index = next
      } else {
        break
      }
    }
    return end
  }
}

extension IngredientLineReader {
  // MARK: - English and French, by words

  /// Reads the part of a line before its comma, word by word.
  private mutating func readWords(_ head: String) -> Reading {
    var tokens = IngredientLineReader.tokens(head)
    var index = 0
    var amount: CookingAmount?
    for count in stride(from: min(3, tokens.count), through: 1, by: -1)
    where !tokens[..<count].contains(where: IngredientLineReader.isParenthesised) {
      if let read = CookingAmount.parse(tokens[..<count].joined(separator: " "), language: language)
      {
        amount = read
        index = count
        break
      }
    }
    if amount == nil, let trailing = trailingMeasure(tokens) {
      return trailing
    }
    if amount != nil, index < tokens.count, IngredientLineReader.isParenthesised(tokens[index]) {
      parenthesised(IngredientLineReader.inside(tokens[index]), forOne: true)
      index += 1
    }
    index = skipSizes(tokens, from: index)
    var unit: CookingUnit?
    var linked = false
    let article =
      amount == nil && index < tokens.count
      && IngredientWords.one.contains(tokens[index].lowercased())
    if amount != nil || article {
      let start = article ? index + 1 : index
      if let (found, isVague, length) = unitWords(tokens, at: start) {
        if article { amount = .one }
        unit = found
        vague = vague || isVague
        index = start + length
        linked = true
      }
    } else if case (let found, true, let length)? = unitWords(tokens, at: index) {
      // `pinch of salt`: a vague unit without an amount.
      unit = found
      vague = true
      index += length
      linked = true
    }
    index = skipSizes(tokens, from: index)
    if linked || amount != nil { index = skipLinking(&tokens, from: index) }
    var nameWords: [String] = []
    for token in tokens[index...] {
      if IngredientLineReader.isParenthesised(token) {
        parenthesised(IngredientLineReader.inside(token), forOne: false)
      } else {
        nameWords.append(token)
      }
    }
    var name = nameWords.joined(separator: " ")
    if let (without, phrase) = IngredientLineReader.removingPhrases(
      IngredientWords.vaguePhrases[language] ?? [], from: name, words: true)
    {
      // `salt to taste` is unmeasured, `1 tbsp oil for frying` measured, with its note.
      if amount == nil || vague { vague = true } else { notes.append(phrase) }
      name = without
    }
    guard let amount else { return (name, nil) }
    return (name, IngredientLine.Measure(amount: amount, unit: unit ?? .pieces))
  }

  /// A line that names the food first and ends with its measure: `Farine : 200 g`.
  private mutating func trailingMeasure(_ tokens: [String]) -> Reading? {
    guard tokens.count >= 3 else { return nil }
    for start in 1..<(tokens.count - 1) {
      for count in 1...3 where start + count < tokens.count {
        let amountText = tokens[start..<(start + count)].joined(separator: " ")
        guard let amount = CookingAmount.parse(amountText, language: language),
          let (unit, isVague, length) = unitWords(tokens, at: start + count),
          start + count + length == tokens.count
        else { continue }
        vague = vague || isVague
        var name = tokens[..<start].filter { !IngredientLineReader.isParenthesised($0) }
        for token in tokens[..<start] where IngredientLineReader.isParenthesised(token) {
          parenthesised(IngredientLineReader.inside(token), forOne: false)
        }
        if name.last == ":" || name.last == "-" { name.removeLast() }
        let joined = name.joined(separator: " ")
        return (
          joined.hasSuffix(":") ? String(joined.dropLast()).trimmingSpaces : joined,
          IngredientLine.Measure(amount: amount, unit: unit)
        )
      }
    }
    return nil
  }

  /// The unit whose words begin at `start` (the longest), whether it is a vague one (a
  /// pinch) and how many words it takes; nil when none does.
  private func unitWords(_ tokens: [String], at start: Int) -> (CookingUnit, Bool, Int)? {
    guard start < tokens.count else { return nil }
    for length in stride(from: min(4, tokens.count - start), through: 1, by: -1) {
      let words = tokens[start..<(start + length)]
      guard !words.contains(where: IngredientLineReader.isParenthesised) else { continue }
      let phrase = words.joined(separator: " ")
      if let unit = IngredientWords.unit(phrase, language: language) {
        return (unit, false, length)
      }
      if phrase.hasSuffix("."),
        let unit = IngredientWords.unit(String(phrase.dropLast()), language: language)
      {
        return (unit, false, length)
      }
      if IngredientWords.vagueUnits[language]?.contains(phrase.lowercased()) ?? false {
        return (.counted(phrase.lowercased()), true, length)
      }
    }
    return nil
  }

  /// The index past the size words (`large`, `grosses`) from `index`, each kept as a note.
  private mutating func skipSizes(_ tokens: [String], from index: Int) -> Int {
    var index = index
    while index < tokens.count, IngredientWords.sizes.contains(tokens[index].lowercased()) {
      notes.append(tokens[index])
      index += 1
    }
    return index
  }

  /// The index past the linking words (`of`, `de la`) from `index`, with `d'` and `l'`
  /// dropped from the food's first word.
  private func skipLinking(_ tokens: inout [String], from index: Int) -> Int {
    var index = index
    for words in IngredientWords.linking[language] ?? [] where index + words.count < tokens.count {
      if tokens[index..<(index + words.count)].map({ $0.lowercased() }) == words {
        index += words.count
        break
      }
    }
    guard language == .french, index < tokens.count else { return index }
    for prefix in IngredientWords.linkingPrefixes where tokens[index].lowercased().hasPrefix(prefix)
    {
      let rest = String(tokens[index].dropFirst(prefix.count))
      if !rest.isEmpty { tokens[index] = rest }
      break
    }
    return index
  }

  /// The words of `text`, a parenthesised group as one word, and a number glued to a
  /// word split from it: `500g` is `500`, `g`.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(", "[":
        if depth == 0, !current.isEmpty {
          tokens.append(current)
          current = ""
        }
        depth += 1
        current.append(character)
      case ")" where depth > 0, "]" where depth > 0:
        depth -= 1
        current.append(character)
        if depth == 0 {
          tokens.append(current)
          current = ""
        }
      case " " where depth == 0:
        if !current.isEmpty { tokens.append(current) }
        current = ""
      default:
        if depth == 0, character.isLetter, let last = current.last,
          (last.isASCII && last.isNumber) || CookingAmount.vulgar[last] != nil
        {
          tokens.append(current)
          current = ""
        }
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// Whether `token` is a parenthesised group.
  static func isParenthesised(_ token: String) -> Bool {
    token.hasPrefix("(") || token.hasPrefix("[")
  }

  /// What a parenthesised group holds, without its parentheses.
  static func inside(_ token: String) -> String {
    var inner = token.dropFirst()
    if inner.hasSuffix(")") || inner.hasSuffix("]") { inner = inner.dropLast() }
    return String(inner)
  }

  // MARK: - Japanese and Chinese, by characters

  /// Reads the part of a line before its comma, character by character.
  private mutating func readCharacters(_ head: String) -> Reading {
    var rest = ""
    var depth = 0
    var group = ""
    for character in head {
      switch character {
      case "(", "[", "【":
        if depth > 0 { group.append(character) }
        depth += 1
      case ")" where depth > 0, "]" where depth > 0, "】" where depth > 0:
        depth -= 1
        if depth == 0 {
          parenthesised(group, forOne: false)
          group = ""
          rest.append(" ")
        } else {
          group.append(character)
        }
      default:
        if depth > 0 { group.append(character) } else { rest.append(character) }
      }
    }
    if depth > 0 { parenthesised(group, forOne: false) }
    var vaguePhrase: String?
    if let (without, phrase) = IngredientLineReader.removingPhrases(
      IngredientWords.vaguePhrases[language] ?? [], from: rest, words: false)
    {
      vaguePhrase = phrase
      rest = without
    }
    let characters = Array(rest)
    guard
      let (measure, span) = characterMeasure(characters, han: false)
        ?? characterMeasure(characters, han: true) ?? bareTrailingAmount(characters)
    else {
      vague = vague || vaguePhrase != nil
      return (IngredientLineReader.trimmedName(characters[...]), nil)
    }
    // `適量` beside a measure says no more than a note would.
    if let vaguePhrase { notes.append(vaguePhrase) }
    let name =
      IngredientLineReader.trimmedName(characters[..<span.lowerBound]) + " "
      + IngredientLineReader.trimmedName(characters[span.upperBound...])
    return (IngredientLineReader.trimmedName(Array(name)[...]), measure)
  }

  /// The first measure in `characters` and where it stands: a unit written before the
  /// number (`大さじ1`, `カップ1/2`) or after it (`2個`, `300g`, `1 大匙`), in digits, or in
  /// Han numerals when `han` (`二個`, `半杯`, never without a unit: `八角` is star anise).
  private func characterMeasure(_ characters: [Character], han: Bool)
    -> (IngredientLine.Measure, Range<Int>)?
  {
    var index = 0
    while index < characters.count {
      if let (unit, afterUnit) = unitAt(characters, index),
        IngredientWords.leadingUnits.contains(String(characters[index..<afterUnit]))
      {
        var start = afterUnit
        while start < characters.count, characters[start] == " " { start += 1 }
        let end = run(characters, from: start, han: han)
        if end > start,
          let amount = CookingAmount.parse(String(characters[start..<end]), language: language)
        {
          // `大さじ1杯` is one tablespoon.
          let past = end < characters.count && characters[end] == "杯" ? end + 1 : end
          return (IngredientLine.Measure(amount: amount, unit: unit), index..<past)
        }
      }
      let end = run(characters, from: index, han: han)
      if end > index {
        var unitStart = end
        if !han, unitStart < characters.count, characters[unitStart] == " " { unitStart += 1 }
        if let amount = CookingAmount.parse(String(characters[index..<end]), language: language),
          let (unit, afterUnit) = unitAt(characters, unitStart)
        {
          return (IngredientLine.Measure(amount: amount, unit: unit), index..<afterUnit)
        }
        index = end
      } else {
        index += 1
      }
    }
    return nil
  }

  /// A number alone at the end, counting pieces: `卵 2`.
  private func bareTrailingAmount(_ characters: [Character]) -> (
    IngredientLine.Measure, Range<Int>
  )? {
    var end = characters.count
    while end > 0, characters[end - 1] == " " { end -= 1 }
    var start = end
    while start > 0, IngredientLineReader.amountRun(characters, from: start - 1) == end {
      start -= 1
    }
    while start < end, IngredientLineReader.amountRun(characters, from: start) != end { start += 1 }
    guard start < end, start == 0 || characters[start - 1] == " ",
      let amount = CookingAmount.parse(String(characters[start..<end]), language: language)
    else { return nil }
    return (IngredientLine.Measure(amount: amount, unit: .pieces), start..<end)
  }

  /// The end of the amount at `start`: digits and fractions, or Han numerals when `han`.
  private func run(_ characters: [Character], from start: Int, han: Bool) -> Int {
    guard han else { return IngredientLineReader.amountRun(characters, from: start) }
    var end = start
    while end < characters.count, "一二三四五六七八九十兩两半".contains(characters[end]) { end += 1 }
    return end
  }

  /// The longest unit word at `index` and the index past it; a word of Latin letters must
  /// not run on into another letter (`g` is not the start of `gallon`).
  private func unitAt(_ characters: [Character], _ index: Int) -> (CookingUnit, Int)? {
    for (word, unit) in IngredientWords.unitWords(language) {
      let letters = Array(word)
      let end = index + letters.count
      guard end <= characters.count else { continue }
      let matches = zip(letters, characters[index..<end]).allSatisfy { wanted, found in
        wanted == found || String(found).lowercased() == String(wanted)
      }
      guard matches else { continue }
      if let last = letters.last, last.isASCII, last.isLetter, end < characters.count,
        characters[end].isASCII, characters[end].isLetter
      {
        continue
      }
      return (unit, end)
    }
    return nil
  }

  /// A name from `characters`, without spaces, separators and a trailing `各` ("each").
  private static func trimmedName(_ characters: ArraySlice<Character>) -> String {
    let separators: Set<Character> = [" ", ":", "…", "‥", "・", ".", "-", "/", "、", "=", "…"]
    var name = Array(characters)
    while let first = name.first, separators.contains(first) { name.removeFirst() }
    while let last = name.last, separators.contains(last) || last == "各" { name.removeLast() }
    return String(name).split(separator: " ").joined(separator: " ")
  }
}
