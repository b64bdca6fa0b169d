import Foundation
import LarderCore
import LarderErrors
import LarderStore

extension WebApp {
  /// The page or action at the visit's path and method.
  func route(_ visit: Visit) throws -> Response {
    let segments = visit.request.path.split(separator: "/").map(String.init)
    let method = visit.request.method == "HEAD" ? "GET" : visit.request.method
    let context = visit.context
    func only(_ allowed: String, _ body: () throws -> Response) rethrows -> Response {
      method == allowed
        ? try body()
        : ErrorPage.methodNotAllowed(allowed == "GET" ? ["GET", "HEAD"] : [allowed], context)
    }
    func either(_ get: () throws -> Response, _ post: () throws -> Response) rethrows -> Response {
      switch method {
      case "GET": try get()
      case "POST": try post()
      default: ErrorPage.methodNotAllowed(["GET", "HEAD", "POST"], context)
      }
    }
    let padded = segments + Array(repeating: "", count: max(0, 4 - segments.count))
    switch (segments.count, padded[0], padded[1], padded[2]) {
    case (0, _, _, _):
      return try only("GET") { try pool.with { try StockPage.response(visit, $0) } }
    case (1, "add", _, _):
      return try either(
        {
          try pool.with { store in
            guard let barcode = visit.request.query["barcode"] else {
              return try AddPage.response(visit, store)
            }
            return try AddPage.found(
              visit, store, barcode: barcode, household: configuration.databasePath)
          }
        }, { try add(visit) })
    case (1, "receipt", _, _):
      return try either({ ReceiptPage.form(visit) }, { try readReceipt(visit) })
    case (2, "receipt", "record", _):
      return try only("POST") { try recordReceipt(visit) }
    case (2, "add", "photo", _):
      return try only("POST") {
        try pool.with { try AddPage.photo(visit, $0, household: configuration.databasePath) }
      }
    case (2, "items", let id, _):
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try only("GET") { try item(visit, id) { try ItemPage.response(visit, $0, id: id) } }
    case (3, "items", let id, let action) where action == "consume" || action == "discard":
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try only("POST") {
        try use(visit, id, kind: action == "consume" ? .consume : .discard)
      }
    case (3, "items", let id, "discard-expired"):
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try only("POST") { try discardExpired(visit, id) }
    case (3, "items", let id, "edit"):
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try either(
        { try item(visit, id) { try EditPage.response(visit, $0, id: id) } },
        { try edit(visit, id) })
    case (3, "items", let id, "merge"):
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try only("POST") { try merge(visit, id) }
    case (4, "items", let id, "lots"):
      let lot = padded[3]
      guard UUID(uuidString: id) != nil, UUID(uuidString: lot) != nil else {
        return ErrorPage.notFound(context)
      }
      return try either(
        {
          try item(visit, id) {
            try LotCorrectionPage.response(visit, $0, item: id, lot: lot.lowercased())
          }
        }, { try correctLot(visit, id, lot.lowercased()) })
    case (4, "items", let id, "events"):
      let event = padded[3]
      guard UUID(uuidString: id) != nil, UUID(uuidString: event) != nil else {
        return ErrorPage.notFound(context)
      }
      return try either(
        {
          try item(visit, id) {
            try EventCorrectionPage.response(visit, $0, item: id, event: event.lowercased())
          }
        }, { try correctEvent(visit, id, event.lowercased()) })
    case (1, "stocktake", _, _):
      return try either(
        { try pool.with { try StocktakePage.response(visit, $0) } }, { try stocktake(visit) })
    case (1, "undo", _, _):
      return try only("POST") { try undo(visit) }
    case (1, "redo", _, _):
      return try only("POST") { try redo(visit) }
    case (1, "expiring", _, _):
      return try only("GET") { try pool.with { try ExpiringPage.response(visit, $0) } }
    case (1, "shopping", _, _), (1, "restock", _, _):
      return try only("GET") { try pool.with { try ShoppingPage.response(visit, $0) } }
    case (2, "shopping", let name, _):
      guard let action = ShoppingAction(rawValue: name) else { return ErrorPage.notFound(context) }
      return try only("POST") { try shopping(visit, action) }
    case (1, "recipes", _, _):
      return try only("GET") { try pool.with { try RecipesPage.response(visit, $0) } }
    case (2, "recipes", let id, _):
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try only("GET") {
        try recipe(visit, id) { try RecipePage.response(visit, $0, id: id) }
      }
    case (3, "recipes", let id, "cook"):
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try only("POST") { try cook(visit, id) }
    case (3, "recipes", let id, "plan"):
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try only("POST") { try planMeal(visit, id) }
    case (1, "plan", _, _):
      return try only("GET") { try pool.with { try PlanPage.response(visit, $0) } }
    case (2, "plan", "remove", _):
      return try only("POST") { try unplanMeal(visit) }
    case (1, "spending", _, _):
      return try only("GET") { try pool.with { try SpendingPage.response(visit, $0) } }
    case (1, "history", _, _):
      return try only("GET") { try pool.with { try HistoryPage.response(visit, $0) } }
    case (3, "items", let id, "open"):
      guard UUID(uuidString: id) != nil else { return ErrorPage.notFound(context) }
      return try only("POST") { try open(visit, id) }
    case (1, "budgets", _, _):
      return try either(
        { try pool.with { try BudgetsPage.response(visit, $0) } }, { try setBudget(visit) })
    case (1, "downloads", _, _):
      return try only("GET") { try pool.with { try DownloadsPage.response(visit, $0) } }
    case (2, "downloads", "report", _):
      return try only("GET") { try pool.with { try DownloadsPage.report(visit, $0) } }
    case (2, "downloads", "household.xlsx", _):
      return try only("GET") { try pool.with { try DownloadsPage.household(visit, $0) } }
    default:
      return ErrorPage.notFound(context)
    }
  }

