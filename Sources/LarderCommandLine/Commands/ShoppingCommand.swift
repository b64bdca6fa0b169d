import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder shopping`: the household's shared shopping list, the web's Shopping page.
enum ShoppingCommand: Command {
  /// What `shopping` does, by its first word.
  enum Action: String {
    case add, done, untick, remove, clear
  }

  static let done = Flag("done", "With clear: clear the lines bought from the list.")
  static let price = Option<String?>.text(
    "price", "price",
    "With done: the total paid, such as 2.38 (2,38 in French).",
    describedDefault: "the last price per unit times the quantity")
  static let currency = Option<Currency?>.value(
    "currency", "code", "With done and --price: the price's ISO 4217 currency.",
    describedDefault: "$LARDER_CURRENCY, else EUR"
  ) { try Currency(code: $0.uppercased()) }
  static let store = Option<String?>.text(
    "store", "store", "With done: where it was bought.", describedDefault: "the item's last store")
  static let date = Option<CalendarDate?>.date(
    "date", "date", "With done: the day of purchase: YYYY-MM-DD, yesterday, -2…",
    describedDefault: "today")
  static let expires = Option<CalendarDate?>.date(
    "expires", "date", "With done: the date on the pack.",
    describedDefault: "purchase date + the item's shelf life", missingYear: .next)
  static let asOf = AsOfOption.standard
  static let format = TextOrJSON.option

  static let spec = CommandSpec(
    name: "shopping",
    abstract: "Keep the household's shared shopping list, and tick what is bought.",
    discussion: """
      'larder shopping' shows the list every phone shows on the Shopping page: what members
      put on it, and what 'larder restock' suggests (marked suggested, with the day to buy
      it by). 'larder shopping add NAME [QUANTITY]' puts an item (or anything else) on it;
      an item added twice is one line with the quantities added. 'larder shopping done
      NAME' ticks it: it records the purchase as usual (the quantity on the list, the last
      price per unit and store) unless options say otherwise, and marks the line bought.
      'untick' takes a tick back within a minute; 'remove' takes a line off unbought;
      'clear --done' clears the bought lines (their purchases stay).
      """,
    arguments: [
      .init(
        name: "action", help: "add, done, untick, remove or clear; none to show the list.",
        isOptional: true),
      .init(
        name: "name", help: "The item's name, or what to buy.", isOptional: true, completion: .item),
      .init(name: "quantity", help: AmountArguments.quantity.help, isOptional: true),
      AmountArguments.unitArgument,
    ],
    options: [AmountArguments.unit, price, currency, store, date, expires, done, asOf, format],
    examples: [
      .init("Put 2 L of whole milk on the list.", "larder shopping add \"Whole milk\" 2"),
      .init(
        "Tick the milk: bought as usual, at its last price per unit and store.",
        "larder shopping done \"Whole milk\""),
      .init("Clear what was bought.", "larder shopping clear --done"),
    ])

  /// The action and its arguments: a name for every action but clear, which needs --done;
  /// a quantity only for add and done; the purchase's options only for done.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    let l = Localization.current
    guard let first = command.argument(0) else {
      if command.argument(1) != nil {
        throw UsageError(message: l.tr("Give it as 'larder shopping add NAME'"), command: spec.name)
      }
      return
    }
    guard let action = Action(rawValue: first) else {
      throw UsageError(
        message: l.tr(
          "Unknown action '{action}': use add, done, untick, remove or clear", ["action": first]),
        command: spec.name)
    }
    let purchase = [price.spec, currency.spec, store.spec, date.spec, expires.spec]
    if action != .done, let stray = purchase.first(where: command.isGiven) {
      throw UsageError(
        message: l.tr("'--{option}' goes with 'shopping done'", ["option": stray.name]),
        command: spec.name)
    }
    if action == .clear {
      guard command.isGiven(done.spec), command.argument(1) == nil else {
        throw UsageError(
          message: l.tr("Give it as 'larder {usage}'", ["usage": "shopping clear --done"]),
          command: spec.name)
      }
      return
    }
    if command.isGiven(done.spec) {
      throw UsageError(
        message: l.tr("'--{option}' goes with 'shopping clear'", ["option": done.spec.name]),
        command: spec.name)
    }
    guard command.argument(1).trimmedLabel != nil else {
      throw UsageError(
        message: l.tr("Give it as 'larder {usage}'", ["usage": "shopping \(first) NAME"]),
        command: spec.name)
    }
    if action == .untick || action == .remove, command.argument(2) != nil {
      throw UsageError(
        message: l.tr("Give it as 'larder {usage}'", ["usage": "shopping \(first) NAME"]),
        command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let l = Localization.current
    let f = Formats(l)
    let today = try asOf.date(command, context)
    let origin = ChangeOrigin.commandLine(arguments: command.typed)
    let name = command.argument(1)?.trimmedLabel ?? ""
    let amount =
      command.argument(2) == nil ? nil : try command.amount(at: 2, unit: AmountArguments.unit)
    switch command.argument(0).flatMap(Action.init(rawValue:)) {
    case nil:
      let lines = try context.openStore(command, forReading: true).shoppingList(asOf: today)
      if try command[format] == .json {
        context.write(ShoppingView.json(lines))
      } else if lines.isEmpty {
        context.write(
          Localization.current.tr(
            "The shopping list is empty. Add to it with 'larder shopping add NAME'.") + "\n")
      } else {
        context.write(ShoppingView.text(lines))
      }
    case .add?:
      let line = try context.openStore(command, creating: true).listToBuy(
        name, amount: amount, today: today, via: origin)
      let values: KeyValuePairs<String, String> = [
        "name": line.name,
        "quantity": line.quantity.map {
          [f.quantity($0), line.unit ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        } ?? "",
      ]
      context.write(
        (line.quantity == nil
          ? l.tr("{name} is on the shopping list.", values)
          : l.tr("{name} is on the shopping list: {quantity}.", values)) + "\n")
    case .done?:
      let currency = try command[currency] ?? context.defaultCurrency()
      let price = try command[Self.price].map {
        try TypedInput.current.price($0, currency: currency)
      }
      let (item, lot) = try context.openStore(command).buyFromList(
        name, amount: amount, price: price, store: try command[store], date: try command[date],
        expires: try command[expires], today: today, via: origin)
      context.write(
        l.tr(
          "Bought from the list: {quantity} {unit} of {item} for {price} (lot {lot}).",
          [
            "quantity": f.tableQuantity(lot.quantity), "unit": item.unit, "item": item.name,
            "price": f.sentenceMoney(lot.price), "lot": ItemHistoryView.shortID(lot.id),
          ]) + "\n")
    case .untick?:
      let undone = try context.openStore(command).untick(
        name, now: Date(), via: origin, naming: { summary($0, l) })
      context.write(
        l.tr("Took back the tick: {summary}.", ["summary": summary(undone.action, l)]) + "\n")
    case .remove?:
      let line = try context.openStore(command).unlist(name, via: origin)
      context.write(l.tr("Took {name} off the shopping list.", ["name": line.name]) + "\n")
    case .clear?:
      let cleared = try context.openStore(command).clearBought(via: origin)
      context.write(
        l.trn(
          "Cleared {count} bought line from the shopping list.",
          "Cleared {count} bought lines from the shopping list.", count: cleared) + "\n")
    }
  }
}
