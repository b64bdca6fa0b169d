import LarderFiles
import LarderLanguage
import LarderLoading

/// A workbook that could not be written: what failed, and why (libxlsxwriter's own
/// message, the system's, or Larder's).
public struct XLSXError: Error, Sendable, CustomStringConvertible {
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

  /// The message in English.
  public var description: String { message(.english) }
}

extension XLSXError: LocalizedMessage {
  /// What failed and why, in the language of `l`.
  public func message(_ l: Localization) -> String {
    let what =
      switch action {
      case .write(let path): l.tr("cannot write {path}", ["path": path])
      case .create(let path): l.tr("cannot create {path}", ["path": path])
      case .addSheet(let name): l.tr("cannot add the sheet '{name}'", ["name": name])
      case .writeRow(let row, let sheet):
        l.tr(
          "cannot write row {row} of the sheet '{name}'", ["row": "\(row + 1)", "name": sheet])
      case .addTable(let sheet): l.tr("cannot add a table to the sheet '{name}'", ["name": sheet])
      }
    let why =
      switch reason {
      case .library(let message): message
      case .cannotStart: l.tr("libxlsxwriter could not start a workbook")
      case .refused: l.tr("libxlsxwriter refused it")
      case .notLoaded(let error): error.message(l)
      case .file(let problem): problem.message(l)
      }
    return what + l.tr(": ") + why
  }
}
