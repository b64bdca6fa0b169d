import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Verifies the database as a careful user would after a crash or a hand edit: SQLite's
  /// `integrity_check` and `foreign_key_check`, every lot's remaining quantity equal to its
  /// quantity less its events and not below zero, no event dated before its lot was
  /// bought, no change of the history left open, and every summary equal to a
  /// recomputation from the lots and events (`summaryViolations`). Reads only.
  ///
  /// - Returns: every violation found, in the order checked; empty when all is well.
  public func check() throws -> [Violation] {
    var found: [Violation] = []
    try db.statement("PRAGMA integrity_check").forEachRow { row in
      // A row may hold several lines about one problem: kept as one.
      let line = row.onlyText.split(whereSeparator: \.isNewline).joined(separator: " / ")
      if line != "ok" {
        found.append(Violation(table: "database", rowID: nil, problem: .integrity(line)))
      }
    }
    try db.statement("SELECT \(MissingParentColumns.select) FROM pragma_foreign_key_check")
      .forEachRow { row in
        let reader = ColumnReader<MissingParentColumns>(row, table: "database", rowIDAt: 1)
        found.append(
          Violation(
            table: reader.text(.table), rowID: reader.optionalInt64(.rowID),
            problem: .missingParent(reader.text(.parent))))
      }
    try checkRemaining(into: &found)
    try db.statement(
      """
      SELECT \(EarlyEventColumns.select)
      FROM events JOIN lots ON lots.id = events.lot_id
      WHERE events.occurred_on < lots.purchased_on ORDER BY events.id
      """
    ).forEachRow { row in
      let reader = ColumnReader<EarlyEventColumns>(row, table: "events")
      found.append(
        Violation(
          table: "events", rowID: reader.rowID,
          problem: .eventBeforePurchase(
            event: String(reader.text(.uuid).prefix(8)), date: reader.text(.occurredOn),
            purchased: reader.text(.purchasedOn))))
    }
    let hasHistory = try db.firstRow(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'change_open' LIMIT 1"
    ) { _ in true }
    let open =
      hasHistory == nil
      ? 0 : try db.firstRow("SELECT count(*) FROM change_open LIMIT 1") { $0.onlyInt64 } ?? 0
    if hasHistory == nil {
      found.append(
        Violation(
          table: "change_open", rowID: nil, problem: .historyTableMissing))
    } else if open > 0 {
      found.append(
        Violation(table: "change_open", rowID: nil, problem: .changeLeftOpen))
    }
    try checkRows(into: &found)
    try checkStates(into: &found)
    try checkTexts(into: &found)
    found += try summaryViolations()
    return found
  }

  /// Reads every item, lot and event as the commands read them, and reports each value no
  /// command could read (set by hand in SQLite, say): what `list` or `calendar` would
  /// refuse, `check` names.
  private func checkRows(into found: inout [Violation]) throws {
    func report(_ error: any Error) {
      // A lot's value read with its event is the lot's problem, reported with the lot.
      guard case StoreError.unreadable(let table, let rowID, let column, let value) = error,
        !column.contains(".") || column.hasPrefix(table + ".")
      else { return }
      let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
      found.append(
        Violation(table: table, rowID: rowID, problem: .unreadable(column: column, value: shown)))
    }
    try db.statement("SELECT \(ItemColumns.select) FROM items ORDER BY id").forEachRow { row in
      do { _ = try ItemColumns.decode(row) } catch { report(error) }
    }
    // The item is not read here: a lot's own columns are (`checkRemaining` names its item).
    let anyItem = UUID()
    try db.statement("SELECT \(LotColumns.select()) FROM lots ORDER BY id").forEachRow { row in
      do { _ = try LotColumns.decode(row, itemID: anyItem) } catch { report(error) }
    }
    try db.statement(
      "SELECT \(EventColumns.select) FROM events JOIN lots ON lots.id = events.lot_id ORDER BY events.id"
    ).forEachRow { row in
      do { _ = try EventColumns.decode(row) } catch { report(error) }
    }
  }

  /// Reports each lot whose state began before its purchase, whose state and its day
  /// disagree (sealed with a day, opened, frozen or thawed without one), or whose
  /// best-before month is not a best-before on the last day of a month.
  private func checkStates(into found: inout [Violation]) throws {
    try db.statement(
      """
      SELECT \(StateColumns.select) FROM lots
      WHERE (state_on IS NOT NULL AND state_on < purchased_on)
        OR ((state = 'sealed') <> (state_on IS NULL))
        OR (expires_month = 1 AND (date_kind <> 'best-before' OR expires_on IS NULL
          OR substr(date(expires_on, '+1 day'), 9) <> '01'))
      ORDER BY id
      """
    ).forEachRow { row in
      let reader = ColumnReader<StateColumns>(row, table: "lots")
      let lot = String(reader.text(.uuid).prefix(8))
      let state = try reader.value(.state, as: FoodState.self)
      let stateOn = reader.optionalText(.stateOn)
      let problem: Violation.Problem
      if let stateOn, stateOn < reader.text(.purchasedOn) {
        problem = .stateBeforePurchase(
          lot: lot, stateOn: stateOn, purchased: reader.text(.purchasedOn))
      } else if (state == .sealed) != (stateOn == nil) {
        problem = .stateDay(lot: lot, state: state)
      } else {
        problem = .monthNotLastDay(lot: lot, expires: reader.optionalText(.expiresOn) ?? "")
      }
      found.append(Violation(table: "lots", rowID: reader.rowID, problem: problem))
    }
  }

  /// The stored texts and the rules they are held to, checked by `checkTexts`.
  static let checkedTexts: [(table: String, column: String, field: TextField)] = [
    ("items", "name", .name), ("items", "category", .category), ("items", "unit", .unit),
    ("items", "location", .location), ("lots", "store", .store),
    ("lots", "location", .location), ("lots", "note", .note), ("events", "note", .note),
    ("budgets", "category", .category), ("receipt_aliases", "text", .name),
    ("receipt_aliases", "store", .store), ("shopping_lines", "name", .name),
  ]

  /// Reports every stored name, unit, category, store, location and note that breaks the
  /// text rules. SQLite picks the candidates (a byte outside visible ASCII and space, or
  /// too many bytes), so a household of plain ASCII is read once by SQLite alone.
  private func checkTexts(into found: inout [Violation]) throws {
    for (table, column, field) in Store.checkedTexts {
      try db.statement(
        """
        SELECT \(CheckedTextColumns.select([.text: column])) FROM \(table)
        WHERE \(column) GLOB '*[^ -~]*' OR length(CAST(\(column) AS BLOB)) > ? ORDER BY id
        """
      ).forEachRow([.integer(Int64(field.maximumBytes))]) { row in
        let reader = ColumnReader<CheckedTextColumns>(row, table: table)
        if let problem = field.problem(inStored: reader.text(.text)) {
          found.append(
            Violation(
              table: table, rowID: reader.rowID,
              problem: .badText(column: column, field: field, problem: problem)))
        }
      }
    }
  }

  /// Compares each lot's remaining quantity with its quantity less its events, summed
  /// here with checked arithmetic so that absurd hand-edited quantities are reported
  /// rather than stop the check; lots and their events are read once, in lot order.
  private func checkRemaining(into found: inout [Violation]) throws {
    var current: (id: Int64, uuid: String, item: String?, quantity: Int64, remaining: Int64)?
    var left: Int64? = nil
    func finish() {
      guard let lot = current else { return }
      let id = String(lot.uuid.prefix(8))
      guard let left else {
        found.append(
          Violation(
            table: "lots", rowID: lot.id,
            problem: .eventsOverflow(lot: id, item: lot.item)))
        return
      }
      if left < 0 {
        found.append(
          Violation(
            table: "lots", rowID: lot.id,
            problem: .overdrawn(lot: id, item: lot.item, excess: Quantity(thousandths: -left))))
      } else if left != lot.remaining {
        found.append(
          Violation(
            table: "lots", rowID: lot.id,
            problem: .remainingDiffers(
              lot: id, item: lot.item, remaining: Quantity(thousandths: lot.remaining),
              expected: Quantity(thousandths: left))))
      }
    }
    try db.statement(
      """
      SELECT \(LotEventColumns.select)
      FROM lots LEFT JOIN items ON items.id = lots.item_id
      LEFT JOIN events ON events.lot_id = lots.id
      ORDER BY lots.id
      """
    ).forEachRow { row in
      let reader = ColumnReader<LotEventColumns>(row, table: "lots")
      let id = reader.rowID
      if current?.id != id {
        finish()
        current = (
          id, reader.text(.uuid), reader.optionalText(.item), reader.int64(.quantity),
          reader.int64(.remaining)
        )
        left = reader.int64(.quantity)
      }
      if let used = reader.optionalInt64(.used), let before = left {
        let (value, overflow) = before.subtractingReportingOverflow(used)
        left = overflow ? nil : value
      }
    }
    finish()
  }

  /// How many items, lots and events the database holds, for `check`'s summary.
  public func counts() throws -> (items: Int, lots: Int, events: Int) {
    try db.firstRow(
      """
      SELECT \(CountColumns.select) LIMIT 1
      """
    ) {
      let reader = ColumnReader<CountColumns>($0, table: "database")
      return (
        Int(reader.int64(.items)), Int(reader.int64(.lots)), Int(reader.int64(.events))
      )
    } ?? (0, 0, 0)
  }
}

