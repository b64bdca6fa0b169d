import LarderCore
import LarderErrors
import LarderLanguage
import LarderScan
import LarderStore

/// Which errors are the visitor's to fix (shown on the form, HTTP 422) and which are the
/// server's (a 500 page, the detail in the log only).
enum UserError {
  /// The one-line message of an error the visitor can fix, or nil for any other.
  static func message(_ error: any Error) -> String? {
    switch error {
    case let error as FormError: return error.message(.current)
    case let error as ValueError: return error.message(.current)
    case let error as ScanError: return error.message(.current)
    case let error as StoreError:
      switch error {
      case .newerSchema, .cannotCreateFolder, .notWritable, .needsUpgrade, .cannotBackUp,
        .unreadable, .busy, .notLarderDatabase, .missingDatabase, .databaseIsFolder:
        return nil
      default: return error.message(.current)
      }
    default: return nil
    }
  }

  /// The field an error is about, when it names one.
  static func field(_ error: any Error) -> String? {
    if case .badText(let field, _) = error as? ValueError { return field.rawValue }
    if case .negative(.minimumStock, _) = error as? ValueError { return "min-stock" }
    if case .lifeOutOfBounds(let state, _, _) = error as? StoreError {
      return switch state {
      case .sealed: "shelf-life"
      case .opened: "opened-life"
      case .frozen: "frozen-life"
      case .thawed: "thawed-life"
      }
    }
    if error is ScanError { return "barcode" }
    return (error as? FormError)?.field
  }
}
