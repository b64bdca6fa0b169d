import LarderErrors
import LarderLoading

extension Workbook {
  /// The version of the libxlsxwriter library installed, as it reports itself (`1.1.5`),
  /// which loads it.
  ///
  /// - Throws: `LibraryError` when libxlsxwriter is not installed or not loadable.
  public static func libraryVersion() throws(LibraryError) -> String {
    try XlsxWriter.shared.get().version().map { String(cString: $0) } ?? "unknown"
  }
}
