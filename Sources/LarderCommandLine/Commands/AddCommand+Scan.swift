import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `larder add --scan PHOTO`: one purchase per product barcode of a known item in the photos.
extension AddCommand {
  static let scan = Option<[String]>.list(
    "scan", "image",
    "A photo (JPEG or PNG) of barcodes: adds one usual pack of each item whose barcode it shows, after asking; repeatable."
  ).completing(.file)
  static let yes = Flag("yes", "With --scan, add without asking.")

  /// Scans the photos, lists what they would add, asks on a terminal (or goes on with
  /// --yes), then adds one purchase per known item, each one change, each at its usual
  /// pack and, as a plain `add NAME` does, its last store and price per unit, on --date or
  /// today.
  ///
  /// - Throws: `MissingInput`, `ScanError`, `UsageError` off a terminal without --yes,
  ///   `NothingToAdd` when no barcode is on an item, and the store's errors.
  static func runScan(_ command: ParsedCommand, _ context: Context) throws {
    let scanned = try ScannedPhotos(try command[scan])
    try scanned.requireACode()
    let database = try context.openStore(command)
    let household = try context.databasePath(command)
    let l = Localization.current
    let f = Formats()
    var planned: [(item: Item, quantity: Quantity)] = []
    var listing = ""
    for code in scanned.photos.flatMap(\.codes) where code.gtin == nil {
      listing += (try ScanCommand.line(code, database, household, l)) + "\n"
    }
    for gtin in scanned.productCodes {
      guard case .item(let item) = try BarcodeOwner.of(gtin, in: database, household: household)
      else {
        listing += l.tr("{barcode}: not known, not added", ["barcode": gtin.digits]) + "\n"
        continue
      }
      let pack: Quantity
      do { pack = try database.usualPack(of: item.name) } catch StoreError.noUsualPack {
        listing +=
          l.tr(
            "{barcode}: {item} was never bought, so it has no usual pack; add it with its quantity",
            ["barcode": gtin.digits, "item": item.name]) + "\n"
        continue
      }
      planned.append((item, pack))
      listing +=
        l.tr(
          "{barcode}: {quantity} {unit} of {item}",
          [
            "barcode": gtin.digits, "quantity": f.tableQuantity(pack), "unit": item.unit,
            "item": item.name,
          ]) + "\n"
    }
    context.write(listing)
    guard !planned.isEmpty else { throw NothingToAdd() }
    if !command[yes] {
      guard isatty(STDIN_FILENO) == 1 else {
        throw UsageError(
          message: l.tr("add --scan asks before adding; off a terminal, give --yes"),
          command: spec.name)
      }
      guard confirmed(count: planned.count, context, l) else {
        context.write(l.tr("Nothing was added.") + "\n")
        return
      }
    }
    let currency = try context.defaultCurrency()
    let today = context.today()
    let date = try command[Self.date] ?? today
    for (item, quantity) in planned {
      let row = PurchaseRow(
        line: 0, date: date, item: item.name, quantity: quantity,
        price: .zero(currency))
      let (item, lot) = try database.addPurchase(
        row, today: today, remembering: [.price, .currency, .store],
        via: .commandLine(arguments: command.typed))
      context.write(addedLine(item, lot, f) + "\n")
    }
  }

  /// Asks "Add N purchases? [y/N]" on standard error and reads the answer: yes for "y",
  /// "yes" or the language's own word.
  private static func confirmed(count: Int, _ context: Context, _ l: Localization) -> Bool {
    context.note(
      l.trn("Add {count} purchase? [y/N] ", "Add {count} purchases? [y/N] ", count: count),
      terminated: false)
    guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else {
      return false
    }
    // TRANSLATORS: the answers that mean yes to a question that ends in [y/N], separated by |.
    let words = l.tr("y|yes").lowercased().split(separator: "|").map(String.init)
    return (["y", "yes"] + words).contains(answer)
  }
}

/// `add --scan` found barcodes, but none of an item; exits 65.
struct NothingToAdd: Error, CustomStringConvertible {
  var description: String {
    "none of the barcodes found is on an item that was bought before; give one to an item with 'larder edit ITEM --barcode CODE'"
  }
}

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
