import CcJSON

/// Reads schema.org `Recipe`s from a JSON-LD document, as recipe sites embed them in their
/// pages (WordPress's WP Recipe Maker and Yoast among them) and recipe managers write them
/// (Nextcloud Cookbook's `recipe.json`, the pages Mealie and Tandoor serve), parsed by
/// cJSON.
///
/// A recipe is found as the document itself, in an array, in a `@graph` (Yoast's, beside
/// the WebPage, Person and ImageObject nodes) or as a page's `mainEntity`, its `@type` a
/// string or an array (`["Recipe", "NewsArticle"]`, `schema:Recipe` and the schema.org
/// address too). Of each, it reads:
/// - the name: `name`, or `headline`;
/// - the yield: `recipeYield` (or `yield`) as a number, a text ("4 servings", "Serves 4",
///   "4人分", "4 人份"), an array of those (`["4", "4 servings"]`) or a `QuantitativeValue`;
///   the servings are the first whole number in it;
/// - the ingredients: `recipeIngredient`, or the older `ingredients` when it gives none:
///   an array of lines (arrays in it flattened) or one text, a line each;
/// - the steps: `recipeInstructions` as one text (a step a line, `<br>` and `<p>` starting
///   lines too), an array of texts, of `HowToStep`s (their `text`, or their `name` when
///   they have none), of `HowToSection`s whose `itemListElement` hold steps (flattened in
///   order, the sections' names left out), or an `ItemList` of those;
/// - `totalTime`, `prepTime` and `cookTime` as ISO 8601 durations (`ISODuration`), or as
///   exporters write them (`50 Minutes`, `210`);
/// - the source (`url`, `mainEntityOfPage` or `isBasedOn`, as text or as a node's `@id`
///   or `url`), `inLanguage` and `description`.
///
/// Text is made plain: tags removed, entities decoded (`PlainText`), spaces collapsed.
/// Sizes are bounded (`RecipeReadError.Bound`) so that hostile input cannot make the
/// reading slow or large. Recipes without a name are left out when another has one; the
/// same recipe found twice is kept once.
public enum RecipeJSONLD {
  /// The recipes of the JSON-LD document `json` (UTF-8, a byte order mark allowed).
  ///
  /// - Throws: `RecipeReadError`: `.notUTF8`, `.notJSON` (where), `.noRecipe`,
  ///   `.recipeWithoutName` when no recipe has a name, `.tooLarge` with the bound passed.
  public static func recipes(in json: [UInt8]) throws(RecipeReadError) -> [RecipeDraft] {
    guard json.count <= RecipeReadError.Bound.document.maximum else {
      throw .tooLarge(.document)
    }
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let skipped = json.starts(with: bom) ? bom.count : 0
    let body = json[skipped...]
    if let offset = firstInvalidUTF8(body) { throw .notUTF8(offset: offset) }
    // From here on, offsets count from the start of the text, past the byte order mark.
    let text = Array(CatalogReader.JSONRecord.withoutEscapedNul(body))
    // A raw NUL is no JSON, and cJSON would cut a string at it; an escaped one is read as
    // another control character, which the text leaves out.
    if let nul = text.firstIndex(of: 0) { throw position(nul, in: text) }
    let parsed = text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars -> Result<[RecipeDraft], RecipeReadError> in
        var end: UnsafePointer<CChar>? = nil
        let root = cJSON_ParseWithLengthOpts(chars.baseAddress, chars.count, &end, 0)
        let used = chars.baseAddress.flatMap { base in end.map { $0 - UnsafePointer(base) } }
        guard let root else {
          return .failure(position(used ?? 0, in: text))
        }
        defer { cJSON_Delete(root) }
        let rest = (used ?? text.count)
        if let trailing = text[min(max(rest, 0), text.count)...].firstIndex(where: {
          ![0x20, 0x09, 0x0A, 0x0D].contains($0)
        }) {
          return .failure(position(trailing, in: text))
        }
        return Result { () throws(RecipeReadError) in try drafts(root) }
      }
    }
    return try parsed.get()
  }

  /// The recipes of the JSON-LD document `json`.
  ///
  /// - Throws: as `recipes(in:)` for bytes.
  public static func recipes(in json: String) throws(RecipeReadError) -> [RecipeDraft] {
    try recipes(in: Array(json.utf8))
  }

  /// A parsed node.
  typealias Node = UnsafeMutablePointer<cJSON>

  /// The drafts of every recipe under `root`.
  private static func drafts(_ root: Node) throws(RecipeReadError) -> [RecipeDraft] {
    var nodes: [Node] = []
    try collect(root, depth: 0, into: &nodes)
    guard !nodes.isEmpty else { throw .noRecipe }
    var drafts: [RecipeDraft] = []
    var seen: Set<RecipeDraft> = []
    for node in nodes {
      guard let draft = try draft(node), seen.insert(draft).inserted else { continue }
      drafts.append(draft)
    }
    guard !drafts.isEmpty else { throw .recipeWithoutName }
    return drafts
  }

  /// Appends to `nodes` the recipes found in `node`: itself, the elements of an array,
  /// a `@graph`'s nodes, a page's `mainEntity`.
  private static func collect(_ node: Node, depth: Int, into nodes: inout [Node])
    throws(RecipeReadError)
  {
    guard depth <= RecipeReadError.Bound.nesting.maximum else { throw .tooLarge(.nesting) }
    if cJSON_IsArray(node) != 0 {
      for child in children(node) { try collect(child, depth: depth + 1, into: &nodes) }
      return
    }
    guard cJSON_IsObject(node) != 0 else { return }
    if isRecipe(node) {
      guard nodes.count < RecipeReadError.Bound.recipes.maximum else { throw .tooLarge(.recipes) }
      nodes.append(node)
      return
    }
    for key in ["@graph", "mainEntity"] {
      if let inner = member(node, key) { try collect(inner, depth: depth + 1, into: &nodes) }
    }
  }

  /// Whether the node's `@type` is, or includes, `Recipe`; or, without a `@type`, whether
  /// it has a name and `recipeIngredient`, as Mealie's own export writes a recipe.
  private static func isRecipe(_ node: Node) -> Bool {
    guard let type = member(node, "@type") else {
      return member(node, "name") != nil && member(node, "recipeIngredient") != nil
    }
    let types = cJSON_IsArray(type) != 0 ? Array(children(type)) : [type]
    return types.contains { type in
      guard cJSON_IsString(type) != 0, let value = type.pointee.valuestring else { return false }
      var name = String(cString: value)
      for prefix in ["http://schema.org/", "https://schema.org/", "schema:"]
      where name.hasPrefix(prefix) {
        name.removeFirst(prefix.count)
      }
      return name.lowercased() == "recipe"
    }
  }

  /// The draft of the recipe `node`, or nil when it has no name.
  private static func draft(_ node: Node) throws(RecipeReadError) -> RecipeDraft? {
    guard let name = try firstLine(node, "name", "headline") else { return nil }
    var draft = RecipeDraft(name: name)
    if let yield = member(node, "recipeYield") ?? member(node, "yield") {
      (draft.servings, draft.yieldText) = try Yield.read(yield, depth: 1)
    }
    if draft.servings == nil, let servings = member(node, "recipeServings") {
      (draft.servings, _) = try Yield.read(servings, depth: 1)
    }
    for key in ["recipeIngredient", "ingredients"] where draft.ingredients.isEmpty {
      guard let ingredients = member(node, key) else { continue }
      try ingredientLines(ingredients, depth: 1, into: &draft.ingredients)
    }
    if let instructions = member(node, "recipeInstructions") {
      var steps: [String] = []
      try Steps.append(instructions, depth: 1, to: &steps)
      draft.steps = steps
    }
    draft.totalMinutes = try line(member(node, "totalTime")).flatMap(ISODuration.looseMinutes)
    draft.prepMinutes = try line(member(node, "prepTime")).flatMap(ISODuration.looseMinutes)
    draft.cookMinutes = try line(member(node, "cookTime") ?? member(node, "performTime"))
      .flatMap(ISODuration.looseMinutes)
    for key in ["url", "mainEntityOfPage", "isBasedOn", "orgURL"] where draft.source == nil {
      draft.source = try reference(member(node, key))
    }
    draft.language = try reference(member(node, "inLanguage"))
    draft.description = try line(member(node, "description"))
    return draft
  }

  /// Appends the ingredient lines of `node` (a text or an array) to `lines`.
  private static func ingredientLines(_ node: Node, depth: Int, into lines: inout [String])
    throws(RecipeReadError)
  {
    guard depth <= RecipeReadError.Bound.nesting.maximum else { throw .tooLarge(.nesting) }
    if cJSON_IsArray(node) != 0 {
      for child in children(node) { try ingredientLines(child, depth: depth + 1, into: &lines) }
      return
    }
    // An exporter's ingredient object (Mealie's): its line as shown, else its note.
    let text =
      cJSON_IsObject(node) != 0
      ? try firstLine(node, "display", "originalText", "text", "note", "name")
      : try string(node)
    guard let raw = text else { return }
    for text in PlainText.lines(raw) {
      guard lines.count < RecipeReadError.Bound.ingredients.maximum else {
        throw .tooLarge(.ingredients)
      }
      lines.append(text)
    }
  }

  /// A reference's text: a text, or a node's `@id`, `url` or `name` (a `Language`'s), or
  /// the first of an array's.
  private static func reference(_ node: Node?) throws(RecipeReadError) -> String? {
    guard let node else { return nil }
    if let text = try line(node) { return text }
    if cJSON_IsArray(node) != 0 {
      for child in children(node) {
        if let text = try line(child) { return text }
      }
      return nil
    }
    return try firstLine(node, "@id", "url", "name")
  }

  /// The first of the members `keys` of `node` that has text, on one line.
  private static func firstLine(_ node: Node, _ keys: String...) throws(RecipeReadError)
    -> String?
  {
    for key in keys {
      if let text = try line(member(node, key)) { return text }
    }
    return nil
  }

  // MARK: - cJSON

  /// The member `key` of the object `node`, or nil (also when `node` is not an object).
  static func member(_ node: Node?, _ key: String) -> Node? {
    guard let node, cJSON_IsObject(node) != 0 else { return nil }
    return cJSON_GetObjectItemCaseSensitive(node, key)
  }

  /// The elements of an array or the members of an object, in order, one at a time.
  static func children(_ node: Node) -> some Sequence<Node> {
    sequence(state: node.pointee.child) { next -> Node? in
      defer { next = next?.pointee.next }
      return next
    }
  }

  /// The text of a string node as written, or nil for another node.
  ///
  /// - Throws: `.tooLarge(.field)` over `Bound.field` bytes.
  static func string(_ node: Node?) throws(RecipeReadError) -> String? {
    guard let node, cJSON_IsString(node) != 0, let value = node.pointee.valuestring else {
      return nil
    }
    var length = 0
    while value[length] != 0 {
      length += 1
      guard length <= RecipeReadError.Bound.field.maximum else { throw .tooLarge(.field) }
    }
    // The document is UTF-8 and cJSON refuses an escape that makes no character (a lone
    // surrogate), so nothing is repaired here.
    return String(cString: value)
  }

  /// The plain text of a string node on one line, or nil when it is not a string or
  /// holds nothing.
  static func line(_ node: Node?) throws(RecipeReadError) -> String? {
    guard let raw = try string(node) else { return nil }
    let text = PlainText.line(raw)
    return text.isEmpty ? nil : text
  }

  // MARK: - Positions

  /// The offset of the first byte of `bytes` that is not UTF-8, counted from the start of
  /// the slice's base, or nil when all are.
  private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// `.notJSON` at the byte `offset` of `text` (UTF-8): its line and column from 1, the
  /// column in Unicode scalars.
  private static func position(_ offset: Int, in text: [UInt8]) -> RecipeReadError {
    var line = 1
    var column = 1
    for byte in text.prefix(max(0, offset)) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return .notJSON(line: line, column: column)
  }
}

