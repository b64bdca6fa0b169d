import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/items/ID/lots/LOT`: `larder edit --lot`'s fields (quantity bought, total price,
/// expiry, location), filled with the lot's values; only the fields changed are corrected.
enum LotCorrectionPage {
  static func response(
    _ visit: Visit, _ store: Store, item id: String, lot lotID: String,
    values: FormValues? = nil, error: String? = nil, field: String? = nil
  ) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let item = try store.item(id)
    guard let status = try store.lot(lotID, ofItem: id) else {
      return ErrorPage.notFound(visit.context)
    }
    let lot = status.lot
    let itemPath = "/items/\(UUIDText.format(item.id))"
    let left: KeyValuePairs<String, String> = [
      "date": f.date(lot.purchasedOn), "store": lot.store,
      "remaining": f.quantity(status.remaining),
      "quantity": f.quantity(lot.quantity), "unit": item.unit,
    ]
    let page = CorrectionPage(
      title: l.tr("Correct a lot of {item}", ["item": item.name]),
      recorded: lot.store.isEmpty
        ? l.tr("Bought {date}: {remaining} of {quantity} {unit} left.", left)
        : l.tr("Bought {date} at {store}: {remaining} of {quantity} {unit} left.", left),
      action: "\(itemPath)/lots/\(lotID)", back: itemPath,
      fields: [
        FormField(
          name: "quantity", label: l.tr("Quantity bought ({unit})", ["unit": item.unit]),
          hint: l.tr("not below what was used"), attributes: NumberInput.decimal(l)),
        FormField(
          name: "price",
          label: l.tr("Total price ({currency})", ["currency": lot.price.currency.code]),
          attributes: NumberInput.decimal(l)),
        FormField(
          name: "expires", label: l.tr("Expires"), hint: l.tr("empty for none"),
          attributes: DateInput.attributes(l)),
        FormField(name: "location", label: l.tr("Location")),
      ], submit: l.tr("Correct the lot"))
    return page.response(
      visit, current: currentValues(lot), values: values, error: error, field: field)
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
