import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderReports
import LarderScan
import LarderStore

/// `/receipt`: a receipt (a photo from the camera, a PDF, an e-mail or pasted text) read by
/// the server, then a review with one card per line (its text and state, the item chosen
/// from the suggestions or typed, how much one is, the price, leave out), the total check,
/// and Record. Nothing is stored until the household records.
enum ReceiptPage {
  /// The upload form.
  static func form(_ visit: Visit, error: String? = nil) -> Response {
    let l = visit.l
    let limits = l.tr(
      "A file of up to {size} MiB: a photo (JPEG or PNG, up to {pixels} megapixels), a PDF or an e-mail (.eml).",
      ["size": "10", "pixels": "\(ScanError.megapixels)"])
    let upload = FormField(
      name: "file", label: l.tr("Receipt"), hint: limits, type: "file",
      attributes:
        " accept=\"image/*,application/pdf,.eml,.txt,message/rfc822\" capture=\"environment\"")
    let pasted = FormField(
      name: "text", label: l.tr("Or paste its text"), control: .textarea(rows: 8))
    let content: HTML = """
      \(FormField.error(error))
      <p>\(l.tr("Nothing is recorded before you review the lines and press Record."))</p>
      <form class="stack" method="post" action="/receipt" enctype="multipart/form-data">
      \(visit.context.csrfField)
      \(upload.html)
      \(pasted.html)
      <div class="row">
      \(FormField(name: "store", label: l.tr("Store"), hint: l.tr("when the receipt does not name it")).html)
      \(FormField(
        name: "date", label: l.tr("Date"), hint: l.tr("when the receipt prints none"),
        attributes: DateInput.attributes(l)
      ).html)
      </div>
      <div><button type="submit">\(l.tr("Read the receipt"))</button></div>
      </form>
      """
    return .html(
      Layout.page(l.tr("Add a receipt"), section: .add, visit.context, content),
      status: error == nil ? 200 : 422)
  }

  /// The field naming the item of product line `index`.
  static func itemField(_ index: Int) -> String { "item.\(index)" }
  /// The field saying how much one of line `index` is (`200 g`).
  static func packField(_ index: Int) -> String { "pack.\(index)" }
  /// The box that leaves line `index` out.
  static func skipField(_ index: Int) -> String { "skip.\(index)" }

