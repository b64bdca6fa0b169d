import LarderCore
import LarderLanguage

/// A receipt's review as `larder receipt` shows it: one row per product line (the line,
/// the item it is matched to and how, quantity, unit, price), then the total check.
public enum ReceiptView {
  /// The review table.
  public static func table(_ plan: ReceiptPlan) -> String {
    let f = Formats()
    let l = f.localization
    var table = TextTable([
      (l.tr("Line"), .left), (l.tr("Item"), .left), (l.tr("Quantity"), .right),
      (l.tr("Unit"), .left), (l.tr("Price"), .right),
    ])
    for line in plan.lines {
      let emphasis: Emphasis =
        line.isRecorded
        ? .plain : line.match == .skipped || line.match == .nothingBought ? .dim : .bold
      table.add(
        [
          line.line.text, item(line, l), line.quantity.map(f.tableQuantity) ?? "",
          line.unit ?? "", line.price.map(f.amount) ?? "",
        ], emphasis: emphasis)
    }
    return table.rendered()
  }

  /// The lines whose quantity × unit price is not their amount, one sentence each: the
  /// reading taken instead when OCR misread a digit, else a warning to check the line,
  /// with the reading one digit away that would agree when there is one.
  public static func flags(_ plan: ReceiptPlan) -> [String] {
    let f = Formats()
    let l = f.localization
    func reading(_ count: Quantity, _ unit: String?, _ price: Money?, _ total: Money) -> String {
      let quantity = f.quantity(count) + (unit.map { " " + $0 } ?? "")
      return "\(quantity) × \(price.map(f.sentenceMoney) ?? "?") = \(f.sentenceMoney(total))"
    }
    return plan.receipt.lines.compactMap { line in
      if let misread = line.misread {
        return l.tr(
          "'{line}': read as {read}, which does not add up; taken as {taken}, which does.",
          [
            "line": line.text,
            "read": reading(misread.count, line.measuredUnit, misread.unitPrice, misread.total),
            "taken": reading(line.count, line.measuredUnit, line.unitPrice, line.total),
          ])
      }
      guard line.agrees == false else { return nil }
      if let proposed = line.agreeingReading {
        return l.tr(
          "'{line}': {read} does not add up; {proposed} would: check the line.",
          [
            "line": line.text,
            "read": reading(line.count, line.measuredUnit, line.unitPrice, line.total),
            "proposed": reading(
              proposed.count, proposed.measuredUnit, proposed.unitPrice, proposed.total),
          ])
      }
      return l.tr(
        "'{line}': {read} does not add up; check the line.",
        [
          "line": line.text,
          "read": reading(line.count, line.measuredUnit, line.unitPrice, line.total),
        ])
    }
  }

  /// The item cell: the name and how it was found, or what the line waits for.
  public static func item(_ line: ReceiptPlan.Line, _ l: Localization) -> String {
    let name = line.item ?? ""
    switch line.match {
    case .alias: return l.tr("{item} (learned)", ["item": name])
    case .name: return name
    case .decided: return l.tr("{item} (new decision)", ["item": name])
    case .skipped: return l.tr("(skipped)")
    case .unknown: return l.tr("? unknown")
    case .needsPack: return l.tr("{item}: ? how much", ["item": name])
    case .nothingBought: return l.tr("(left out: it buys nothing, or is a refund)")
    }
  }

  /// The header line: where, when, the lines read and from what.
  public static func heading(_ plan: ReceiptPlan) -> String {
    let f = Formats()
    return f.localization.tr(
      "Receipt from {store}, {date}: {lines}",
      [
        "store": plan.store, "date": f.date(plan.date),
        "lines": f.localization.trn(
          "{count} line", "{count} lines", count: plan.receipt.lines.count),
      ])
  }

  /// What recording did: `Recorded the receipt from Carrefour, 2026-11-28: 6 purchases for
  /// 10.42 EUR.`
  public static func recorded(
    store: String, date: CalendarDate, purchases: Int, total: Money, _ f: Formats = Formats()
  ) -> String {
    let l = f.localization
    return l.tr(
      "Recorded the receipt from {store}, {date}: {purchases} for {total}.",
      [
        "store": store, "date": f.date(date),
        "purchases": l.trn("{count} purchase", "{count} purchases", count: purchases),
        "total": f.sentenceMoney(total),
      ])
  }

