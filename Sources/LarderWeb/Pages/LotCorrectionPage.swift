import LarderCore
import LarderReports
import LarderStore

/// `/items/ID/lots/LOT`: `larder edit --lot`'s fields (quantity bought, total price,
/// expiry, location), filled with the lot's values; only the fields changed are corrected.
enum LotCorrectionPage {
  static func response(
    _ visit: Visit, _ store: Store, item id: String, lot lotID: String,
    values: FormValues? = nil, error: String? = nil
  ) throws -> Response {
    let item = try store.item(id)
    guard let status = try store.lot(lotID, ofItem: id) else {
      return ErrorPage.notFound(visit.context)
    }
    let lot = status.lot
    let itemPath = "/items/\(UUIDText.format(item.id))"
    let current = currentValues(lot)
    let field = { (name: String, label: String, type: String, hint: String?) -> HTML in
      let hintHTML: HTML = hint.map { "<span class=\"hint\">\($0)</span>" } ?? ""
      let invalid: HTML = error == nil ? "" : " aria-describedby=\"form-error\""
      return """
        <label>\(label)\(hintHTML)<input type="\(type)" name="\(name)" \
        value="\(values?.fields[name] ?? current[name] ?? "")"\(invalid)></label>
        """
    }
    var errorHTML: HTML = ""
    if let error {
      errorHTML = "<p class=\"error\" role=\"alert\" id=\"form-error\">\(error)</p>"
    }
    let content: HTML = """
      \(errorHTML)
      <p>Bought \(lot.purchasedOn)\(lot.store.isEmpty ? "" : " at " + lot.store): \
      \(status.remaining) of \(lot.quantity) \(item.unit) left.</p>
      <form class="stack" method="post" action="\(itemPath)/lots/\(lotID)">
      \(visit.context.csrfField)
      \(field("quantity", "Quantity bought (\(item.unit))", "text", "not below what was used"))
      \(field("price", "Total price (\(lot.price.currency.code))", "text", nil))
      \(field("expires", "Expires", "date", "empty for none"))
      \(field("location", "Location", "text", nil))
      <div><button type="submit">Correct the lot</button> <a href="\(itemPath)">Cancel</a></div>
      </form>
      """
    return .html(
      Layout.page("Correct a lot of \(item.name)", section: nil, visit.context, content),
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