extension RecipeJSONLD {
  /// `recipeYield` read: its servings and its text.
  enum Yield {
    /// The most digits of a number of servings; a longer number is not one.
    static let maximumDigits = 6

    /// The servings and the text of `node`: a number, a text, a `QuantitativeValue`, or
    /// an array of those (the first whole number of any; the first text that says more
    /// than a number, else the first text).
    static func read(_ node: Node, depth: Int) throws(RecipeReadError) -> (Int?, String?) {
      guard depth <= RecipeReadError.Bound.nesting.maximum else { throw .tooLarge(.nesting) }
      if cJSON_IsNumber(node) != 0 {
        let value = node.pointee.valuedouble
        guard value.isFinite, value >= 0, value < 1e15 else { return (nil, nil) }
        let whole = Int(value.rounded(.down))
        let text = Double(whole) == value ? String(whole) : String(value)
        return (whole > 0 && whole < 1_000_000 ? whole : nil, text)
      }
      if let text = try line(node) { return (servings(in: text), text) }
      if cJSON_IsArray(node) != 0 {
        var servings: Int?
        var texts: [String] = []
        for child in children(node) {
          let (number, text) = try read(child, depth: depth + 1)
          servings = servings ?? number
          if let text { texts.append(text) }
        }
        return (servings, texts.first(where: saysMoreThanANumber) ?? texts.first)
      }
      guard let value = member(node, "value") else { return (nil, nil) }
      let (number, text) = try read(value, depth: depth + 1)
      guard let text, let unit = try line(member(node, "unitText")) else { return (number, text) }
      return (number, text + " " + unit)
    }

