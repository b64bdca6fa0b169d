import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/items/ID/lots/LOT`: `larder edit --lot`'s fields (quantity bought, total price,
/// expiry, location), filled with the lot's values; only the fields changed are corrected.
enum LotCorrectionPage {
  static func response(
    _ visit: Visit, _ store: Store, item id: String, lot lotID: String,
    values: FormValues? = nil, error: String? = nil
  ) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let item = try store.item(id)
    guard let status = try store.lot(lotID, ofItem: id) else {
      return ErrorPage.notFound(visit.context)
    }
    let lot = status.lot
    let itemPath = "/items/\(UUIDText.format(item.id))"
    let current = currentValues(lot)
    let field = { (name: String, label: String, hint: String?, extra: HTML) -> HTML in
      let hintHTML: HTML = hint.map { "<span class=\"hint\">\($0)</span>" } ?? ""
      let invalid: HTML = error == nil ? "" : " aria-describedby=\"form-error\""
      return """
        <label>\(label)\(hintHTML)<input type="text" name="\(name)" \
        value="\(values?.fields[name] ?? current[name] ?? "")"\(extra)\(invalid)></label>
        """
    }
    var errorHTML: HTML = ""
    if let error {
      errorHTML = "<p class=\"error\" role=\"alert\" id=\"form-error\">\(error)</p>"
    }
    let left: KeyValuePairs<String, String> = [
      "date": f.date(lot.purchasedOn), "store": lot.store,
      "remaining": f.quantity(status.remaining),
      "quantity": f.quantity(lot.quantity), "unit": item.unit,
    ]
    let bought =
      lot.store.isEmpty
      ? l.tr("Bought {date}: {remaining} of {quantity} {unit} left.", left)
      : l.tr("Bought {date} at {store}: {remaining} of {quantity} {unit} left.", left)
    let fields: [HTML] = [
      field(
        "quantity", l.tr("Quantity bought ({unit})", ["unit": item.unit]),
        l.tr("not below what was used"), NumberInput.decimal(l)),
      field(
        "price", l.tr("Total price ({currency})", ["currency": lot.price.currency.code]), nil,
        NumberInput.decimal(l)),
      field("expires", l.tr("Expires"), l.tr("empty for none"), DateInput.attributes(l)),
      field("location", l.tr("Location"), nil, ""),
    ]
    let content: HTML = """
      \(errorHTML)
      <p>\(bought)</p>
      <form class="stack" method="post" action="\(itemPath)/lots/\(lotID)">
      \(visit.context.csrfField)
      \(fields)
      <div><button type="submit">\(l.tr("Correct the lot"))</button> \
      <a href="\(itemPath)">\(l.trc("Cancel", context: "leave a form"))</a></div>
      </form>
      """
    return .html(
      Layout.page(
        l.tr("Correct a lot of {item}", ["item": item.name]), section: nil, visit.context, content),
      status: error == nil ? 200 : 422)
  }

  /// The form's fields as the lot has them.
  static func currentValues(_ lot: Lot) -> [String: String] {
    [
      "quantity": lot.quantity.description, "price": lot.price.amount,
      "expires": lot.expiresOn?.description ?? "", "location": lot.location,
    ]
  }

  /// The corrections the form makes to `lot`: only the fields that differ from it, read as
  /// `larder edit --lot` reads its options.
  ///
  /// - Throws: `FormError` for a refused value, or when nothing differs.
  static func changes(_ form: FormValues, lot: Lot) throws(FormError) -> Store.LotChanges {
    let current = currentValues(lot)
    func changed(_ name: String) -> String? {
      let text = form.fields[name] ?? current[name] ?? ""
      return text == current[name] ? nil : text
    }
    var changes = Store.LotChanges()
    if changed("quantity") != nil {
      changes.quantity = try form.positiveQuantity()
    }
    if let text = changed("price") {
      guard !text.isEmpty else {
        throw FormError(problem: .missing, field: "price")
      }
      guard !text.hasPrefix("-") else {
        throw FormError(problem: .negativePrice(text), field: "price")
      }
      let decimal = form.decimal
      changes.price = try form.value("price") { text throws(ValueError) in
        try TypedNumber.plain(text, decimal: decimal)
      }
    }
    if let text = changed("expires") {
      changes.expiresOn =
        text.isEmpty || text == "none"
        ? .some(nil) : .some(try form.date("expires", missingYear: .next))
    }
    changes.location = changed("location")
    guard
      changes.quantity != nil || changes.price != nil || changes.expiresOn != nil
        || changes.location != nil
    else {
      throw FormError(problem: .nothingToCorrectInLot, field: nil)
    }
    return changes
  }
}