  /// The review of `plan`: one row per product line, the total check, and Record. The
  /// receipt as read goes back with the form (`encoded`), so recording reads nothing again.
  ///
  /// - Parameter dated: whether `plan`'s day is the receipt's (printed or typed); when not,
  ///   the Date field is left empty, to be typed.
  static func review(
    _ visit: Visit, _ store: Store, _ plan: ReceiptPlan, dated: Bool = true,
    values: FormValues? = nil, error: String? = nil
  ) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let names = NameOrder.sorted(try store.itemNames())
    let options = names.map { "<option value=\"\($0)\"></option>" as HTML }
    let cards: HTML = plan.lines.map { card($0, values, l, f) }.joined()
    let failure: HTML = error.map { "<p class=\"error\" role=\"alert\">\($0)</p>" } ?? ""
    let accept: HTML =
      switch try ReceiptTotalCheck(plan.receipt) {
      case .addsUp: ""
      case .differs:
        """
        <p><label><input type="checkbox" name="accept-difference" value="1"> \
        \(l.tr("Record even though the lines do not add up to the total printed."))</label></p>
        """
      case .noTotal:
        """
        <p><label><input type="checkbox" name="no-total" value="1"> \
        \(l.tr("The receipt prints no total: record its lines as read."))</label></p>
        """
      }
    let typedDate = values?.fields["date"] ?? (dated ? plan.date.description : "")
    let content: HTML = """
      \(failure)
      <p>\(ReceiptView.heading(plan))</p>
      <p>\(states(plan, l))</p>
      \(ReceiptView.flags(plan).map { "<p class=\"warning\">\($0)</p>\n" as HTML }.joined())\
      <p>\(try ReceiptView.check(plan))</p>
      <form method="post" action="/receipt/record">\(visit.context.csrfField)
      <input type="hidden" name="receipt" value="\(encoded(plan.receipt))">
      <input type="hidden" name="store" value="\(plan.store)">
      <p>\(FormField(
        name: "date", label: l.tr("Date"), hint: l.tr("the day of the receipt"), value: typedDate,
        attributes: " required\(DateInput.attributes(l))"
      ).html)</p>
      <datalist id="item-names">\(options)</datalist>
      <div class="cards receipt-lines">
      \(cards)</div>
      \(accept)
      <p><button type="submit">\(l.tr("Record"))</button> \
      <a href="/receipt">\(l.trc("Cancel", context: "leave a form"))</a></p>
      </form>
      """
    return .html(
      Layout.page(l.tr("Review the receipt"), section: .add, visit.context, content),
      status: error == nil ? 200 : 422)
  }

  /// What a line's state is called on its card: learned from the store's earlier
  /// receipts, matched by the item's name, decided now, left to decide, or left out.
  static func state(_ match: ReceiptPlan.Match, _ l: Localization) -> (key: String, word: String) {
    switch match {
    case .alias: ("learned", l.tr("learned"))
    case .name: ("name", l.tr("matched by name"))
    case .decided: ("decided", l.tr("decided now"))
    case .unknown, .needsPack: ("decide", l.tr("to decide"))
    case .skipped, .nothingBought: ("skipped", l.trc("left out", context: "a receipt line"))
    }
  }

  /// How many lines are in each state, as badges: `2 learned`, `1 matched by name`,
  /// `1 to decide`.
  static func states(_ plan: ReceiptPlan, _ l: Localization) -> HTML {
    var counts: [(key: String, word: String, count: Int)] = []
    for line in plan.lines {
      let (key, word) = state(line.match, l)
      if let at = counts.firstIndex(where: { $0.key == key }) {
        counts[at].count += 1
      } else {
        counts.append((key, word, 1))
      }
    }
    return counts.map { state -> HTML in
      """
      <span class="badge state-\(state.key)"><span class="num">\(state.count)</span> \
      \(state.word)</span>
      """
    }.joined(separator: " ")
  }

  /// One product line's card: its text as read, its price and state, the item (typed, or
  /// chosen from the household's names), how much one of it is, and the box that leaves it
  /// out. `values` are what the household sent, when the review is shown again.
  static func card(
    _ line: ReceiptPlan.Line, _ values: FormValues?, _ l: Localization, _ f: Formats
  ) -> HTML {
    let index = line.index
    let item = values?.fields[itemField(index)] ?? line.item ?? ""
    let pack = values?.fields[packField(index)] ?? ""
    let skipped = values.map { $0.fields[skipField(index)] != nil } ?? (line.match == .skipped)
    let (key, word) = state(line.match, l)
    let price = line.price.map(f.sentenceMoney) ?? f.sentenceMoney(line.line.total)
    // The count unit in the reader's words (`個`, `pièce(s)`), as the rest of the page.
    let unit = line.unit.map { l.defaultWords[$0] ?? $0 } ?? ""
    let whole = line.quantity.map { "\(f.quantity($0)) \(unit)" }
    let wholeLine = whole.map { l.tr("the line: {quantity}", ["quantity": $0]) }
    let placeholder = one(line).map { "\(f.quantity($0)) \(unit)" } ?? ""
    let waits: HTML =
      [.needsPack, .nothingBought].contains(line.match)
      ? "<p class=\"muted\">\(ReceiptView.item(line, l))</p>" : ""
    let read: HTML = detail(line, f).map { "<p class=\"muted\">\($0)</p>" } ?? ""
    return """
      <fieldset class="card receipt-line" data-state="\(key)" id="line-\(index)">
      <legend class="line-head"><span class="line-text">\(line.line.text)</span> \
      <span class="amount">\(price)</span></legend>
      \(read)<p><span class="badge state-\(key)">\(word)</span></p>\(waits)
      \(FormField(name: itemField(index), label: l.tr("Item"), value: item, attributes: " list=\"item-names\" autocomplete=\"off\"").html)
      <div class="row">
      \(FormField(name: packField(index), label: l.tr("How much one is"), hint: wholeLine, value: pack, attributes: " placeholder=\"\(placeholder)\"").html)
      <label class="check"><input type="checkbox" name="\(skipField(index))" value="1"\
      \(skipped ? " checked" as HTML : "")> \(l.tr("Leave out"))</label>
      </div>
      </fieldset>

      """
  }

  /// What the receipt prints of `line` beside its text, as read: `0.812 kg × 3.49 EUR/kg`
  /// for a weighed line, `2 × 1.19 EUR` for several of one; nil for one of one.
  static func detail(_ line: ReceiptPlan.Line, _ f: Formats) -> String? {
    let read = line.line
    guard let each = read.unitPrice else { return nil }
    if let unit = read.measuredUnit {
      return "\(f.quantity(read.count)) \(unit) × \(f.sentenceMoney(each))/\(unit)"
    }
    return read.count == Quantity(1) ? nil : "\(f.quantity(read.count)) × \(f.sentenceMoney(each))"
  }

  /// How much one of `line` is as the receipt has it: the line's quantity over its count,
  /// when that is exact; nil for a weighed line or an unknown quantity.
  static func one(_ line: ReceiptPlan.Line) -> Quantity? {
    let count = line.line.count
    guard let quantity = line.quantity, line.line.measuredUnit == nil, count > .zero else {
      return nil
    }
    let (scaled, overflow) = quantity.thousandths.multipliedReportingOverflow(by: 1_000)
    guard !overflow else { return nil }
    let (thousandths, rest) = scaled.quotientAndRemainder(dividingBy: count.thousandths)
    return rest == 0 ? Quantity(thousandths: thousandths) : nil
  }

  /// Why a receipt whose lines do not add up is not recorded yet, and what to do.
  static func refusal(_ check: ReceiptTotalCheck, _ l: Localization) -> String {
    let f = Formats(l)
    return switch check {
    case .addsUp: ""
    case .differs(let difference):
      l.tr(
        "The lines do not add up to the total printed (a difference of {difference}): check them, or tick the box below to record them as read.",
        ["difference": f.sentenceMoney(difference)])
    case .noTotal(let sum):
      l.tr(
        "No total was read on the receipt (its lines add up to {sum}): check them, or tick the box below when the receipt prints none.",
        ["sum": f.sentenceMoney(sum)])
    }
  }

  /// The receipt as the review form carries it: its JSON, in Base64.
  static func encoded(_ receipt: Receipt) -> String {
    (try? JSONEncoder().encode(receipt))?.base64EncodedString() ?? ""
  }

  /// The receipt a review form carried, nil when the field is not one.
  static func decoded(_ text: String) -> Receipt? {
    guard let data = Data(base64Encoded: text),
      let receipt = try? JSONDecoder().decode(Receipt.self, from: data),
      // The bound of a receipt read, held to again: the form is the client's.
      receipt.lines.count <= ReceiptInput.maximumLines
    else { return nil }
    return receipt
  }

  /// What the review decided for each product line of `plan`: left out, or the item typed
  /// (with how much one is, when given). A line left as the plan matched it (its item
  /// unchanged, no pack typed) keeps its match, and a line with no item typed stays
  /// undecided.
  ///
  /// - Throws: `FormError` naming the field of a pack that is not a quantity.
  static func decisions(_ form: FormValues, _ plan: ReceiptPlan) throws(FormError)
    -> [String: ReceiptDecision]
  {
    var decisions: [String: ReceiptDecision] = [:]
    for line in plan.lines {
      let key = ReceiptAlias.key(line.line.text)
      if form.fields[skipField(line.index)] != nil {
        if line.match != .skipped { decisions[key] = .skip }
        continue
      }
      guard let item = try form.label(itemField(line.index)) else { continue }
      let decimal = form.decimal
      let pack = try form.value(packField(line.index)) { text throws -> ReceiptPack in
        ReceiptPack(try Amount.reading(text, unit: nil, decimal: decimal))
      }
      if pack == nil, item == line.item, line.isRecorded { continue }
      decisions[key] = .item(item, pack: pack)
    }
    return decisions
  }
}