    /// The first whole number written in `text` with decimal digits of any script
    /// (`４人分` is 4), other than 0; nil when there is none.
    static func servings(in text: String) -> Int? {
      var digits: [Int] = []
      for scalar in text.unicodeScalars + [" "] {
        if scalar.properties.numericType == .decimal,
          let value = scalar.properties.numericValue
        {
          digits.append(Int(value))
          continue
        }
        defer { digits = [] }
        guard !digits.isEmpty, digits.count <= maximumDigits else { continue }
        let number = digits.reduce(0) { $0 * 10 + $1 }
        if number > 0 { return number }
      }
      return nil
    }

    /// Whether `text` holds a letter ("4 servings", "4人分"), not a number alone.
    private static func saysMoreThanANumber(_ text: String) -> Bool {
      text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
  }

  /// `recipeInstructions` read as one list of steps.
  enum Steps {
    /// Appends the steps of `node` to `steps`: a text's lines; an array's elements' steps;
    /// a `HowToStep`'s `text` as one step; the steps of an `itemListElement` (a
    /// `HowToSection`, an `ItemList`) when it has no text; else its `name`.
    static func append(_ node: Node, depth: Int, to steps: inout [String])
      throws(RecipeReadError)
    {
      guard depth <= RecipeReadError.Bound.nesting.maximum else { throw .tooLarge(.nesting) }
      if let raw = try string(node) {
        for text in PlainText.lines(raw) { try add(text, to: &steps) }
      } else if cJSON_IsArray(node) != 0 {
        for child in children(node) { try append(child, depth: depth + 1, to: &steps) }
      } else if let text = try line(member(node, "text")) {
        try add(text, to: &steps)
      } else if let elements = member(node, "itemListElement") {
        try append(elements, depth: depth + 1, to: &steps)
      } else if let name = try line(member(node, "name")) {
        try add(name, to: &steps)
      }
    }

