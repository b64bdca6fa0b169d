import LarderCore
import LarderReports
import LarderStore

/// The API's routes, under `/api/v1`: every read the command line has, then the daily
/// writes (`APIRoutes+Writes`). The order is the description's and the documentation's.
enum APIRoutes {
  static let all: [APIOperation] = reads + writes

  /// Days of history a rate reads, and the fewest an item needs for one, as the command
  /// line's `--window` and `--min-history` default to.
  static let window = 90
  static let minHistory = 14

  static let reads: [APIOperation] = [
    APIOperation(
      method: .get, path: "/stock", id: "listStock",
      summary:
        "The items on hand in name order, a page at a time (the next from offset + limit); each with its lots on hand when lots=true (a food bank's run to megabytes), else an empty list.",
      command: "larder list --format json",
      parameters: [.asOf, .offset, .pageLimit, .lots], body: nil, response: APIShapes.stock
    ) { call in
      let day = try call.asOf()
      let offset = try call.count("offset", in: 0...Int(Int32.max), else: 0)
      let limit = try call.count("limit", in: 1...500, else: 50)
      let lines = try call.store.stock(asOf: day, includeUsedUp: false)
      let page = Array(lines.dropFirst(offset).prefix(limit))
      let withLots = try call.query("lots") { ["true": true, "false": false][$0] } ?? false
      return StockListing.json(page, held: withLots ? try call.store.heldLots(asOf: day) : [:])
    },
    APIOperation(
      method: .get, path: "/items/{item}", id: "showItem",
      summary:
        "One item: its details, names, its lots on hand and its latest lots and events (all with all=true).",
      command: "larder show ITEM --format json", parameters: [.item, .all], body: nil,
      response: APIShapes.item
    ) { call in
      let all = try call.query("all") { ["true": true, "false": false][$0] } ?? false
      return ItemHistoryView.json(
        try call.store.history(
          of: call.segment("item"), recent: all ? nil : ItemHistoryView.defaultLimit))
    },
    APIOperation(
      method: .get, path: "/search", id: "searchItems",
      summary: "The items whose names, aliases or barcode match a text.",
      command: "larder search TEXT --format json",
      parameters: [
        APIParameter(
          name: "q", place: .query, schema: .text, required: true,
          about: "The text to look for.", example: "milk")
      ], body: nil, response: APIShapes.stock
    ) { call in
      StockListing.json(try call.store.search(call.request.query["q"] ?? "", asOf: call.today))
    },
    APIOperation(
      method: .get, path: "/expiring", id: "listExpiring",
      summary: "What has expired and what expires soon, with its value at risk.",
      command: "larder expiring --format json", parameters: [.within, .asOf], body: nil,
      response: APIShapes.expiring
    ) { call in
      try ExpiryView.json(
        try call.store.expiryOutlook(
          asOf: try call.asOf(), within: try call.count("within", in: 0...3650, else: 7)))
    },
    APIOperation(
      method: .get, path: "/forecast", id: "forecast",
      summary: "What will run out and what will go to waste at the household's pace.",
      command: "larder forecast --format json", parameters: [.within, .asOf], body: nil,
      response: APIShapes.forecast
    ) { call in
      let within = try call.query("within") { text in
        Int(text).flatMap { (0...3650).contains($0) ? $0 : nil }
      }
      return try ForecastView.json(
        try call.store.forecast(asOf: try call.asOf(), window: window, minHistory: minHistory),
        within: within)
    },
    APIOperation(
      method: .get, path: "/restock", id: "restock",
      summary: "What to buy to last the next days, and by when.",
      command: "larder restock --format json", parameters: [.asOf], body: nil,
      response: APIShapes.restock
    ) { call in
      RestockView.json(
        try call.store.restockPlan(
          asOf: try call.asOf(), window: window, minHistory: minHistory, horizon: 7
        ).suggestions)
    },
    APIOperation(
      method: .get, path: "/spending", id: "spending",
      summary: "What was spent in a month, by category.",
      command: "larder spending --format json", parameters: [.month], body: nil,
      response: APIShapes.spending
    ) { call in
      SpendingView.json(try call.store.spendingOverview(of: try call.month(of: call.today)))
    },
    APIOperation(
      method: .get, path: "/budgets", id: "budgets",
      summary: "Each budget of a month: spent, remaining and projected.",
      command: "larder budget --format json", parameters: [.month], body: nil,
      response: APIShapes.budgets
    ) { call in
      try BudgetView.json(
        try call.store.budgetReport(try call.month(of: call.today), asOf: call.today))
    },
    APIOperation(
      method: .get, path: "/prices", id: "prices",
      summary: "Each item's last price per unit, its change in a year and its cheapest store.",
      command: "larder prices --format json", parameters: [.asOf], body: nil,
      response: APIShapes.prices
    ) { call in
      PricesView.json(try call.store.priceOverview(asOf: try call.asOf()))
    },
    APIOperation(
      method: .get, path: "/waste", id: "waste",
      summary: "What was discarded in a month, its value and waste ratio.",
      command: "larder waste --format json", parameters: [.month], body: nil,
      response: APIShapes.waste
    ) { call in
      WasteView.json(
        try call.store.waste(in: DateRange(month: try call.month(of: call.today))))
    },
    APIOperation(
      method: .get, path: "/shopping", id: "shoppingList",
      summary: "The shared shopping list, with the suggestions of restock.",
      command: "larder shopping --format json", parameters: [.asOf], body: nil,
      response: APIShapes.shopping
    ) { call in
      ShoppingView.json(try call.store.shoppingList(asOf: try call.asOf()))
    },
    APIOperation(
      method: .get, path: "/history", id: "history",
      summary: "The latest changes, newest first.", command: "larder history --format json",
      parameters: [.limit], body: nil, response: APIShapes.history
    ) { call in
      HistoryView.json(
        try call.store.changes(limit: try call.count("limit", in: 1...1000, else: 20)))
    },
    APIOperation(
      method: .get, path: "/history/{change}", id: "showChange",
      summary: "One change of the history.", command: "larder history --format json",
      parameters: [.change], body: nil, response: APIShapes.change
    ) { call in
      HistoryView.json(change: try call.store.change(uuid: call.segment("change")))
    },
  ]
}
