import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderReports
import LarderScan
import LarderStore

/// The Add page's barcode field and photo button: a code typed (or by a USB or Bluetooth
/// scanner, which types the digits and Enter) or read from a photo by the server fills in
/// the item it names.
extension AddPage {
  /// The two small forms above the purchase form: `GET /add?barcode=` and the photo upload
  /// (`POST /add/photo`, multipart). The item's name keeps the page's focus, as the
  /// keyboard-only way through the form expects.
  static func scanForms(_ visit: Visit, invalid: Bool) -> HTML {
    let l = visit.l
    let barcode = l.tr("Barcode")
    let find = l.tr("Find")
    let photo = l.tr("Photo of a barcode")
    let read = l.tr("Read the photo")
    let hint = l.tr("a scanner types it and presses Enter")
    let live = l.tr("Scan with the camera")
    let field = FormField(
      name: "barcode", label: barcode, hint: hint, id: "field-barcode",
      attributes: " inputmode=\"numeric\" autocomplete=\"off\" enterkeyhint=\"go\"",
      isInvalid: invalid)
    return """
      <div class="row scan">
      <form class="stack" method="get" action="/add" data-live="\(live)">
      \(field.html)
      <div><button type="submit">\(find)</button></div>
      </form>
      <form class="stack" method="post" action="/add/photo" enctype="multipart/form-data">
      \(visit.context.csrfField)
      \(FormField(name: "photo", label: photo, type: "file", attributes: " accept=\"image/*\" capture=\"environment\"").html)
      <div><button type="submit">\(read)</button></div>
      </form>
      </div>
      """
  }

  /// `GET /add?barcode=CODE`: the form filled in with the item that has the code; for a
  /// code no item has, with what the product catalog beside the household at `household`
  /// has (name in the visitor's language, package, category), or else empty; the form keeps
  /// the code for the item the visitor names. A text that is no barcode is shown as the
  /// field's error (422).
  static func found(_ visit: Visit, _ store: Store, barcode text: String, household: String)
    throws -> Response
  {
    let l = visit.l
    let gtin: GTIN
    do { gtin = try GTIN(text) } catch {
      return try response(
        visit, store, error: UserError.message(error), field: "barcode")
    }
    if let item = try store.item(withBarcode: gtin) {
      let notice = l.tr(
        "The barcode {barcode} is on {item}.", ["barcode": gtin.digits, "item": item.name])
      return try response(
        visit, store, values: prefilled(visit, ["name": item.name, "unit": item.unit]),
        notice: notice)
    }
    guard
      let match = try ProductCatalog.match(
        gtin, besideHousehold: household, language: l.language.code,
        overrides: store.categoryOverrides)
    else {
      let notice = l.tr(
        "No item has the barcode {barcode} yet: type the name of what it is, and that item is given the barcode.",
        ["barcode": gtin.digits])
      return try response(
        visit, store, values: prefilled(visit, ["barcode": gtin.digits]), notice: notice)
    }
    let notice = l.tr(
      "The barcode {barcode} is {name} in the product catalog: check the form, and the new item is given the barcode.",
      ["barcode": gtin.digits, "name": match.name])
    var fields = ["barcode": gtin.digits, "name": match.name]
    if let package = match.package {
      fields["quantity"] = ShoppingPage.typed(package.quantity.description, l.decimalSeparator)
      fields["unit"] = package.unit.description
    }
    if let category = match.category { fields["category"] = category }
    return try response(visit, store, values: prefilled(visit, fields), notice: notice)
  }

  /// `POST /add/photo`: the first product barcode the server reads in the uploaded photo,
  /// looked up as a typed one; a photo without one, or no photo, is the page's error (422).
  static func photo(_ visit: Visit, _ store: Store, household: String) throws -> Response {
    let part = visit.request.parts["photo"]
    let name = part?.filename.flatMap { $0.isEmpty ? nil : $0 } ?? visit.l.tr("the photo")
    do {
      let codes = try BarcodeScanner.scan(Data(part?.data ?? []), name: name)
      guard let gtin = codes.lazy.compactMap(\.gtin).first else {
        throw ScanError.noBarcode(name: name)
      }
      return try found(visit, store, barcode: gtin.digits, household: household)
    } catch let error as ScanError {
      return try response(visit, store, error: UserError.message(error), field: "barcode")
    }
  }

  private static func prefilled(_ visit: Visit, _ fields: [String: String]) -> FormValues {
    FormValues(fields, localization: visit.l, today: visit.today)
  }
}