    /// Appends `step`, within `Bound.steps`.
    private static func add(_ step: String, to steps: inout [String]) throws(RecipeReadError) {
      guard steps.count < RecipeReadError.Bound.steps.maximum else { throw .tooLarge(.steps) }
      steps.append(step)
    }
  }
}

extension RecipeJSONLD {
  /// The plain text of a field that may hold HTML: tags removed (`<br>`, `<p>`, `<li>`,
  /// `<div>` and headings end a line), character references decoded as HTML decodes
  /// them, white space collapsed. The named references are a small table of those recipe
  /// pages use (`&amp;`, `&nbsp;`, `&frac12;`, `&eacute;`…); numeric ones (`&#39;`,
  /// `&#x27;`) are all read, with HTML's replacements (`&#146;` is `’`, `&#0;` is
  /// U+FFFD). An unknown name, or one without its `;`, is left as written.
  enum PlainText {
    /// The text on one line.
    static func line(_ raw: String) -> String { collapsed(decoded(raw)) }

    /// The text's non-empty lines, each on one line.
    static func lines(_ raw: String) -> [String] {
      decoded(raw).split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" })
        .map { collapsed($0) }.filter { !$0.isEmpty }
    }

    /// The tags that end a line.
    static let blockTags: Set<String> = [
      "br", "p", "li", "div", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
    ]

    /// `raw` without its tags and with its references decoded; a block tag is a line end.
    static func decoded(_ raw: String) -> String.UnicodeScalarView {
      let scalars = Array(raw.unicodeScalars)
      var result = String.UnicodeScalarView()
      // Past this index no `>` follows: each `<` after it is text, found without a search.
      var noCloseFrom = scalars.count
      var index = 0
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "<", index + 1 < noCloseFrom, opensTag(scalars[index + 1]) {
          if let close = scalars[(index + 1)..<noCloseFrom].firstIndex(of: ">") {
            if blockTags.contains(tagName(scalars[(index + 1)..<close])) {
              result.append("\n")
            }
            index = close + 1
            continue
          }
          noCloseFrom = index
        }
        if scalar == "&", let (decoded, next) = reference(scalars, at: index) {
          result.append(contentsOf: decoded)
          index = next
          continue
        }
        result.append(scalar)
        index += 1
      }
      return result
    }

    /// Whether a `<` followed by `scalar` opens a tag (`<b`, `</p`, `<!--`), not text
    /// (`< 5`, `<3`).
    private static func opensTag(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isASCII
        && (scalar.properties.isAlphabetic || scalar == "/" || scalar == "!"
          || scalar == "?")
    }

    /// The lower-case name of the tag whose text after `<` is `tag` (`/P class=x` is `p`).
    private static func tagName(_ tag: ArraySlice<Unicode.Scalar>) -> String {
      var name = ""
      for scalar in tag.drop(while: { $0 == "/" }) {
        guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        else { break }
        name.unicodeScalars.append(scalar)
      }
      return name.lowercased()
    }

