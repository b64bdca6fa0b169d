import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderReports
import LarderStore

extension APIRoutes {
  /// The body of a use of an item: how much, and when.
  private static let use = APISchema.object(
    [
      ("quantity", .amount), ("unit", .unit), ("date", .date),
      ("note", .text),
    ], required: ["quantity"], closed: true)
  /// The body of a change of state: how much (the whole first lot if omitted), and when.
  private static let state = APISchema.object(
    [("quantity", .amount), ("unit", .unit), ("date", .date)],
    required: [], closed: true)
  /// What every write answers: the change it recorded (null when it changed nothing).
  static let written = APISchema.record([("change", .nullable(APIShapes.change))])

  static let writes: [APIOperation] = [
    APIOperation(
      method: .post, path: "/purchases", id: "addPurchase",
      summary: "Records a purchase: a new lot of an item (the item is made if new).",
      command: "larder add ITEM QUANTITY --price PRICE",
      parameters: [.idempotencyKey],
      body: (
        .object(
          [
            ("item", .text), ("quantity", .amount), ("unit", .unit),
            ("price", .price), ("currency", .currency), ("store", .text),
            ("date", .date), ("expires", .date), ("category", .text), ("location", .text),
            ("note", .text),
          ], required: ["item", "quantity"], closed: true),
        #"{"item": "Whole milk", "quantity": "1", "unit": "L", "price": "1.15", "currency": "EUR", "store": "Lidl", "expires": "2026-12-12"}"#
      ), response: written
    ) { call in
      let name = call.text("item") ?? ""
      // The schema requires a quantity: the router refused a body without one.
      guard let amount = try call.amount() else { return "" }
      let quantity: Quantity
      let written: String?
      switch amount {
      case .quantity(let typed, let typedUnit): (quantity, written) = (typed, typedUnit)
      case let packs: (quantity, written) = (try call.store.quantity(packs, of: name).quantity, nil)
      }
      let (price, currency) = try call.price()
      var remembered: Store.Remembered = []
      if price == nil { remembered.insert(.price) }
      if price == nil && call.text("currency") == nil { remembered.insert(.currency) }
      if call.text("store") == nil { remembered.insert(.store) }
      let date = try call.date("date") ?? call.today
      let row = PurchaseRow(
        line: 0, date: date, item: name, quantity: quantity, price: price ?? .zero(currency),
        unit: written, category: call.text("category"), store: call.text("store") ?? "",
        expires: try call.date("expires"), location: call.text("location"),
        note: call.text("note") ?? "")
      try call.store.addPurchase(
        row, today: call.today, remembering: remembered, via: call.origin)
      return ""
    },
    use(
      .consume, id: "consumeItem", summary: "Records what was eaten or used, first-expiring-first."),
    use(
      .discard, id: "discardItem", summary: "Records what was thrown away, first-expiring-first."),
    change(.opened, path: "open", id: "openItem", summary: "Opens some of an item's sealed lots."),
    change(.frozen, path: "freeze", id: "freezeItem", summary: "Freezes some of an item."),
    change(.thawed, path: "thaw", id: "thawItem", summary: "Thaws some of an item."),
    APIOperation(
      method: .post, path: "/items/{item}/stocktake", id: "stocktakeItem",
      summary: "Records a count of an item: what differs from the records is lost or found.",
      command: "larder stocktake ITEM QUANTITY",
      parameters: [.item, .idempotencyKey],
      body: (use, #"{"quantity": "1.5", "note": "pantry shelf"}"#), response: written
    ) { call in
      let (item, counted) = try call.quantity(of: call.segment("item"), allowsZero: true)
      try call.store.stocktake(
        [.init(item: item.name, counted: counted)], on: try call.date("date") ?? call.today,
        today: call.today, note: call.text("note") ?? "", via: call.origin)
      return ""
    },
    APIOperation(
      method: .post, path: "/shopping", id: "addToShoppingList",
      summary: "Puts a line on the shared shopping list.",
      command: "larder shopping add NAME [QUANTITY]", parameters: [.idempotencyKey],
      body: (
        .object(
          [("name", .text), ("quantity", .amount), ("unit", .unit)],
          required: ["name"], closed: true),
        #"{"name": "Whole milk", "quantity": "2", "unit": "L"}"#
      ), response: written
    ) { call in
      try call.store.listToBuy(
        call.text("name") ?? "", amount: try call.amount(), today: call.today, via: call.origin)
      return ""
    },
    APIOperation(
      method: .post, path: "/shopping/{name}/tick", id: "tickShoppingLine",
      summary:
        "Ticks a line of the shopping list: records its purchase, at its last price unless one is given.",
      command: "larder shopping done NAME", parameters: [.shoppingName, .idempotencyKey],
      body: (
        .object(
          [
            ("quantity", .amount), ("unit", .unit),
            ("price", .price), ("currency", .currency), ("store", .text),
            ("date", .date), ("expires", .date),
          ], required: [], closed: true),
        #"{"price": "2.30", "currency": "EUR"}"#
      ), response: written
    ) { call in
      try call.store.buyFromList(
        call.segment("name"), amount: try call.amount(), price: try call.price().price,
        store: call.text("store"),
        date: try call.date("date"), expires: try call.date("expires"), today: call.today,
        via: call.origin)
      return ""
    },
    APIOperation(
      method: .post, path: "/shopping/{name}/untick", id: "untickShoppingLine",
      summary: "Takes back a tick made less than a minute ago.",
      command: "larder shopping untick NAME", parameters: [.shoppingName, .idempotencyKey],
      body: nil, response: written
    ) { call in
      try call.store.untick(
        call.segment("name"), now: Date(), via: call.origin,
        naming: { summary($0, Localization.current) })
      return ""
    },
    APIOperation(
      method: .post, path: "/shopping/{name}/remove", id: "removeShoppingLine",
      summary: "Takes a line off the shopping list.", command: "larder shopping remove NAME",
      parameters: [.shoppingName, .idempotencyKey], body: nil, response: written
    ) { call in
      try call.store.unlist(call.segment("name"), via: call.origin)
      return ""
    },
    APIOperation(
      method: .post, path: "/history/{change}/undo", id: "undoChange",
      summary: "Undoes a change, by its id.", command: "larder undo CHANGE",
      parameters: [.change, .idempotencyKey], body: nil, response: written
    ) { call in
      try call.store.undo(
        call.segment("change"), via: call.origin,
        naming: { summary($0, Localization.current) })
      return ""
    },
    APIOperation(
      method: .post, path: "/history/{change}/redo", id: "redoChange",
      summary:
        "Applies again a change that was undone, by its id: the one undone last, as redo does.",
      command: "larder redo", parameters: [.change, .idempotencyKey], body: nil,
      response: written
    ) { call in
      try call.store.redo(
        expecting: call.segment("change"), via: call.origin,
        naming: { summary($0, Localization.current) })
      return ""
    },
  ]

  /// `POST /items/{item}/consume` or `/discard`.
  private static func use(_ kind: Event.Kind, id: String, summary: String) -> APIOperation {
    APIOperation(
      method: .post, path: "/items/{item}/\(kind.rawValue)", id: id, summary: summary,
      command: "larder \(kind.rawValue) ITEM QUANTITY", parameters: [.item, .idempotencyKey],
      body: (use, #"{"quantity": "250", "unit": "ml"}"#), response: written
    ) { call in
      let (item, quantity) = try call.quantity(of: call.segment("item"))
      let row = EventRow(
        line: 0, date: try call.date("date") ?? call.today, item: item.name, kind: kind,
        quantity: quantity, note: call.text("note") ?? "")
      try call.store.record(row, today: call.today, via: call.origin)
      return ""
    }
  }

  /// `POST /items/{item}/open`, `/freeze` or `/thaw`.
  private static func change(_ state: FoodState, path: String, id: String, summary: String)
    -> APIOperation
  {
    APIOperation(
      method: .post, path: "/items/{item}/\(path)", id: id, summary: summary,
      command: "larder \(path) ITEM [QUANTITY]", parameters: [.item, .idempotencyKey],
      body: (Self.state, #"{"quantity": "1"}"#), response: written
    ) { call in
      let name = call.segment("item")
      let quantity =
        call.text("quantity") == nil ? nil : try call.quantity(of: name).1
      try call.store.change(
        name, to: state, quantity: quantity, on: try call.date("date") ?? call.today,
        today: call.today, via: call.origin)
      return ""
    }
  }
}

extension APIParameter {
  /// A line of the shopping list, by its name.
  static let shoppingName = APIParameter(
    name: "name", place: .path, schema: .text, required: true,
    about: "The line's name, as the list shows it.", example: "Whole milk")
}
