import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderReports
import LarderStore

/// `larder add --scan PHOTO`: one purchase per product barcode in the photos, of the item
/// that has it or of the product the catalog has for it.
extension AddCommand {
  static let scan = Option<[String]>.list(
    "scan", "image",
    "A photo (JPEG or PNG) of barcodes: adds one usual pack of each item (or catalog product) whose barcode it shows, after asking; repeatable."
  ).completing(.file)
  static let yes = Flag("yes", "With --scan, add without asking.")

  /// One purchase `add --scan` plans: the row, and the barcode its item learns (a
  /// catalog product's, which no item had).
  private struct Planned {
    let row: PurchaseRow
    let learned: GTIN?
  }

  /// Scans the photos, lists what they would add, asks on a terminal (or goes on with
  /// --yes), then adds one purchase per product barcode, each one change, on --date or
  /// today: of an item that has the barcode, its usual pack and, as a plain `add NAME`
  /// does, its last store and price per unit; of a product of the catalog beside the
  /// household, as `add --barcode` does, the item named in the reader's language (made
  /// with the catalog's package and category, or an item of that name), which learns the
  /// barcode.
  ///
  /// - Throws: `MissingInput`, `ScanError`, `UsageError` off a terminal without --yes,
  ///   `NothingToAdd` when no barcode is known, and the store's errors.
  static func runScan(_ command: ParsedCommand, _ context: Context) throws {
    let scanned = try ScannedPhotos(try command[scan], context)
    try scanned.requireACode()
    let household = try context.databasePath(command)
    // Without a household, an empty one answers (in memory): one is started only to record.
    let exists = Store.holdsHousehold(at: household)
    let database = exists ? try context.openStore(command) : try Store(path: ":memory:")
    let l = Localization.current
    let f = Formats()
    let currency = try context.defaultCurrency()
    let today = context.today()
    let date = try command[Self.date] ?? today
    var planned: [Planned] = []
    var listing = ""
    for code in scanned.photos.flatMap(\.codes) where code.gtin == nil {
      listing += (try ScanCommand.line(code, database, household, l)) + "\n"
    }
    for gtin in scanned.productCodes {
      let name: String
      let plan: Planned
      let unit: String
      switch try BarcodeOwner.of(gtin, in: database, household: household) {
      case .unknown:
        listing += l.tr("{barcode}: not known, not added", ["barcode": gtin.digits]) + "\n"
        continue
      case .item(let item):
        let pack: Quantity
        do { pack = try database.usualPack(of: item.name) } catch StoreError.noUsualPack {
          listing +=
            l.tr(
              "{barcode}: {item} was never bought, so it has no usual pack; add it with its quantity",
              ["barcode": gtin.digits, "item": item.name]) + "\n"
          continue
        }
        (name, unit) = (item.name, item.unit)
        plan = Planned(
          row: PurchaseRow(
            line: 0, date: date, item: name, quantity: pack, price: .zero(currency)),
          learned: nil)
      case .product(let match):
        let (pack, packUnit) = try usualQuantity(
          of: match.name, database, unit: nil, package: match.package)
        name = match.name
        let existing: Item?
        do { existing = try database.item(name) } catch StoreError.unknownItem { existing = nil }
        if let existing, let packUnit, !Unit(packUnit).converts(to: Unit(existing.unit)) {
          listing +=
            l.tr(
              "{barcode}: {item} is counted in {unit}, the catalog's package in {given}; add it with its quantity",
              [
                "barcode": gtin.digits, "item": existing.name, "unit": existing.unit,
                "given": packUnit,
              ]) + "\n"
          continue
        }
        unit = packUnit ?? existing?.unit ?? "pcs"
        plan = Planned(
          row: PurchaseRow(
            line: 0, date: date, item: name, quantity: pack, price: .zero(currency),
            unit: packUnit, category: match.category),
          learned: gtin)
      }
      planned.append(plan)
      listing +=
        l.tr(
          "{barcode}: {quantity} {unit} of {item}",
          [
            "barcode": gtin.digits, "quantity": f.tableQuantity(plan.row.quantity),
            "unit": unit, "item": name,
          ]) + "\n"
    }
    context.write(listing)
    guard !planned.isEmpty else { throw NothingToAdd() }
    if !command[yes] {
      guard context.isTerminal(STDIN_FILENO) else {
        throw UsageError(
          message: l.tr("add --scan asks before adding; off a terminal, give --yes"),
          command: spec.name)
      }
      let question = l.trn(
        "Add {count} purchase? [y/N] ", "Add {count} purchases? [y/N] ", count: planned.count)
      guard Confirmation.asked(question, context) else {
        context.write(l.tr("Nothing was added.") + "\n")
        return
      }
    }
    let recording = exists ? database : try context.openStore(command, creating: true)
    for plan in planned {
      let (item, lot) = try recording.addPurchase(
        plan.row, today: today, remembering: [.price, .currency, .store],
        barcode: plan.learned, via: .commandLine(arguments: command.typed))
      context.write(addedLine(item, lot, f) + "\n")
    }
  }

}

/// `add --scan` found barcodes, but none that an item bought before or the catalog has;
/// exits 65 (its message is `Larder.describe(_:)`'s).
struct NothingToAdd: Error {}

extension AddCommand {
  /// --scan takes the place of the name and quantity, which are required without it, and
  /// of every option but --date; --yes is only for it.
  static func validateScan(_ command: ParsedCommand) throws(UsageError) {
    let l = Localization.current
    if command.isGiven(scan.spec), let name = command.argument(0) {
      throw UsageError(
        message: l.tr(
          "add --scan takes its items from the photos; leave out '{argument}'", ["argument": name]),
        command: spec.name)
    }
    let purchaseOnly = [
      unit.spec, price.spec, currency.spec, store.spec, expires.spec, useBy.spec,
      bestBefore.spec, category.spec, location.spec, note.spec, barcode.spec, name.spec,
    ]
    if command.isGiven(scan.spec), let given = purchaseOnly.first(where: command.isGiven) {
      throw UsageError(
        message: l.tr(
          "add --scan takes each purchase from the item's last; leave out --{option}",
          ["option": given.name]),
        command: spec.name)
    }
    if command[yes] && !command.isGiven(scan.spec) {
      throw UsageError(message: l.tr("--yes goes with --scan"), command: spec.name)
    }
  }
}
