/// A workbook that could not be written: what failed, and why (libxlsxwriter's own
/// message, the system's, or Larder's).
public struct XLSXError: Error, Sendable {
  /// What failed.
  public var action: Action
  /// Why.
  public var reason: Reason

  /// Creates the error of `action`, failed for `reason`.
  public init(_ action: Action, _ reason: Reason) {
    self.action = action
    self.reason = reason
  }

  /// What failed.
  public enum Action: Hashable, Sendable {
    /// Writing the workbook at a path.
    case write(String)
    /// Creating the workbook at a path.
    case create(String)
    /// Adding a sheet of this name.
    case addSheet(String)
    /// Writing a row (0-based) of a sheet.
    case writeRow(Int, sheet: String)
    /// Adding a table to a sheet.
    case addTable(sheet: String)
  }

  /// Why it failed.
  public enum Reason: Hashable, Sendable {
    /// `lxw_strerror` of libxlsxwriter's error code, in its own words (not translated).
    case library(String)
    /// libxlsxwriter could not start a workbook.
    case cannotStart
    /// libxlsxwriter, loaded when a workbook is written, could not be loaded.
    case notLoaded(LibraryError)
    /// libxlsxwriter refused a sheet without saying why.
    case refused
    /// The output file could not be staged or committed.
    case file(OutputFileError.Problem)
  }

}
