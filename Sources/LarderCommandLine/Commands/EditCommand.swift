import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder edit`: changes an item, or corrects a lot.
enum EditCommand: Command {
  static let name = Option<String?>.label("name", "name", "A new name.")
  static let category = Option<String?>.label("category", "category", "A new category.")
  static let unit = Option<String?>.label(
    "unit", "unit", "A new unit; within its family every quantity is converted (see below).")
  /// The new minimum stock: nil when absent, `.some(nil)` for `none`.
  static let minStock = Option<Quantity??>.value(
    "min-stock", "quantity", "The stock below which to restock, or 'none'."
  ) { text -> Quantity? in
    if text == "none" { return nil }
    return try Quantity(typing: text, decimal: TypedInput.current.decimal)
  }
  static let gramsPerMilliliter = Option<Quantity??>.value(
    "grams-per-ml", "grams",
    "How many grams a millilitre of it weighs (0.53 for flour), for recipes that measure it the other way; or 'none'."
  ) { text -> Quantity? in
    if text == "none" { return nil }
    let density = try Quantity(typing: text, decimal: TypedInput.current.decimal)
    guard density > .zero else { throw Reason(Localization.current.tr("it must be above 0")) }
    return density
  }
  static let gramsPerPiece = Option<Quantity??>.value(
    "grams-per-piece", "grams",
    "How many grams one piece of it weighs (150 for an onion), for recipes that count pieces of it; or 'none'."
  ) { text -> Quantity? in
    if text == "none" { return nil }
    let weight = try Quantity(typing: text, decimal: TypedInput.current.decimal)
    guard weight > .zero else { throw Reason(Localization.current.tr("it must be above 0")) }
    return weight
  }
  static let location = Option<String?>.text(
    "location", "location", "A new default location, or with --lot the lot's location.")
  static let shelfLife = life(
    "shelf-life", "How long it keeps sealed from purchase, in days, or 'none'.")
  static let openedLife = life("opened-life", "How long it keeps once opened, in days, or 'none'.")
  static let frozenLife = life("frozen-life", "How long it keeps frozen, in days, or 'none'.")
  static let thawedLife = life("thawed-life", "How long it keeps once thawed, in days, or 'none'.")
  /// The new date kind: nil when absent, `.some(nil)` for `none`.
  static let dateKind = Option<DateKind??>.value(
    "date-kind", "kind", "What --expires means for it: use-by, best-before, or 'none'."
  ) { text -> DateKind? in
    if text == "none" { return nil }
    guard let kind = DateKind(rawValue: text), kind != .unknown else {
      throw Reason(Localization.current.tr("it must be use-by, best-before or none"))
    }
    return kind
  }

  /// A life in whole days, or `none` to clear it: nil when absent. The store holds it to
  /// its bounds (0 to 36,500).
  private static func life(_ name: String, _ help: String) -> Option<Int??> {
    .value(name, "days", help) { text -> Int? in
      if text == "none" { return nil }
      return try TypedDays.parse(text)
    }
  }
  static let barcode = Option<[GTIN]>.barcodes(
    "barcode", "A barcode (EAN-13, UPC-A, EAN-8, GTIN-14) to give it; may be repeated.")
  static let noBarcode = Option<[GTIN]>.barcodes(
    "no-barcode", "A barcode to take off it; may be repeated.")
  /// `--name-in LANGUAGE NAME`, repeated: the names by language code; `none` removes one.
  static let nameIn = Option<[String: String?]>(
    spec: OptionSpec(
      name: "name-in", valueName: "language", secondValueName: "name",
      help: "The item's name in a language (en, fr, ja, zh-Hant), or 'none'; may be repeated.",
      repeatable: true)
  ) { texts throws(OptionError) in
    var names: [String: String?] = [:]
    for text in texts {
      let parts = text.split(separator: OptionSpec.valueSeparator, maxSplits: 1)
      let code = parts.first.map(String.init) ?? ""
      guard let language = Language(code: code) else {
        throw .invalid(
          code,
          reason: Localization.current.tr(
            "expected one of {values}",
            ["values": Language.available.map(\.code).joined(separator: ", ")]))
      }
      let name = parts.count > 1 ? String(parts[1]) : ""
      names[language.code] = name == "none" ? String?.none : name
    }
    return names
  }
  static let alias = Option<[String]>.list(
    "alias", "name", "Another name the item is found by; may be repeated.")
  static let noAlias = Option<[String]>.list(
    "no-alias", "name", "An alias to take off it; may be repeated.")
  static let homeAssistant = Flag(
    "home-assistant",
    "Show the item's usable stock in Home Assistant ('larder serve --mqtt').")
  static let noHomeAssistant = Flag(
    "no-home-assistant", "Stop showing the item in Home Assistant.")
  static let lot = Option<String?>.text(
    "lot", "id", "The lot to correct, by its id or first 4+ characters.")
  static let event = Option<String?>.text(
    "event", "id", "The event to correct, by its id or first 4+ characters.")
  static let quantity = Option<Quantity?>.value(
    "quantity", "quantity", "With --lot: the corrected quantity bought; with --event: used."
  ) { try TypedInput.current.positiveQuantity($0) }
  /// The corrected price as given: the store parses it in the lot's currency.
  static let price = Option<String?>.value(
    "price", "price", "With --lot: the corrected total price."
  ) { text in
    guard !text.hasPrefix("-") else {
      throw Reason(Localization.current.tr("the price must not be negative"))
    }
    return try TypedNumber.plain(text, decimal: TypedInput.current.decimal)
  }
  /// The corrected expiry: nil when absent, `.some(nil)` for `none`.
  static let expires = Option<CalendarDate??>.value(
    "expires", "date", "With --lot: the corrected expiry date, or 'none'."
  ) { $0 == "none" ? nil : try TypedInput.current.date($0, missingYear: .next) }
  static let date = Option<CalendarDate?>.date(
    "date", "date", "With --event: the corrected date, as YYYY-MM-DD (not after today).")
  static let note = Option<String?>.text("note", "text", "With --event: the corrected note.")

  static let spec = CommandSpec(
    name: "edit", abstract: "Change an item, or correct a purchase (lot) or an event.",
    discussion: """
      With an item, change its name, category, unit, minimum stock or location, its
      lives in days (sealed from purchase, opened, frozen, thawed: what 'larder add'
      estimates an expiry from and 'larder open', 'freeze' and 'thaw' need) and the kind of
      date 'larder add --expires' gives it (use-by or best-before), and its barcodes
      (--barcode adds one, --no-barcode takes one off; a barcode belongs to one item, and
      a wrong check digit is refused).
      --name-in gives it a name in a language (en, fr, ja, zh-Hant), which a reader of that
      language is shown ('none' takes it off); --alias gives it another name it is found
      by ('lait demi-écrémé'), --no-alias takes one off. Every name finds the item, and no
      two items share one; 'larder merge' makes two items one. --home-assistant shows the
      item's usable stock in Home Assistant, as a sensor of 'larder serve --mqtt';
      --no-home-assistant takes it off.
      A unit of the same family (mass: mg, g, kg; volume: ml, cl, dl, l) converts every
      lot, event and the minimum stock exactly, so 1.5 kg becomes 1500 g; it is refused
      when a value would need more than 3 decimals. A unit of another family, or a count
      unit such as pcs, is refused once the item has purchases; with none, the minimum
      stock keeps its number. With --unit, --min-stock is in the new unit.
      With --lot, correct that purchase's quantity, price, expiry or location instead;
      with --event, correct a consume or discard: its quantity, date or note. The lot's
      remaining quantity follows, and a correction that would take more than the lot
      holds, or date an event before its lot was bought, is refused. Lot and event ids
      are printed by 'larder show'; 'larder undo' reverses an edit.
      """,
    arguments: [
      .init(
        name: "item", help: "The item's name or id (not needed with --lot or --event).",
        isOptional: true, completion: .item)
    ],
    options: [
      name, category, unit, minStock, location, shelfLife, openedLife, frozenLife, thawedLife,
      dateKind, barcode, noBarcode, nameIn, alias, noAlias, homeAssistant, noHomeAssistant,
      gramsPerMilliliter, gramsPerPiece, lot, event, quantity, price, expires, date, note,
    ],
    examples: [
      .init(
        "Be told to restock milk when less than 2 L is left.",
        "larder edit \"Whole milk\" --min-stock 2"),
      .init(
        "Name milk in Japanese and Chinese, and let 'lait demi-écrémé' find it too.",
        "larder edit \"Whole milk\" --name-in ja 牛乳 --name-in zh-Hant 鮮奶 --alias \"lait demi-écrémé\""
      ),
      .init(
        "Say that milk keeps 7 days, 3 once opened, 90 frozen and 1 once thawed.",
        "larder edit \"Whole milk\" --shelf-life 7 --opened-life 3 --frozen-life 90 --thawed-life 1 --date-kind use-by"
      ),

    ])

  /// What an edit changes: an item, a lot (`--lot`) or an event (`--event`).
  enum Target {
    case item, lot, event

    /// The options that change it.
    var options: [OptionSpec] {
      switch self {
      case .item:
        [
          name.spec, category.spec, unit.spec, minStock.spec, location.spec, shelfLife.spec,
          openedLife.spec, frozenLife.spec, thawedLife.spec, dateKind.spec, barcode.spec,
          noBarcode.spec, nameIn.spec, alias.spec, noAlias.spec,
          homeAssistant.spec, noHomeAssistant.spec, gramsPerMilliliter.spec, gramsPerPiece.spec,
        ]
      case .lot: [quantity.spec, price.spec, expires.spec, location.spec]
      case .event: [quantity.spec, date.spec, note.spec]
      }
    }

    /// "Nothing to change: …" for this target.
    var nothing: String {
      switch self {
      case .item:
        Localization.current.tr(
          "Nothing to change: give at least one of --name, --category, --unit, --min-stock, --location, --shelf-life, --opened-life, --frozen-life, --thawed-life, --date-kind, --barcode, --no-barcode, --name-in, --alias, --no-alias, --home-assistant, --no-home-assistant, --grams-per-ml, --grams-per-piece"
        )
      case .lot:
        Localization.current.tr(
          "Nothing to correct: give --quantity, --price, --expires or --location")
      case .event: Localization.current.tr("Nothing to correct: give --quantity, --date or --note")
      }
    }
  }

  /// With `--lot` or `--event` (not both), only that target's options and at least one of
  /// them; without, an item, no lot or event options and at least one item option.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    if command.isGiven(lot.spec) && command.isGiven(event.spec) {
      throw UsageError(
        message: Localization.current.tr("Give --lot or --event, not both"), command: spec.name)
    }
    if command[homeAssistant] && command[noHomeAssistant] {
      throw UsageError(
        message: Localization.current.tr("Give --home-assistant or --no-home-assistant, not both"),
        command: spec.name)
    }
    let target: Target =
      command.isGiven(lot.spec) ? .lot : command.isGiven(event.spec) ? .event : .item
    let all = Target.item.options + Target.lot.options + Target.event.options
    if let stray = all.first(where: { command.isGiven($0) && !target.options.contains($0) }) {
      let message: String
      switch target {
      case .lot, .event:
        message = Localization.current.tr(
          "'--{option}' cannot be combined with '--{target}'",
          ["option": stray.name, "target": "\(target)"])
      case .item:
        let needs = [Target.lot, .event].filter { $0.options.contains(stray) }
          .map { "'--\($0) <id>'" }.joined(separator: Localization.current.tr(" or "))
        message = Localization.current.tr(
          "'--{option}' needs {needs}", ["option": stray.name, "needs": needs])
      }
      throw UsageError(message: message, command: spec.name)
    }
    if target == .item { _ = try command.itemName() }
    guard target.options.contains(where: command.isGiven) else {
      throw UsageError(message: target.nothing, command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    if let lot = try command[Self.lot] {
      try editLot(lot, command, context)
      return
    }
    if let event = try command[Self.event] {
      let changes = Store.EventChanges(
        quantity: try command[quantity], date: try command[date], note: try command[note])
      let (item, corrected) = try context.openStore(command).editEvent(
        event, changes, today: context.today(), via: .commandLine(arguments: command.typed))
      let f = Formats()
      context.write(
        f.localization.tr(
          "Updated event {event}: {action} {quantity} {unit} of {item} on {date}.",
          [
            "event": ItemHistoryView.shortID(corrected.id),
            "action": corrected.kind.word(),
            "quantity": f.tableQuantity(corrected.quantity), "unit": item.unit, "item": item.name,
            "date": f.date(corrected.occurredOn),
          ]) + "\n")
      return
    }
    let reference = try command.itemName()
    let minimum = try command[minStock]
    let changes = Store.ItemChanges(
      name: try command[name], category: try command[category],
      unit: try command[unit], minimumStock: minimum, location: try command[location],
      shelfLife: try command[shelfLife], openedLife: try command[openedLife],
      frozenLife: try command[frozenLife], thawedLife: try command[thawedLife],
      dateKind: try command[dateKind], addBarcodes: try command[barcode],
      removeBarcodes: try command[noBarcode], namesIn: try command[nameIn],
      addAliases: try command[alias], removeAliases: try command[noAlias],
      homeAssistant: command[homeAssistant] ? true : command[noHomeAssistant] ? false : nil,
      gramsPerMilliliter: try command[gramsPerMilliliter],
      gramsPerPiece: try command[gramsPerPiece])
    let item = try context.openStore(command).editItem(
      reference, changes, via: .commandLine(arguments: command.typed))
    context.write(Localization.current.tr("Updated {item}.", ["item": item.name]) + "\n")
  }

  static func editLot(_ lot: String, _ command: ParsedCommand, _ context: Context) throws {
    let quantity = try command[Self.quantity]
    let expires = try command[Self.expires]
    let changes = Store.LotChanges(
      quantity: quantity, price: try command[price], expiresOn: expires,
      location: try command[location])
    let status = try context.openStore(command).editLot(
      lot, changes, via: .commandLine(arguments: command.typed))
    let f = Formats()
    context.write(
      f.localization.tr(
        "Updated lot {lot}: {quantity} for {price}, expires {date}.",
        [
          "lot": ItemHistoryView.shortID(status.lot.id),
          "quantity": f.tableQuantity(status.lot.quantity),
          "price": f.sentenceMoney(status.lot.price),
          "date": status.lot.expiresOn.map(f.date) ?? f.localization.tr("never"),
        ]) + "\n")
  }
}
