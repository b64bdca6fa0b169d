import LarderCore
import LarderReports
import LarderStore

/// What a receipt feeds, checked: `Store.planReceipt` against `ReceiptHousehold` (as
/// read, so aliases and names match; then with every line decided, so every product is
/// recorded), and the review `larder receipt` prints of each plan (`ReceiptView`).
///
/// A plan has one line per product line, in order; a recorded line has an item, a
/// positive quantity within `Quantity.maximum`, a unit and a price that is not negative
/// (`ReceiptPricing`); a line waiting for a pack has no quantity. When every product is
/// recorded, none is negative and the lines do not add up below zero, what is recorded
/// adds up to the lines' sum, to the minor unit (`ReceiptPricing`). A failed check is a
/// bug; planning may refuse with a `ValueError` (a count times a pack past the bound).
enum ReceiptPlanChecks {
  /// Plans `receipt` both ways and checks and reviews each plan.
  static func plan(_ receipt: Receipt) {
    ReceiptHousehold.withStore { plan(receipt, in: $0) }
  }

  private static func plan(_ receipt: Receipt, in household: Store) {
    let store = receipt.store ?? "Carrefour"
    let date = receipt.date ?? ReceiptHousehold.day
    if let plan = planned(household, receipt, store, date, decisions: [:]) {
      check(plan)
      review(plan)
    }
    if let plan = planned(household, receipt, store, date, decisions: decisions(receipt)) {
      check(plan)
      precondition(plan.undecided.isEmpty, "a decided line waits for a decision")
      checkAddsUp(plan)
      review(plan)
    }
  }

  /// A decision for every product line, by its key, in turn: a new item in pieces, crème
  /// fraîche in packs of 200 g, milk in litres (its usual pack), rice in grams with a
  /// pack of 0.5 g.
  static func decisions(_ receipt: Receipt) -> [String: ReceiptDecision] {
    let choices: [ReceiptDecision] = [
      .item("Nouveau produit", pack: nil),
      .item("Crème fraîche", pack: ReceiptPack(quantity: Quantity(200), unit: "g")),
      .item("Lait demi-écrémé 1L", pack: nil),
      .item("Riz", pack: ReceiptPack(quantity: Quantity(thousandths: 500), unit: "g")),
    ]
    var decided: [String: ReceiptDecision] = [:]
    for (index, line) in receipt.lines.enumerated() where line.kind == .product {
      let key = ReceiptAlias.key(line.text)
      if decided[key] == nil { decided[key] = choices[index % choices.count] }
    }
    return decided
  }

  /// The plan, or nil when planning refuses as documented.
  private static func planned(
    _ household: Store, _ receipt: Receipt, _ store: String, _ date: CalendarDate,
    decisions: [String: ReceiptDecision]
  ) -> ReceiptPlan? {
    do {
      return try household.planReceipt(receipt, store: store, date: date, decisions: decisions)
    } catch is ValueError {
      return nil
    } catch {
      preconditionFailure("planning a receipt failed: \(error)")
    }
  }

  /// Checks the plan's lines against the receipt's.
  static func check(_ plan: ReceiptPlan) {
    let products = plan.receipt.lines.indices.filter { plan.receipt.lines[$0].kind == .product }
    precondition(plan.lines.map(\.index) == products, "the plan's lines are not the products")
    for line in plan.lines {
      precondition(line.line == plan.receipt.lines[line.index], "a plan line is not its line")
      if line.match == .needsPack { precondition(line.quantity == nil, "a pack was needed") }
      guard line.isRecorded else { continue }
      guard let item = line.item, let quantity = line.quantity, let unit = line.unit,
        let price = line.price
      else { preconditionFailure("a recorded line lacks its item, quantity, unit or price") }
      precondition(!item.isEmpty && !unit.isEmpty, "a recorded line of no item or unit")
      precondition(quantity > .zero, "a recorded quantity of \(quantity): \(line.line.text)")
      precondition(quantity <= Quantity.maximum, "a recorded quantity past the bound")
      precondition(price.minorUnits >= 0, "a recorded price of \(price): \(line.line.text)")
    }
    precondition((try? plan.recordedTotal()) != nil, "the recorded total overflows")
  }

  /// Checks that a plan recording every product records what the lines add up to.
  static func checkAddsUp(_ plan: ReceiptPlan) {
    let products = plan.receipt.lines.filter { $0.kind == .product }
    guard plan.lines.allSatisfy(\.isRecorded), products.allSatisfy({ $0.total.minorUnits >= 0 }),
      !products.isEmpty, let sum = try? plan.receipt.linesTotal(), sum.minorUnits >= 0,
      let recorded = try? plan.recordedTotal()
    else { return }
    precondition(recorded == sum, "recorded \(recorded), but the lines add up to \(sum)")
  }

  /// Renders the review of `plan`: its heading, table, total check and JSON.
  static func review(_ plan: ReceiptPlan) {
    _ = ReceiptView.heading(plan) + ReceiptView.table(plan)
    _ = try? ReceiptView.check(plan)
    _ = try? ReceiptView.json(plan)
  }
}
