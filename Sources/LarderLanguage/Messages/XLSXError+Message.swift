import LarderErrors

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