  /// A page about item `id`: 404 when there is none.
  func item(_ visit: Visit, _ id: String, _ body: (Store) throws -> Response) throws
    -> Response
  {
    do {
      return try pool.with(body)
    } catch StoreError.unknownItem, StoreError.ambiguousReference {
      return ErrorPage.notFound(visit.context)
    }
  }

  // MARK: - Actions

  /// POST `/add`: records the purchase and shows its item, or shows the form again with
  /// the error (422), nothing stored.
  private func add(_ visit: Visit) throws -> Response {
    let form = FormValues(visit)
    return try pool.with { store in
      do {
        let row = try PurchaseForm.row(
          form, store, today: visit.today, defaultCurrency: configuration.defaultCurrency)
        let remembered = PurchaseForm.remembered(form)
        let (item, lot) =
          try form["list"].map { line in
            // Bought from the shopping list: the purchase ticks its line.
            try store.buyFromList(
              line, amount: .quantity(row.quantity, unit: row.unit),
              price: remembered.contains(.price) ? nil : row.price,
              store: remembered.contains(.store) ? nil : row.store, date: row.date,
              expires: row.expires, today: visit.today, via: visit.origin)
          }
          ?? store.addPurchase(
            row, today: visit.today, remembering: remembered, barcode: try form.barcode(),
            via: visit.origin)
        setFlash(visit, .added(lot, of: item))
        return .seeOther("/items/\(UUIDText.format(item.id))")
      } catch {
        return try shownAgain(error) { message, field in
          try AddPage.response(visit, store, values: form, error: message, field: field)
        }
      }
    }
  }

  /// POST `/items/ID/consume` or `/discard`: takes the quantity first-expiring-first.
  private func use(_ visit: Visit, _ id: String, kind: Event.Kind) throws -> Response {
    let form = FormValues(visit)
    let action = kind == .consume ? "consume" : "discard"
    let noteField = kind == .consume ? "note" : "reason"
    return try item(visit, id) { store in
      // An item that is not there is a 404, before the form is read.
      _ = try store.item(id)
      do {
        let amount = try form.amount()
        let note = form[noteField] ?? form["note"] ?? ""
        let date = try form.date("date") ?? visit.today
        var quantity = try store.quantity(amount, of: id).quantity
        // A quick action's pack, at most what its page showed usable (`QuickActions`).
        if let most = form["most"].flatMap({ try? Quantity(parsing: $0) }), most > .zero {
          quantity = min(quantity, most)
        }
        let row = EventRow(
          line: 0, date: date, item: id, kind: kind, quantity: quantity, note: note)
        let use = try store.record(row, today: visit.today, via: visit.origin)
        setFlash(
          visit,
          .used(
            kind, row.quantity, of: use.item, lots: use.events.count,
            fromExpired: use.fromExpired))
        return .seeOther(Self.back(visit, else: "/items/\(id)"))
      } catch {
        return try shownAgain(error) { message, _ in
          try ItemPage.response(
            visit, store, id: id,
            failure: ItemPage.Failure(form: action, values: form, message: message))
        }
      }
    }
  }

