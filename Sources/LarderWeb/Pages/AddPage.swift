import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/add`: the purchase form with `larder add`'s fields, the item name completed from the
/// existing items, today's date and the household's currency as defaults; above it, the
/// barcode field and photo button (`AddPage+Barcode`) that fill it in.
enum AddPage {
  /// The page; `notice` says what a scanned barcode found, `values` fill the form (a
  /// `barcode` among them is kept in the form, for the new item).
  static func response(
    _ visit: Visit, _ store: Store, values: FormValues? = nil, error: String? = nil,
    field: String? = nil, notice: String? = nil
  ) throws -> Response {
    let l = visit.l
    let names = NameOrder.sorted(try store.itemNames())
    let value = { (name: String) -> String in
      values?.fields[name] ?? visit.request.query[name] ?? ""
    }
    let input = { (name: String, label: String, extra: HTML, hint: String?) -> HTML in
      FormField(
        name: name, label: label, hint: hint, value: value(name), id: "field-\(name)",
        attributes: extra, isInvalid: field == name
      ).html
    }
    let options = names.map { "<option value=\"\($0)\"></option>" as HTML }
    var errorHTML = FormField.error(error)
    if let notice { errorHTML = "\(errorHTML)<p class=\"flash\" role=\"status\">\(notice)</p>" }
    var barcodeField: HTML = ""
    if let barcode = values?["barcode"] {
      barcodeField = "<input type=\"hidden\" name=\"barcode\" value=\"\(barcode)\">"
    }
    // Opened from the shopping list: recording the purchase ticks that line.
    if let list = (values?.fields["list"] ?? visit.request.query["list"])?.nonEmpty {
      barcodeField = "\(barcodeField)<input type=\"hidden\" name=\"list\" value=\"\(list)\">"
    }
    let date = values?.fields["date"] ?? visit.today.description
    let currency =
      values?.fields["currency"] ?? visit.request.query["currency"]
      ?? visit.configuration.defaultCurrency.code
    let decimal = NumberInput.decimal(l)
    let dates = DateInput.attributes(l)
    let content: HTML = """
      \(errorHTML)
      \(scanForms(visit, invalid: field == "barcode"))
      <p><a class="receipt-link" href="/receipt">\(l.tr("Add a receipt"))</a> \
      <span class="muted">\(l.tr("a photo, a PDF, an e-mail or its text: each line becomes a purchase"))</span></p>
      <form class="stack" method="post" action="/add">
      \(visit.context.csrfField)
      \(barcodeField)
      \(input("name", l.tr("Item"), " list=\"item-names\" required autocomplete=\"off\" autofocus", nil))
      <datalist id="item-names">\(options)</datalist>
      <div class="row">
      \(input("quantity", l.tr("Quantity"), "\(NumberInput.amount(l)) required", nil))
      \(input("unit", l.tr("Unit"), "", l.tr("the item's unit; pcs for a new item")))
      </div>
      <div class="row">
      \(input("price", l.tr("Price paid"), decimal, l.tr("the total")))
      \(FormField(
        name: "currency", label: l.tr("Currency"), value: currency, id: "field-currency",
        attributes: " maxlength=\"3\" autocapitalize=\"characters\"", isInvalid: field == "currency"
      ).html)
      </div>
      \(input("store", l.tr("Store"), "", nil))
      <div class="row">
      \(FormField(
        name: "date", label: l.tr("Date"), value: date, id: "field-date", attributes: dates,
        isInvalid: field == "date"
      ).html)
      \(input("expires", l.tr("Expires"), dates, nil))
      </div>
      <div class="row">
      \(input("category", l.tr("Category"), "", l.tr("for a new item; other when empty")))
      \(input("location", l.tr("Location"), "", nil))
      </div>
      \(input("note", l.tr("Note"), "", nil))
      <div><button type="submit">\(l.tr("Add the purchase"))</button></div>
      </form>
      """
    return .html(
      Layout.page(l.tr("Add a purchase"), section: .add, visit.context, content),
      status: error == nil ? 200 : 422)
  }
}
