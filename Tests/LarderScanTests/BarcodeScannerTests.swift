import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderScan

/// The scanner decodes photos drawn by python-barcode through the real zbar.
@Suite struct BarcodeScannerTests {
  @Test func readsAnEAN13FromAPNG() throws {
    let photo = try BarcodePhoto.make(["ean13:400638133393"])
    #expect(
      try BarcodeScanner.scan(photo, name: "a.png") == [
        ScannedCode(symbology: .ean13, data: "4006381333931")
      ])
  }

  @Test func readsAUPCAAsTheSameGTINAsItsEAN13Spelling() throws {
    let photo = try BarcodePhoto.make(["upca:03600029145"])
    let codes = try BarcodeScanner.scan(photo, name: "a.png")
    #expect(codes.count == 1)
    #expect(codes.first?.gtin == (try GTIN("0036000291452")))
  }

  @Test func readsAnEAN8TurnedBy30DegreesAndBlurredInAJPEG() throws {
    let photo = try BarcodePhoto.make(["ean8:9638507"], rotate: 30, blur: 1, jpeg: true)
    #expect(
      try BarcodeScanner.scan(photo, name: "a.jpg") == [
        ScannedCode(symbology: .ean8, data: "96385074")
      ])
  }

  @Test func readsTwoCodesInOnePhotoTurnedBy15Degrees() throws {
    let photo = try BarcodePhoto.make(
      ["ean13:400638133393", "ean8:9638507"], rotate: 15, blur: 1, jpeg: true)
    let found = try BarcodeScanner.scan(photo, name: "a.jpg").compactMap(\.gtin)
    #expect(Set(found) == [try GTIN("4006381333931"), try GTIN("96385074")])
  }

  @Test func aPhotoWithoutABarcodeHasNone() throws {
    #expect(
      try BarcodeScanner.scan(try BarcodePhoto.blank(width: 40, height: 30), name: "a.png").isEmpty)
  }

  @Test func aFileThatIsNotAnImageIsRefusedByName() {
    #expect(throws: ScanError.notAnImage(name: "notes.txt")) {
      try BarcodeScanner.scan(Data("date,item\n".utf8), name: "notes.txt")
    }
  }

  @Test func aPNGWhoseHeaderIsDamagedIsRefused() throws {
    var photo = try BarcodePhoto.make(["ean8:9638507"])
    photo.replaceSubrange(12..<16, with: Data("XXXX".utf8))  // the IHDR chunk's type
    #expect(throws: ScanError.notAnImage(name: "bad.png")) {
      try BarcodeScanner.scan(photo, name: "bad.png")
    }
  }

  @Test func anImageOver50MegapixelsIsRefusedWithItsSize() throws {
    let photo = try BarcodePhoto.blank(width: 10_000, height: 5_001)
    #expect(throws: ScanError.tooLarge(name: "big.png", width: 10_000, height: 5_001)) {
      try BarcodeScanner.scan(photo, name: "big.png")
    }
  }

  @Test func aQRCodeNamesNoProduct() {
    #expect(ScannedCode(symbology: .qrCode, data: "4006381333931").gtin == nil)
  }
}
