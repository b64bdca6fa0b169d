import CXlsxWriter

extension Workbook {
  /// The version of the libxlsxwriter library in use, as it reports itself (`1.1.5`).
  public static var libraryVersion: String { String(cString: lxw_version()) }
}
