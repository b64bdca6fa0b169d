import LarderStore

extension StoreError {
  /// What the command line adds to the store's message: the command or option that helps,
  /// with the punctuation that joins it on ("; see 'larder search'"), or "" when there is
  /// nothing to add. A refused import row gets the advice for its refusal.
  var advice: String {
    switch self {
    case .unknownItem: return "; see 'larder list --all' or 'larder search'"
    case .unknownLot: return "; see 'larder show ITEM'"
    case .noBudget: return "; see 'larder budget list'"
    case .hasHistory: return ". Use 'larder delete --purge' to delete it anyway"
    case .duplicateImport: return "; use --allow-duplicate if you really mean to import it again"
    case .missingDatabase:
      return ". Check --db and $LARDER_DB; 'larder add' or 'larder import' starts a new household"
    case .invalidRow(_, let cause): return cause.advice
    default: return ""
    }
  }
}
