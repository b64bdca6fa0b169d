import LarderErrors
import LarderLanguage
import LarderReports
import LarderStore

extension StoreError {
  /// What the command line adds to the store's message in the language of `l`: the
  /// command or option that helps, with the punctuation that joins it on ("; see 'larder
  /// search'"), or "" when there is nothing to add. A refused import row gets the advice
  /// for its refusal.
  func advice(_ l: Localization) -> String {
    switch self {
    case .unknownItem: l.tr("; see 'larder list --all' or 'larder search'")
    case .unknownLot: l.tr("; see 'larder show ITEM'")
    case .unknownBarcode:
      l.tr("; give --name NAME to say which item it is, or 'larder edit NAME --barcode CODE'")
    case .noBudget: l.tr("; see 'larder budget list'")
    case .noLife(let item, .frozen):
      l.tr("; set it with 'larder edit {item} --frozen-life DAYS'", ["item": "\"" + item + "\""])
    case .noLife(let item, .thawed):
      l.tr("; set it with 'larder edit {item} --thawed-life DAYS'", ["item": "\"" + item + "\""])
    case .noLife(let item, _):
      l.tr("; set it with 'larder edit {item} --opened-life DAYS'", ["item": "\"" + item + "\""])
    case .hasHistory: l.tr(". Use 'larder delete --purge' to delete it anyway")
    case .countAboveBought: l.tr("; record the purchase with 'larder add'")
    case .duplicateImport: l.tr("; use --allow-duplicate if you really mean to import it again")
    case .receiptUndecided:
      l.tr("; decide each with --map \"TEXT=ITEM\" or --skip \"TEXT\", or run it on a terminal")
    case .unknownReceiptAlias: l.tr("; see 'larder receipt aliases'")
    case .notOnShoppingList: l.tr("; see 'larder shopping'")
    case .listNeedsPrice: l.tr("; give it with --price")
    case .tooLateToUntick: l.tr("; use 'larder undo' instead")
    case .unknownMember: l.tr("; see 'larder serve --list-members'")
    case .unknownToken: l.tr("; see 'larder serve --list-tokens'")
    case .tokenExists: l.tr("; remove it first with 'larder serve --remove-token'")
    case .missingDatabase:
      l.tr(
        ". Check --db and $LARDER_DB; 'larder add' or 'larder import' starts a new household")
    case .invalidRow(_, let cause): cause.advice(l)
    case .unknownRecipe: l.tr("; see 'larder recipe list'")
    case .missingIngredients:
      l.tr(
        "; cook with what there is with --partial, or say a food is always there with 'larder recipe edit RECIPE --at-hand FOOD'"
      )
    case .noPlannedMeal: l.tr("; see 'larder plan'")
    default: ""
    }
  }
}