    /// The longest reference read, `&` and `;` included.
    private static let maximumReference = 32

    /// The scalars of the reference at `index` (an `&`) and the index after it, or nil
    /// when none is there.
    private static func reference(_ scalars: [Unicode.Scalar], at index: Int)
      -> ([Unicode.Scalar], Int)?
    {
      let end = min(scalars.count, index + maximumReference)
      guard let semicolon = scalars[(index + 1)..<end].firstIndex(of: ";"), semicolon > index + 1
      else { return nil }
      let body = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
      if body.hasPrefix("#") {
        guard let code = numericValue(body.dropFirst()) else { return nil }
        return ([numericScalar(code)], semicolon + 1)
      }
      guard let named = entities[body] else { return nil }
      return ([named], semicolon + 1)
    }

    /// The value of a numeric reference's digits (`39`, `x27`), or nil.
    private static func numericValue(_ digits: Substring) -> UInt32? {
      let hex = digits.first == "x" || digits.first == "X"
      let text = hex ? digits.dropFirst() : digits
      guard !text.isEmpty, text.count <= 8, text.allSatisfy(\.isASCII) else { return nil }
      return UInt32(text, radix: hex ? 16 : 10)
    }

    /// The character a numeric reference stands for, as HTML reads it: Windows-1252's for
    /// 128 to 159, U+FFFD for 0, a surrogate or past U+10FFFF.
    private static func numericScalar(_ code: UInt32) -> Unicode.Scalar {
      if let mapped = windows1252[code] { return mapped }
      guard code != 0, let scalar = Unicode.Scalar(code) else { return "\u{FFFD}" }
      return scalar
    }

    /// HTML's replacements of the numeric references 128 to 159 (Windows-1252's).
    private static let windows1252: [UInt32: Unicode.Scalar] = [
      0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}",
      0x86: "\u{2020}", 0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}",
      0x8B: "\u{2039}", 0x8C: "\u{0152}", 0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}",
      0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}", 0x96: "\u{2013}", 0x97: "\u{2014}",
      0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}", 0x9C: "\u{0153}",
      0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]

    /// The named references read, as HTML names them.
    static let entities: [String: Unicode.Scalar] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
      "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "lsquo": "\u{2018}",
      "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "laquo": "\u{AB}",
      "raquo": "\u{BB}", "bull": "\u{2022}", "middot": "\u{B7}", "deg": "\u{B0}",
      "times": "\u{D7}", "frac12": "\u{BD}", "frac14": "\u{BC}", "frac34": "\u{BE}",
      "frac13": "\u{2153}", "frac23": "\u{2154}", "copy": "\u{A9}", "reg": "\u{AE}",
      "trade": "\u{2122}", "agrave": "\u{E0}", "aacute": "\u{E1}", "acirc": "\u{E2}",
      "auml": "\u{E4}", "ccedil": "\u{E7}", "egrave": "\u{E8}", "eacute": "\u{E9}",
      "ecirc": "\u{EA}", "euml": "\u{EB}", "icirc": "\u{EE}", "iuml": "\u{EF}",
      "iacute": "\u{ED}", "ntilde": "\u{F1}", "oacute": "\u{F3}", "ocirc": "\u{F4}",
      "ouml": "\u{F6}", "ugrave": "\u{F9}", "uacute": "\u{FA}", "ucirc": "\u{FB}",
      "uuml": "\u{FC}", "szlig": "\u{DF}", "oelig": "\u{153}", "Agrave": "\u{C0}",
      "Ccedil": "\u{C7}", "Egrave": "\u{C8}", "Eacute": "\u{C9}", "Ecirc": "\u{CA}",
      "Ouml": "\u{D6}", "Uuml": "\u{DC}", "Auml": "\u{C4}", "OElig": "\u{152}",
    ]

    /// `scalars` on one line: white space (line ends, tabs, no-break spaces) as one space,
    /// control characters and zero-width spaces left out, none at either end.
    static func collapsed<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> String {
      var result = String.UnicodeScalarView()
      var pendingSpace = false
      for scalar in scalars {
        if scalar.properties.isWhitespace {
          pendingSpace = !result.isEmpty
        } else if scalar.properties.generalCategory == .control || scalar == "\u{200B}"
          || scalar == "\u{FEFF}"
        {
          continue
        } else {
          if pendingSpace { result.append(" ") }
          pendingSpace = false
          result.append(scalar)
        }
      }
      return String(result)
    }
  }
}