  /// POST `/items/ID/edit`: changes the item as `larder edit` does.
  private func edit(_ visit: Visit, _ id: String) throws -> Response {
    let form = FormValues(visit)
    return try item(visit, id) { store in
      let item = try store.item(id)
      do {
        let changes = try EditPage.changes(
          form, item: item, names: store.names(of: id), language: visit.l.language.code)
        let edited = try store.editItem(
          id, changes, via: visit.origin)
        setFlash(visit, .updatedItem(edited))
        return .seeOther("/items/\(id)")
      } catch {
        return try shownAgain(error) { message, field in
          try EditPage.response(visit, store, id: id, values: form, error: message, field: field)
        }
      }
    }
  }

  /// POST `/items/ID/merge`: merges the item into the one `into` names, as `larder merge`
  /// does, and shows that one; or shows the edit page again with the error (422).
  private func merge(_ visit: Visit, _ id: String) throws -> Response {
    let form = FormValues(visit)
    return try item(visit, id) { store in
      _ = try store.item(id)
      do {
        let merged = try store.merge(id, into: try form.label("into") ?? "", via: visit.origin)
        setFlash(
          visit,
          .merged(
            .mergedItems(source: merged.source, target: merged.target.name, lots: merged.lots)))
        return .seeOther("/items/\(UUIDText.format(merged.target.id))")
      } catch {
        return try shownAgain(error) { message, field in
          try EditPage.response(visit, store, id: id, values: form, error: message, field: field)
        }
      }
    }
  }

  /// POST `/items/ID/lots/LOT`: corrects the lot as `larder edit --lot` does, or shows the
  /// form again with the error (422), nothing changed.
  private func correctLot(_ visit: Visit, _ id: String, _ lotID: String) throws -> Response {
    let form = FormValues(visit)
    return try item(visit, id) { store in
      guard let lot = try store.lot(lotID, ofItem: id)?.lot else {
        return ErrorPage.notFound(visit.context)
      }
      do {
        let changes = try LotCorrectionPage.changes(form, lot: lot)
        let status = try store.editLot(
          lotID, changes, via: visit.origin)
        setFlash(visit, .updatedLot(status.lot))
        return .seeOther("/items/\(id)")
      } catch {
        return try shownAgain(error) { message, field in
          try LotCorrectionPage.response(
            visit, store, item: id, lot: lotID, values: form, error: message, field: field)
        }
      }
    }
  }

  /// POST `/items/ID/events/EVENT`: corrects the consume or discard as `larder edit
  /// --event` does (the lot's remaining quantity follows), or shows the form again with the
  /// error (422), nothing changed.
  private func correctEvent(_ visit: Visit, _ id: String, _ eventID: String) throws -> Response {
    let form = FormValues(visit)
    return try item(visit, id) { store in
      guard let event = try store.event(eventID, ofItem: id) else {
        return ErrorPage.notFound(visit.context)
      }
      do {
        let changes = try EventCorrectionPage.changes(form, event: event)
        let (item, corrected) = try store.editEvent(
          eventID, changes, today: visit.today,
          via: visit.origin)
        setFlash(visit, .updatedEvent(corrected, of: item))
        return .seeOther("/items/\(id)")
      } catch {
        return try shownAgain(error) { message, field in
          try EventCorrectionPage.response(
            visit, store, item: id, event: eventID, values: form, error: message, field: field)
        }
      }
    }
  }

  /// The form shown again after `error`, with what was typed: with the message of an error
  /// the visitor can fix (the page's 422), or, when the database stayed busy for
  /// `writeWait` seconds (another program writing), a 503 with `Retry-After` and the
  /// message to try again. Any other error is thrown.
  func shownAgain(
    _ error: any Error, _ page: (_ message: String, _ field: String?) throws -> Response
  ) throws -> Response {
    if let error = error as? StoreError, case .busy = error {
      var response = try page(Self.busyMessage, nil)
      response.status = 503
      response.headers.append(("Retry-After", "\(Self.writeWait)"))
      return response
    }
    guard let message = UserError.message(error) else { throw error }
    return try page(message, UserError.field(error))
  }

  /// Whether `text` is a path on this site safe to send a browser back to: `/` then only
  /// letters, digits and `/_.-` (no `//`, which names another host, nor `\\`, which
  /// browsers read as `/`, nor control characters), and after them a query of letters,
  /// digits and `_.-~=&%+` (a page's search and filters, as `URLText.query` writes them).
  static func isLocalPath(_ text: String) -> Bool {
    guard text.hasPrefix("/"), !text.hasPrefix("//") else { return false }
    let (path, query) =
      text.firstIndex(of: "?").map { (text[..<$0], text[text.index(after: $0)...]) }
      ?? (text[...], "")
    func only(_ part: Substring, _ marks: String) -> Bool {
      part.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || marks.unicodeScalars.contains(scalar))
      }
    }
    return only(path, "/_.-") && only(query, "_.-~=&%+")
  }
}
