import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderReports
import LarderStore

/// The decisions of `--map "TEXT=ITEM[@QUANTITY UNIT]"` and `--skip TEXT`, by the line's
/// key (`ReceiptAlias.key`).
struct ReceiptDecisions {
  var byKey: [String: ReceiptDecision] = [:]

  /// Reads the options' values.
  ///
  /// - Throws: `UsageError` for a --map without `=` or an item, or with a pack that is
  ///   not a quantity.
  init(map: [String], skip: [String]) throws(UsageError) {
    let l = Localization.current
    for text in skip { byKey[ReceiptAlias.key(text)] = .skip }
    for given in map {
      guard let equals = given.firstIndex(of: "=") else {
        throw UsageError(
          message: l.tr("--map '{value}' needs TEXT=ITEM", ["value": given]),
          command: ReceiptCommand.spec.name)
      }
      let text = String(given[..<equals])
      var item = String(given[given.index(after: equals)...])
      var pack: ReceiptPack?
      if let at = item.lastIndex(of: "@") {
        pack = try Self.pack(String(item[item.index(after: at)...]), given: given)
        item = String(item[..<at])
      }
      guard let name = Optional(item).trimmedLabel, !text.trimmedLabel.isEmpty else {
        throw UsageError(
          message: l.tr("--map '{value}' needs TEXT=ITEM", ["value": given]),
          command: ReceiptCommand.spec.name)
      }
      byKey[ReceiptAlias.key(text)] = .item(name, pack: pack)
    }
  }

  /// How much one is, as typed after `@`: `200 g`, `1,5 kg`, `6` (pieces).
  ///
  /// - Throws: `UsageError` for anything else.
  static func pack(_ text: String, given: String) throws(UsageError) -> ReceiptPack {
    do {
      return ReceiptPack(try Amount.reading(text, unit: nil, decimal: TypedInput.current.decimal))
    } catch {
      throw UsageError(
        message: Localization.current.tr(
          "--map '{value}': '{pack}' is not a quantity such as 200 g",
          ["value": given, "pack": text]), command: ReceiptCommand.spec.name)
    }
  }
}

/// One receipt's way from its lines to the household's decision: the store and day it is
/// recorded at, the review table and total check, the questions about unknown lines on a
/// terminal, and the confirmation.
struct ReceiptReview {
  let command: ParsedCommand
  let context: Context
  let path: String
  let decisions: ReceiptDecisions

  /// Whether questions can be asked: on a terminal, with the receipt not read from it.
  var interactive: Bool {
    path != "-" && context.isTerminal(STDIN_FILENO) && !command[ReceiptCommand.yes]
  }

  /// The plan for `receipt`: at --store or the store it names, on --date or its day.
  ///
  /// - Throws: `UsageError` when neither gives a store or a day, and the store's errors.
  func plan(_ receipt: Receipt, _ database: Store) throws -> ReceiptPlan {
    let l = Localization.current
    guard let store = try command[ReceiptCommand.store] ?? receipt.store else {
      throw UsageError(
        message: l.tr("{file} names no store; give --store", ["file": path]),
        command: ReceiptCommand.spec.name)
    }
    guard let date = try command[ReceiptCommand.date] ?? receipt.date else {
      throw UsageError(
        message: l.tr("{file} prints no date; give --date", ["file": path]),
        command: ReceiptCommand.spec.name)
    }
    return try database.planReceipt(
      receipt, store: store, date: date, decisions: decisions.byKey)
  }

  /// Shows the review, checks the total, asks about the unknown lines and for a
  /// confirmation on a terminal: true to record, false when the household said no.
  ///
  /// - Throws: `ReceiptNotAddingUp` for lines that do not add up without
  ///   --accept-difference, or no total without --no-total; `StoreError.receiptUndecided` off a terminal while a line is
  ///   unknown, `UsageError` off a terminal without --yes.
  func decide(_ plan: inout ReceiptPlan, _ database: Store) throws -> Bool {
    let l = Localization.current
    context.write(ReceiptView.heading(plan) + "\n" + ReceiptView.table(plan))
    for flag in ReceiptView.flags(plan) { context.write("⚠ " + flag + "\n") }
    context.write(try ReceiptView.check(plan) + "\n")
    var accepted: ReceiptTotalCheck.Acceptance = []
    if command[ReceiptCommand.acceptDifference] { accepted.insert(.difference) }
    if command[ReceiptCommand.noTotal] { accepted.insert(.noTotal) }
    let check = try ReceiptTotalCheck(plan.receipt)
    if !check.allows(accepted) {
      switch check {
      case .addsUp: break
      case .differs(let difference): throw ReceiptNotAddingUp.differs(by: difference)
      case .noTotal(let sum): throw ReceiptNotAddingUp.noTotal(lines: sum)
      }
    }
    if !plan.undecided.isEmpty {
      guard interactive else {
        throw StoreError.receiptUndecided(lines: plan.undecided.count)
      }
      var asked = decisions.byKey
      for line in plan.undecided {
        guard let decision = try ask(line, database) else { return false }
        asked[ReceiptAlias.key(line.line.text)] = decision
      }
      plan = try database.planReceipt(
        plan.receipt, store: plan.store, date: plan.date, decisions: asked)
      context.write(ReceiptView.table(plan))
      context.write(try ReceiptView.check(plan) + "\n")
      guard plan.undecided.isEmpty else {
        throw StoreError.receiptUndecided(lines: plan.undecided.count)
      }
    }
    guard !command[ReceiptCommand.yes] else { return true }
    guard interactive else {
      throw UsageError(
        message: l.tr("receipt asks before recording; off a terminal, give --yes"),
        command: ReceiptCommand.spec.name)
    }
    let question = l.trn(
      "Record {count} purchase? [y/N] ", "Record {count} purchases? [y/N] ",
      count: plan.recorded.count)
    guard Confirmation.asked(question, context) else {
      context.write(l.tr("Nothing was recorded.") + "\n")
      return false
    }
    return true
  }

  /// Asks what an undecided line is: an item (and how much one is, when that is not
  /// known), or '-' to leave it out; nil when the household stops answering.
  private func ask(_ line: ReceiptPlan.Line, _ database: Store) throws -> ReceiptDecision? {
    let l = Localization.current
    var name = line.item
    if line.match == .unknown {
      guard
        let answer = Confirmation.answer(
          l.tr(
            "What is '{text}'? An item's name, '-' to leave it out, nothing to stop: ",
            ["text": line.line.text]), context), !answer.isEmpty
      else { return nil }
      if answer == "-" { return .skip }
      name = answer
      let sized = try database.planReceipt(
        Receipt(currency: line.line.total.currency, lines: [line.line]), store: "",
        date: context.today(),
        decisions: [ReceiptAlias.key(line.line.text): .item(answer, pack: nil)])
      if sized.undecided.isEmpty { return .item(answer, pack: nil) }
    }
    guard let name else { return nil }
    while true {
      guard
        let answer = Confirmation.answer(
          l.tr(
            "How much of {item} is one '{text}' (for example 200 g)? ",
            ["item": name, "text": line.line.text]), context), !answer.isEmpty
      else { return nil }
      do {
        return .item(name, pack: try ReceiptDecisions.pack(answer, given: answer))
      } catch {
        context.note(Larder.errorLine(error.message))
      }
    }
  }
}
