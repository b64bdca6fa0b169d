import LarderLanguage
import LarderReports

extension ParsedCommand {
  /// The item name or id argument at `index`, trimmed of white space, as `add`, `edit`,
  /// `consume`, `discard` and `delete` take it.
  ///
  /// - Throws: `UsageError` ("The item name must not be blank") when it is absent or blank.
  func itemName(at index: Int = 0) throws(UsageError) -> String {
    guard let name = argument(index).trimmedLabel else {
      throw UsageError(
        message: Localization.current.tr("The item name must not be blank"), command: spec.name)
    }
    return name
  }
}