/// A row SQLite's `foreign_key_check` found without its parent.
enum MissingParentColumns: Int32, ResultColumns {
  case table, rowID, parent

  var sql: String {
    switch self {
    case .table: "\"table\""
    case .rowID: "rowid"
    case .parent: "parent"
    }
  }
}

/// An event dated before its lot was bought.
enum EarlyEventColumns: Int32, ResultColumns {
  case id, uuid, occurredOn, purchasedOn

  var sql: String {
    switch self {
    case .id: "events.id"
    case .uuid: "events.uuid"
    case .occurredOn: "events.occurred_on"
    case .purchasedOn: "lots.purchased_on"
    }
  }
}

/// A stored text the check reads; the query names its column.
enum CheckedTextColumns: Int32, ResultColumns {
  case id, text

  var sql: String {
    switch self {
    case .id: "id"
    case .text: "the checked column"
    }
  }
}

/// A lot with its item's name and one of its events' quantity, for the remaining check.
enum LotEventColumns: Int32, ResultColumns {
  case id, uuid, item, quantity, remaining, used

  var sql: String {
    switch self {
    case .id: "lots.id"
    case .uuid: "lots.uuid"
    case .item: "items.name"
    case .quantity: "lots.quantity"
    case .remaining: "lots.remaining"
    case .used: "events.quantity"
    }
  }
}

/// How many items, lots and events the database holds.
enum CountColumns: Int32, ResultColumns {
  case items, lots, events

  var sql: String {
    switch self {
    case .items: "(SELECT count(*) FROM items)"
    case .lots: "(SELECT count(*) FROM lots)"
    case .events: "(SELECT count(*) FROM events)"
    }
  }
}

/// The columns `Store.checkStates` reads of a lot.
enum StateColumns: Int32, ResultColumns {
  case id, uuid, purchasedOn, state, stateOn, expiresOn

  var sql: String {
    switch self {
    case .id: "id"
    case .uuid: "uuid"
    case .purchasedOn: "purchased_on"
    case .state: "state"
    case .stateOn: "state_on"
    case .expiresOn: "expires_on"
    }
  }
}
