import LarderCore
import LarderFiles
import LarderLanguage
import LarderReports
import LarderStore

extension ErrorMessage {
  /// What the command line adds to a store's refusal, in the current language.
  static func advice(_ error: StoreError, _ l: Localization) -> String {
    guard !l.isEnglish else { return error.advice }
    switch error {
    case .unknownItem: return l.tr("; see 'larder list --all' or 'larder search'")
    case .unknownLot: return l.tr("; see 'larder show ITEM'")
    case .noBudget: return l.tr("; see 'larder budget list'")
    case .hasHistory: return l.tr(". Use 'larder delete --purge' to delete it anyway")
    case .duplicateImport:
      return l.tr("; use --allow-duplicate if you really mean to import it again")
    case .missingDatabase:
      return l.tr(
        ". Check --db and $LARDER_DB; 'larder add' or 'larder import' starts a new household")
    case .invalidRow(_, let cause): return advice(cause, l)
    default: return ""
    }
  }
}