  /// The total check: the total printed against the lines' sum, and what is recorded.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits.
  public static func check(_ plan: ReceiptPlan) throws(ValueError) -> String {
    let f = Formats()
    let l = f.localization
    let sum = try plan.receipt.linesTotal()
    let recorded = try plan.recordedTotal()
    var text: String
    if let total = plan.receipt.total, let difference = try plan.receipt.difference() {
      text =
        difference.minorUnits == 0
        ? l.tr(
          "Total {total}: the lines add up to it.", ["total": f.sentenceMoney(total)])
        : l.tr(
          "Total {total}, but the lines add up to {sum}: a difference of {difference}.",
          [
            "total": f.sentenceMoney(total), "sum": f.sentenceMoney(sum),
            "difference": f.sentenceMoney(difference),
          ])
    } else {
      text = l.tr(
        "The receipt states no total; the lines add up to {sum}.", ["sum": f.sentenceMoney(sum)])
    }
    text +=
      " "
      + l.trn(
        "{count} purchase to record, for {recorded}.",
        "{count} purchases to record, for {recorded}.",
        count: plan.recorded.count, ["recorded": f.sentenceMoney(recorded)])
    return text
  }

  /// The receipt and its plan as `--format json` writes them: store, date, currency,
  /// source, total, and each line with its kind, amount, match, item, quantity, unit and
  /// price (amounts and quantities as text, as elsewhere in Larder's JSON).
  ///
  /// - Throws: `ValueError.overflow` past 64 bits.
  public static func json(_ plan: ReceiptPlan) throws(ValueError) -> String {
    let receipt = plan.receipt
    let planned = Dictionary(plan.lines.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
    func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
    let lines: [JSONValue] = receipt.lines.enumerated().map { index, line in
      var fields: [(String, JSONValue)] = [
        ("kind", .string(line.kind.rawValue)), ("text", .string(line.text)),
        ("count", .string(line.count.description)), ("measuredUnit", text(line.measuredUnit)),
        ("unitPrice", text(line.unitPrice?.amount)), ("total", .string(line.total.amount)),
        ("agrees", line.agrees.map { .bool($0) } ?? .null),
        (
          "misread",
          line.misread.map { misread in
            .object([
              ("count", .string(misread.count.description)),
              ("unitPrice", text(misread.unitPrice?.amount)),
              ("total", .string(misread.total.amount)),
            ])
          } ?? .null
        ),
      ]
      if let line = planned[index] {
        fields += [
          ("match", .string(line.match.rawValue)), ("item", text(line.item)),
          ("quantity", text(line.quantity?.description)), ("unit", text(line.unit)),
          ("price", text(line.price?.amount)),
        ]
      }
      return .object(fields)
    }
    let value = JSONValue.object([
      ("store", .string(plan.store)), ("date", .string(plan.date.description)),
      ("currency", .string(receipt.currency.code)), ("source", .string(receipt.source.rawValue)),
      ("invoiceNumber", text(receipt.invoiceNumber)), ("total", text(receipt.total?.amount)),
      ("payment", text(receipt.payment?.rawValue)),
      ("linesTotal", .string(try receipt.linesTotal().amount)),
      ("recordedTotal", .string(try plan.recordedTotal().amount)),
      ("undecided", .number(plan.undecided.count)), ("lines", .array(lines)),
    ])
    return value.rendered() + "\n"
  }

  /// The household's aliases: store, the line's text, and the item and pack or a skip.
  public static func aliases(_ aliases: [ReceiptAlias]) -> String {
    let f = Formats()
    let l = f.localization
    var table = TextTable([(l.tr("Store"), .left), (l.tr("Line"), .left), (l.tr("Item"), .left)])
    for alias in aliases {
      let item: String
      switch alias.decision {
      case .skip: item = l.tr("(skipped)")
      case .item(let name, nil): item = name
      case .item(let name, let pack?):
        item = l.tr(
          "{item}, {quantity} {unit} each",
          ["item": name, "quantity": f.tableQuantity(pack.quantity), "unit": pack.unit])
      }
      table.add([alias.store, alias.text, item])
    }
    return table.rendered()
  }
}
