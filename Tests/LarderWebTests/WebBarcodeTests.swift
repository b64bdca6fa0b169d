import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderWeb

/// The Add page's barcode field (what a USB or Bluetooth scanner types) and its photo
/// button, whose picture the server decodes with zbar.
@Suite struct WebBarcodeTests {
  /// A visitor of a household where Rice (1 kg for €1.89) has the EAN-13 4006381333931.
  func household() throws -> InProcessWeb {
    let web = try InProcessWeb()
    web.enter()
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    try store.addPurchase(
      PurchaseRow(
        line: 0, date: InProcessWeb.today, item: "Rice", quantity: Quantity(1),
        price: try Money(parsing: "1.89", currency: .euro), unit: "kg"),
      today: InProcessWeb.today, barcode: try GTIN("4006381333931"))
    return web
  }

  /// `POST /add/photo` with the photo as libmicrohttpd's multipart parser hands it over.
  func postPhoto(_ web: InProcessWeb, _ data: Data, filename: String = "shelf.jpg") -> Response {
    web.send(
      Request(
        method: "POST", path: "/add/photo",
        headers: [
          "host": "127.0.0.1:8080", "content-type": "multipart/form-data; boundary=larder",
        ],
        parts: [
          "csrf": FormPart(data: Array((web.token ?? "").utf8)),
          "photo": FormPart(filename: filename, data: Array(data)),
        ]))
  }

  @Test func theAddPageHasANumericBarcodeFieldInAFormOfItsOwnAndAPhotoButton() throws {
    let page = try household().get("/add").text
    #expect(
      page.contains(
        "<form class=\"stack\" method=\"get\" action=\"/add\" data-live=\"Scan with the camera\">"))
    #expect(
      page.contains(
        "name=\"barcode\" id=\"field-barcode\" inputmode=\"numeric\" autocomplete=\"off\""))
    #expect(page.contains("enctype=\"multipart/form-data\""))
    #expect(page.contains("accept=\"image/*\" capture=\"environment\""))
  }

  @Test func aKnownBarcodeFillsInItsItem() throws {
    let response = try household().get("/add", ["barcode": "4006381333931"])
    #expect(response.status == 200)
    #expect(response.text.contains("The barcode 4006381333931 is on Rice."))
    #expect(response.text.contains("name=\"name\" id=\"field-name\" value=\"Rice\""))
    #expect(response.text.contains("name=\"unit\" id=\"field-unit\" value=\"kg\""))
  }

  @Test func aUPCAFindsTheItemOfItsEAN13Spelling() throws {
    let web = try household()
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    try store.editItem("Rice", Store.ItemChanges(addBarcodes: [try GTIN("036000291452")]))
    #expect(web.get("/add", ["barcode": "0036000291452"]).text.contains("is on Rice."))
  }

  @Test func anUnknownBarcodeIsKeptForTheItemTheVisitorNames() throws {
    let web = try household()
    let page = web.get("/add", ["barcode": "96385074"])
    #expect(page.status == 200)
    #expect(page.text.contains("No item has the barcode 96385074 yet"))
    #expect(page.text.contains("<input type=\"hidden\" name=\"barcode\" value=\"96385074\">"))
    let added = web.post(
      "/add", [("barcode", "96385074"), ("name", "Lentils"), ("quantity", "1"), ("unit", "kg")])
    #expect(added.status == 303)
    #expect(web.get("/add", ["barcode": "96385074"]).text.contains("is on Lentils."))
  }

  @Test func oneUndoTakesBackThePurchaseAndItsBarcode() throws {
    let web = try household()
    _ = web.post("/add", [("barcode", "96385074"), ("name", "Lentils"), ("quantity", "1")])
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    try store.undo()
    #expect(web.get("/add", ["barcode": "96385074"]).text.contains("No item has the barcode"))
  }

  @Test func digitsThatAreNoBarcodeAreTheFieldsError() throws {
    let page = try household().get("/add", ["barcode": "4006381333932"])
    #expect(page.status == 422)
    #expect(
      page.text.contains(
        "id=\"field-barcode\" inputmode=\"numeric\" autocomplete=\"off\" enterkeyhint=\"go\" aria-invalid=\"true\""
      ))
    #expect(page.text.contains("4006381333932"))
  }

  @Test func aBarcodeInTheCatalogFillsInTheProductInTheVisitorsLanguage() throws {
    let web = try household()
    let household = web.folder.appendingPathComponent("larder.sqlite").path
    let line =
      #"{"code":"3017620422003","product_name":"Nutella","product_name_fr":"Pâte à tartiner","#
      + #""product_quantity":"0.75","product_quantity_unit":"kg"}"#
    var lines = [Array((line + "\n").utf8)][...]
    _ = try ProductCatalog.replace(
      at: ProductCatalog.path(besideHousehold: household),
      reading: CatalogReader(format: .jsonLines) { lines.popFirst() })
    let page = web.get(
      "/add", ["barcode": "3017620422003"], headers: ["accept-language": "fr-FR,fr;q=0.9"])
    #expect(page.status == 200)
    #expect(page.text.contains("Pâte à tartiner"), "\(page.text)")
    #expect(page.text.contains("name=\"name\" id=\"field-name\" value=\"Pâte à tartiner\""))
    #expect(page.text.contains("name=\"quantity\" id=\"field-quantity\" value=\"0,75\""))
    #expect(page.text.contains("name=\"unit\" id=\"field-unit\" value=\"kg\""))
    #expect(page.text.contains("<input type=\"hidden\" name=\"barcode\" value=\"3017620422003\">"))
  }

  @Test func aPhotoOfABarcodeFillsInItsItem() throws {
    let web = try household()
    let photo = try BarcodePhoto.make(["ean13:400638133393"], rotate: 20, blur: 1, jpeg: true)
    let response = postPhoto(web, photo)
    #expect(response.status == 200)
    #expect(response.text.contains("The barcode 4006381333931 is on Rice."))
  }

  @Test func aPhotoWithoutABarcodeSaysSoByItsName() throws {
    let web = try household()
    let response = postPhoto(
      web, try BarcodePhoto.blank(width: 60, height: 40), filename: "wall.png")
    #expect(response.status == 422)
    #expect(response.text.contains("no barcode found in wall.png"))
  }

  @Test func aFileThatIsNoPhotoIsRefused() throws {
    let web = try household()
    let response = postPhoto(web, Data("Rice\n".utf8), filename: "notes.txt")
    #expect(response.status == 422)
    #expect(response.text.contains("cannot read notes.txt: it is not a JPEG or PNG image"))
  }

  @Test func aPhotoWithoutTheFormsTokenIsRefused() throws {
    let web = try household()
    let response = web.send(
      Request(
        method: "POST", path: "/add/photo",
        headers: [
          "host": "127.0.0.1:8080", "content-type": "multipart/form-data; boundary=larder",
        ],
        parts: ["photo": FormPart(filename: "a.jpg", data: [0xFF, 0xD8, 0xFF])]))
    #expect(response.status == 403)
  }
}
