import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderStore

extension AddCommand {
  /// The item a purchase by barcode is of, and the barcode it learns, if any.
  struct BarcodeItem {
    let name: String
    /// The barcode the item gains with the purchase: one no item had.
    let learned: GTIN?
    /// What the product catalog has for a barcode no item had.
    var product: CatalogMatch? = nil
  }

  /// Without --barcode, the item's name and the quantity; with it, at most the quantity
  /// (and its unit). --name needs --barcode.
  static func validateItem(_ command: ParsedCommand) throws(UsageError) {
    guard command.isGiven(barcode.spec) else {
      if command.isGiven(name.spec) {
        throw UsageError(
          message: Localization.current.tr(
            "'--{option}' needs {needs}", ["option": "name", "needs": "'--barcode <code>'"]),
          command: spec.name)
      }
      if command.argument(0) == nil { throw .missingArgument("name", command: spec.name) }
      if command.argument(1) == nil { throw .missingArgument("quantity", command: spec.name) }
      return
    }
    if let extra = command.argument(2) {
      throw UsageError(
        message: Localization.current.tr(
          "Unexpected argument '{argument}'", ["argument": extra]),
        command: spec.name)
    }
  }

  /// What a purchase by barcode without a quantity buys, and its unit: the pack the item
  /// is most often bought in, in the item's own unit (nil); for an item never bought, the
  /// catalog's package, else 1 of `unit`.
  static func usualQuantity(
    of name: String, _ store: Store, unit: String?, package: PackageQuantity?
  ) throws -> (Quantity, unit: String?) {
    do { return (try store.usualPack(of: name), nil) } catch StoreError.noUsualPack,
      StoreError.unknownItem
    {
      if let package { return (package.quantity, package.unit.description) }
      return (Quantity(1), unit)
    }
  }

  /// The item with `barcode`; for a barcode no item has, the item `--name` names, else the
  /// product the catalog beside the household has (its name in the reader's language), or
  /// on a terminal the one whose name is typed at the prompt, which then learns the barcode.
  ///
  /// - Throws: `StoreError.unknownBarcode` when no item has it and no name is given.
  static func item(
    for barcode: GTIN, _ command: ParsedCommand, _ context: Context, _ store: Store
  ) throws -> BarcodeItem {
    if let name = try command[Self.name] { return BarcodeItem(name: name, learned: barcode) }
    if let item = try store.item(withBarcode: barcode) {
      return BarcodeItem(name: item.name, learned: nil)
    }
    if let match = try ProductCatalog.match(
      barcode, besideHousehold: context.databasePath(command),
      language: Localization.current.language.code, overrides: store.categoryOverrides)
    {
      return BarcodeItem(name: match.name, learned: barcode, product: match)
    }
    guard context.isTerminal(STDIN_FILENO), context.isTerminal(STDERR_FILENO) else {
      throw StoreError.unknownBarcode(barcode)
    }
    context.note(
      Localization.current.tr(
        "No item has the barcode {barcode} yet. What is it called? ",
        ["barcode": barcode.digits]), terminated: false)
    guard let typed = context.readLine().trimmedLabel else {
      throw StoreError.unknownBarcode(barcode)
    }
    return BarcodeItem(name: typed, learned: barcode)
  }
}
